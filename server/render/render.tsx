// Turns a page body into a full HTML document with renderToString.
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { SiteDeps } from '../site.js';
import type { Locale } from '../content/schemas.js';
import type { RouteKey } from '../routes/route-map.js';
import { translator } from '../i18n.js';
import { ViewProvider, type ViewContext } from '../../views/context.js';
import { Document, type HeadProps } from '../../views/Document.js';
import { DefaultLayout } from '../../views/Layout.js';

export interface RenderInput {
  locale: Locale;
  currentPath: string;
  /** Paths of the equivalent page in each language. */
  alternates: Partial<Record<Locale, string>>;
  head: Omit<HeadProps, 'hreflang' | 'canonical'> & { indexable: boolean };
  body: ReactNode;
}

export async function buildViewContext(deps: SiteDeps, locale: Locale, currentPath: string, alternates: Partial<Record<Locale, string>>): Promise<ViewContext> {
  const { content, router, config, manifest } = deps;
  const [site, header, footer, qr] = await Promise.all([content.getSite(), content.getHeader(locale), content.getFooter(locale), content.getQrMessage(locale)]);
  const scripts = manifest.entries['islands'] ? [manifest.entries['islands'].file] : [];
  return {
    locale,
    t: translator(deps.i18n, locale),
    site,
    siteUrl: config.siteUrl,
    pathFor: (key: RouteKey, params, l) => router.pathFor(key, l ?? locale, params),
    alternates,
    header,
    footer,
    qr,
    qrSvg: deps.qrSvg[locale],
    assets: { css: manifest.css ? [manifest.css] : [], scripts },
    currentPath,
  };
}

export async function renderPage(deps: SiteDeps, input: RenderInput): Promise<string> {
  const ctx = await buildViewContext(deps, input.locale, input.currentPath, input.alternates);
  const abs = (p?: string) => (p ? deps.config.siteUrl + p : undefined);
  const { indexable, ...head } = input.head;
  const full: HeadProps = {
    ...head,
    noindex: !indexable || head.noindex,
    canonical: indexable ? abs(input.currentPath) : undefined,
    hreflang: indexable ? { tr: abs(input.alternates.tr), en: abs(input.alternates.en) } : undefined,
  };
  const html = renderToString(
    <ViewProvider value={ctx}>
      <Document head={full}>
        <DefaultLayout>{input.body}</DefaultLayout>
      </Document>
    </ViewProvider>,
  );
  return `<!doctype html>${html}`;
}
