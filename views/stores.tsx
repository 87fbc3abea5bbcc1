// The three app stores, from the one content source (content/qr-message.*.json), in the order
// shown everywhere (the app dialog, the "get the app" strip, the app page), and the buttons
// that show them: plain, self-made buttons with the stores' own names, no badge artwork.
import type { QrMessage } from '../server/content/schemas.js';

export type Stores = QrMessage['properties']['stores'];
export interface StoreLink { name: string; url: string }

/** The stores' own names, the same in every language. */
export const storeLinks = (s: Stores): StoreLink[] => [
  { name: 'App Store', url: s.appStore }, { name: 'Google Play', url: s.googlePlay }, { name: 'AppGallery', url: s.appGallery },
];

/** The store buttons; `label` names the list for screen readers (the content's button text). */
export function StoreButtons({ stores, label }: { stores: StoreLink[]; label: string }) {
  return (
    <ul className="store-buttons" aria-label={label}>
      {stores.map((s) => (
        <li key={s.name}><a className="store-button" href={s.url} rel="noopener noreferrer">{s.name}</a></li>
      ))}
    </ul>
  );
}
