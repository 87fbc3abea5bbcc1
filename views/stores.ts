// The three app stores, from the one content source (content/qr-message.*.json), in the order
// shown everywhere: the app dialog, the "get the app" strip.
import type { QrMessage } from '../server/content/schemas.js';

export interface StoreLink { name: string; url: string }

/** The stores' own names, the same in every language. */
export function storeLinks(qr: QrMessage): StoreLink[] {
  const s = qr.properties.stores;
  return [{ name: 'App Store', url: s.appStore }, { name: 'Google Play', url: s.googlePlay }, { name: 'AppGallery', url: s.appGallery }];
}
