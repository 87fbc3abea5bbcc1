// The HTML document: head metadata for crawlers and link previews, the static colour-mode
// script (hashable for CSP) and the stylesheet. The island scripts are added after rendering
// (server/render/render.tsx), once the page's islands are known.
import type { ReactNode } from 'react';
import { useView } from './context.js';
import { escapeJson } from './Island.js';
import { organizationFacts } from './organization-facts.js';
import { defaultOgImage, absoluteImageUrl, type OgImage } from './visuals.js';
import type { Locale } from '../shared/locale.js';

/**
 * Runs before first paint so a stored colour mode never flashes. Static: CSP-hashable. It also
 * quiets the page's view transitions (the stylesheet's `@view-transition`): when the browser
 * aborts or skips one (a key press before the new page is revealed: "Page already revealed"; a
 * page that cannot take part: "ViewTransition opt-in disabled"), its promises reject, and
 * unhandled that is reported as a page error. The navigation itself goes on, so such a
 * rejection is marked handled, whether or not its transition ever reached a `pageswap` or
 * `pagereveal` listener (Chromium sometimes aborts one before either fires). Any other
 * rejection is reported as before.
 */
export const colorModeScript =
  "addEventListener('unhandledrejection',function(e){var r=e.reason;if(r instanceof DOMException&&/^Transition was (aborted|skipped)\\b/.test(r.message))e.preventDefault()});" +
  "(function(d){d.classList.add('js');var f=d.dataset.forceColorMode;if(f==='system'){console.warn('color mode: a page cannot force \"system\"; using the stored or system mode');f=''}" +
  "if(f==='light'||f==='dark'){d.dataset.colorMode=f;return}try{var m=localStorage.getItem('color-mode');if(m==='light'||m==='dark')d.dataset.colorMode=m}catch(e){}})(document.documentElement)";

export interface HeadProps {
  title: string;
  description: string;
  /** Absolute canonical URL; absent for pages that must not be indexed. */
  canonical?: string;
  noindex?: boolean;
  /** Absolute URLs of the page in each language (hreflang). */
  hreflang?: Partial<Record<Locale, string>>;
  ogType?: 'website' | 'article';
  /** The page's own link-preview image (an article's cover, a campaign's banner); else the brand image. */
  image?: OgImage;
  jsonLd?: object[];
  theme?: 'purple' | 'green';
  forceColorMode?: 'light' | 'dark' | 'system';
}

export function Document({ head, children }: { head: HeadProps; children: ReactNode }) {
  const { locale, site, siteUrl, assets, t } = useView();
  const image = head.image ?? defaultOgImage(t('Unilira logosu: ücretsiz para transferi'));
  const green = head.theme === 'green';
  const fullTitle = head.title.includes(site.brand) ? head.title : `${head.title} | ${site.brand}`;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    legalName: site.legalName,
    description: site.description[locale],
    url: `${siteUrl}/`,
    logo: `${siteUrl}${site.logo}`,
    telephone: site.phone,
    email: site.email,
    sameAs: site.social.map((s) => s.url),
    address: { '@type': 'PostalAddress', ...site.address },
    ...organizationFacts(site, locale),
  };
  return (
    <html lang={locale} dir="ltr" data-theme={green ? 'green' : undefined} data-force-color-mode={head.forceColorMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={head.description} />
        {head.noindex ? <meta name="robots" content="noindex, follow" /> : null}
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {head.hreflang?.tr ? <link rel="alternate" hrefLang="tr" href={head.hreflang.tr} /> : null}
        {head.hreflang?.en ? <link rel="alternate" hrefLang="en" href={head.hreflang.en} /> : null}
        {head.hreflang?.tr ? <link rel="alternate" hrefLang="x-default" href={head.hreflang.tr} /> : null}
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content={green ? '#047857' : '#5b2be0'} media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content={green ? '#0c1613' : '#17132b'} media="(prefers-color-scheme: dark)" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <meta property="og:type" content={head.ogType ?? 'website'} />
        <meta property="og:site_name" content={site.brand} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {head.canonical ? <meta property="og:url" content={head.canonical} /> : null}
        <meta property="og:image" content={absoluteImageUrl(image.path, siteUrl)} />
        <meta property="og:image:type" content={image.type} />
        <meta property="og:image:width" content={String(image.width)} />
        <meta property="og:image:height" content={String(image.height)} />
        <meta property="og:image:alt" content={image.alt} />
        <meta property="og:locale" content={locale === 'tr' ? 'tr_TR' : 'en_US'} />
        <meta property="og:locale:alternate" content={locale === 'tr' ? 'en_US' : 'tr_TR'} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        <meta name="twitter:image" content={absoluteImageUrl(image.path, siteUrl)} />
        <meta name="twitter:image:alt" content={image.alt} />
        <script dangerouslySetInnerHTML={{ __html: colorModeScript }} />
        {(assets.fonts ?? []).map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />)}
        {assets.css.map((href) => <link key={href} rel="stylesheet" href={href} />)}
        {[organization, ...(head.jsonLd ?? [])].map((data, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: escapeJson(data) }} />
        ))}
      </head>
      <body>
        {children}
      </body>
    </html>
  );
}
