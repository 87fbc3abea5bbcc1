// What the site renders from at one moment: the content model behind the content interface,
// and what is derived from it: the route map with the product word,
// the translations of the dictionary and the QR code images of the QR message's app link.
// A change builds a new state beside the one serving, reusing what did not change.
import QRCode from 'qrcode';
import type { i18n } from 'i18next';
import type { ContentBundle, Localized } from './assemble.js';
import { fileContentSource, type ContentSource } from './source.js';
import { same } from './diff.js';
import { createRouter, type Router } from '../routes/paths.js';
import { createI18n } from '../i18n.js';
import { LOCALES } from '../../shared/locale.js';

export interface ContentState {
  bundle: ContentBundle;
  content: ContentSource;
  router: Router;
  i18n: i18n;
  qrSvg: Localized<string>;
}

const appUrls = (b: ContentBundle) => LOCALES.map((l) => b.qrMessage[l].properties.appUrl).join(' ');

async function qrCodes(bundle: ContentBundle): Promise<Localized<string>> {
  const svg = (url: string) => QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#17132bff', light: '#ffffffff' } });
  const [tr, en] = await Promise.all(LOCALES.map((l) => svg(bundle.qrMessage[l].properties.appUrl)));
  return { tr: tr!, en: en! };
}

export interface StateOptions {
  /** Wraps the content interface (recording what a render reads: server/edge/keys.ts). */
  wrap?: (source: ContentSource) => ContentSource;
  /** What the content interface serves in place of the model's redirects (moved pages added). */
  redirects?: (r: ContentBundle['redirects']) => ContentBundle['redirects'];
}

/** The state of `bundle`, reusing from `prev` the route map, translations and QR codes it did not change. */
export async function buildState(bundle: ContentBundle, prev: ContentState | undefined, o: StateOptions = {}): Promise<ContentState> {
  const served = o.redirects ? { ...bundle, redirects: o.redirects(bundle.redirects) } : bundle;
  const source = fileContentSource(served);
  return {
    bundle,
    content: o.wrap ? o.wrap(source) : source,
    router: prev && prev.bundle.site.product === bundle.site.product ? prev.router : createRouter(bundle.site.product),
    i18n: prev && same(prev.bundle.dictionary, bundle.dictionary) ? prev.i18n : await createI18n(bundle.dictionary),
    qrSvg: prev && appUrls(prev.bundle) === appUrls(bundle) ? prev.qrSvg : await qrCodes(bundle),
  };
}
