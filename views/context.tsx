// What every view needs to know about the request, passed once through React context so
// components link by route key and translate without prop drilling.
import { createContext, useContext } from 'react';
import type { Site, HeaderContent, FooterContent, QrMessage } from '../server/content/schemas.js';
import type { RouteKey } from '../server/routes/route-map.js';
import type { Params } from '../server/routes/paths.js';
import type { Locale } from '../shared/locale.js';

export interface ViewContext {
  locale: Locale;
  t: (source: string, vars?: Record<string, string>) => string;
  site: Site;
  siteUrl: string;
  pathFor: (key: RouteKey, params?: Params, locale?: Locale) => string;
  /** The equivalent page in each language (for the switcher and hreflang); absent when none exists. */
  alternates: Partial<Record<Locale, string>>;
  header: HeaderContent;
  footer: FooterContent;
  qr: QrMessage;
  qrSvg: string;
  /** Stylesheets, and the font files to preload (optional so older test contexts need not name them). */
  assets: { css: string[]; fonts?: string[] };
  /** The path being rendered, for aria-current. */
  currentPath: string;
  /** Filled while rendering: the islands this page uses, so only their bundles are listed. */
  islands: Set<string>;
  /** Offered by every search box for an empty term or no results: the highlights, then popular pages. */
  searchSuggestions: { heading: string; links: { title: string; url: string; target?: '_blank' }[] }[];
  /** A valid tag manager container id, loaded only after consent. */
  gtmId?: string;
}

const Ctx = createContext<ViewContext | null>(null);
export const ViewProvider = Ctx.Provider;
export function useView(): ViewContext {
  const v = useContext(Ctx);
  if (!v) throw new Error('useView() outside a ViewProvider');
  return v;
}
