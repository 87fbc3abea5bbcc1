// The three app stores, from the one content source (content/qr-message.*.json), in the order
// shown everywhere (the app dialog, the "get the app" strip, the app page); the buttons that
// show them are widgets/shared/store-buttons.tsx.
import type { QrMessage } from '../server/content/schemas.js';
import type { StoreLink } from '../widgets/shared/store-buttons.js';

export type Stores = QrMessage['properties']['stores'];

/** The stores' own names, the same in every language. */
export const storeLinks = (s: Stores): StoreLink[] => [
  { name: 'App Store', url: s.appStore }, { name: 'Google Play', url: s.googlePlay }, { name: 'AppGallery', url: s.appGallery },
];
