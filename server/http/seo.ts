// robots.txt and the two sitemaps, derived from the route map and the content service.
import type { Request, Response, NextFunction } from 'express';
import type { Config } from '../config.js';
import type { ContentSource } from '../content/source.js';
import type { Params, Router } from '../routes/paths.js';
import type { Clock } from '../page-kinds/page-module.js';
import { collectionPages } from '../content/collections.js';
import { staticPageKeys, type RouteKey } from '../routes/route-map.js';
import { scheduleState } from '../calculator/schedule.js';
import type { RatesSource } from '../rates/source.js';
import type { RateHistory } from '../rates/history/types.js';
import { orderedCodes, shownRates } from '../rates/rate-view.js';
import { currencySlug } from '../rates/currencies.js';
import { otherLocale, LOCALES, type Locale } from '../../shared/locale.js';

interface SitemapEntry { key: RouteKey; params: Partial<Record<Locale, Params>>; lastmod: string }

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The live content and its routes, the rates, the site's address and the clock (a fee schedule's dated page). */
export interface SeoDeps extends Clock {
  readonly content: ContentSource;
  readonly router: Router;
  config: Pick<Config, 'siteUrl'>;
  rates: RatesSource;
  history: RateHistory;
}

/** Every indexable page in one language, with its twin's params when it has one. */
export async function sitemapEntries(deps: SeoDeps, locale: Locale): Promise<SitemapEntry[]> {
  const { content } = deps;
  const other = otherLocale(locale);
  const entries: SitemapEntry[] = [];
  for (const key of staticPageKeys) {
    const page = await content.getPage(key, locale);
    if (!page) continue;
    const twin = await content.getPage(key, other);
    entries.push({ key, params: { [locale]: {}, ...(twin ? { [other]: {} } : {}) }, lastmod: await content.getPageDate(key, locale) });
  }
  for (const p of await collectionPages(content, locale)) {
    entries.push({ key: p.key, params: { [locale]: p.params, ...(p.twin ? { [other]: p.twin } : {}) }, lastmod: p.lastmod });
  }
  // Earlier fee schedules stay readable, each on its own page (server/page-kinds/fees-archive.tsx);
  // the current one's page is not listed: the fees page is where its figures are indexed.
  const state = scheduleState((await content.getSite()).fees, deps.now());
  for (const date of state.earlier) {
    entries.push({ key: 'feesArchive', params: { tr: { date }, en: { date } }, lastmod: date });
  }
  const newest = state.current?.validFrom ?? state.earlier[0];
  if (newest) entries.push({ key: 'feesArchiveIndex', params: { tr: {}, en: {} }, lastmod: newest });
  return [...entries, ...(await rateEntries(deps))];
}

/** The rates' index and each currency of the newest bulletin, dated by it. */
async function rateEntries(deps: SeoDeps): Promise<SitemapEntry[]> {
  const shown = shownRates(await deps.rates.current(), deps.history);
  if (!shown) return [];
  const lastmod = shown.bulletin.date;
  const each = (code: string) => Object.fromEntries(LOCALES.map((l) => [l, { currency: currencySlug(code, l) }]));
  return [{ key: 'rates', params: { tr: {}, en: {} }, lastmod }, ...orderedCodes(shown).map((code) => ({ key: 'ratesCurrency' as const, params: each(code), lastmod }))];
}

export function sitemap(deps: SeoDeps, locale: Locale) {
  return async (_req: Request, res: Response, next: NextFunction) => {
    try {
      const base = deps.config.siteUrl;
      const urls = (await sitemapEntries(deps, locale)).map((e) => {
        const loc = base + deps.router.pathFor(e.key, e.params[locale], locale);
        const alt = LOCALES
          .filter((l) => e.params[l])
          .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(base + deps.router.pathFor(e.key, e.params[l], l))}"/>`);
        if (e.params.tr) alt.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(base + deps.router.pathFor(e.key, e.params.tr, 'tr'))}"/>`);
        return `<url><loc>${xmlEscape(loc)}</loc><lastmod>${e.lastmod}</lastmod>${alt.join('')}</url>`;
      });
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`);
    } catch (e) {
      next(e);
    }
  };
}

export function robots(deps: SeoDeps) {
  return (_req: Request, res: Response) => {
    const base = deps.config.siteUrl;
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: ${deps.router.pathFor('search', {}, 'tr')}\nDisallow: ${deps.router.pathFor('search', {}, 'en')}\n\nSitemap: ${base}${deps.router.pathFor('sitemap', {}, 'tr')}\nSitemap: ${base}${deps.router.pathFor('sitemap', {}, 'en')}\n`);
  };
}
