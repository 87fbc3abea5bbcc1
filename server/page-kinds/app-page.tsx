// The app page (/uygulama/, /en/app/): where the smart link leaves visitors whose device has no
// store of its own (computers, unknown phones), with all three stores. The store links are
// the QR overlay's (content/qr-message.*.json): one place for them. Its answer depends on the
// User-Agent (phones were redirected before it), so it is private and never page-cached.
import { AppStores } from '../../pages/AppStores.js';
import { definePage } from './page-module.js';
import { storeLinks } from '../../views/stores.js';

/** Every answer of the smart link and the app page depends on the device: no shared cache keeps one. */
export const PER_DEVICE = 'private, no-cache';

export const appPage = definePage({
  async load({ deps, locale }) {
    const qr = (await deps.content.getQrMessage(locale)).properties;
    return { title: qr.title, text: qr.storeText, label: qr.buttonText, stores: storeLinks(qr.stores) };
  },
  alternates: ({ deps }) => ({ tr: deps.router.pathFor('app', {}, 'tr'), en: deps.router.pathFor('app', {}, 'en') }),
  head: (_ctx, d) => ({ title: d.title, description: d.text, indexable: false }),
  View: ({ data }) => <AppStores {...data} />,
  dynamic: { status: () => 200, cacheControl: PER_DEVICE },
});
