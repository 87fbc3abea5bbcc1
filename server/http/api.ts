// The spec's HTTP API (section 7), answered from the content service with the content
// service's own shapes. An allow-list of endpoints: anything else is a 400, and nothing
// here ever fetches a URL taken from the request.
import { detectLanguage, varies } from '../i18n.js';
import { Router as expressRouter, type Request, type Response, type NextFunction } from 'express';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { ContentRuntime } from '../content/runtime.js';
import type { SearchIndex } from '../search/search-index.js';
import { verifyPreviewToken } from '../preview.js';
import { parseQuery } from './query.js';
import type { ContentSource } from '../content/source.js';
import { MAX_SEARCH_TERM } from '../../shared/site-rules.js';
import { LOCALES, type Locale } from '../../shared/locale.js';
import { HttpError } from '../../shared/http-error.js';

const lang = z.enum(['tr', 'en', 'tr-TR', 'en-US', 'en-GB']).transform((l) => l.slice(0, 2) as Locale);
const previewParam = z.string().max(200).optional();

const fetcherQuery = z.object({ filter: z.literal('contentType:qrMessage'), lang, preview: previewParam }).strict();
const umbracoQuery = z.discriminatedUnion('endpoint', [
  z.object({ endpoint: z.literal('/Navbar/HeaderFind'), alias: z.literal('headerNav'), culture: lang, preview: previewParam }).strict(),
  z.object({ endpoint: z.literal('/Navbar/AliasFind'), alias: z.literal('foterNavbar'), culture: lang, preview: previewParam }).strict(),
  z.object({ endpoint: z.literal('/SearchApi/Search'), searchTerm: z.string().max(MAX_SEARCH_TERM), lang, preview: previewParam }).strict(),
]);

/** The clean search endpoint for support staff and widgets: GET /api/search?q=…&lang=tr|en&limit=1..20. */
const searchQuery = z.object({
  q: z.string().max(MAX_SEARCH_TERM, `must be at most ${MAX_SEARCH_TERM} characters`).optional(),
  /** Without it, the visitor's language (server/i18n.ts, detectLanguage). */
  lang: z.enum(LOCALES).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(10),
  /** Limits the results to a part of the site: faq (the help centre's search). */
  type: z.enum(['faq']).optional(),
}).strict();

import { PAGE_LIFETIME_SECONDS } from '../config.js';

/** The live content (or a preview's), search, and the preview secret. */
export interface ApiDeps {
  readonly content: ContentSource;
  contentRuntime: Pick<ContentRuntime, 'preview'>;
  search: SearchIndex;
  config: Pick<Config, 'previewSecret'>;
}

export function api(deps: ApiDeps) {
  const router = expressRouter();
  const wrap = (fn: (req: Request, res: Response) => Promise<unknown>) => (req: Request, res: Response, next: NextFunction) =>
    fn(req, res).then((body) => {
      if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', `public, max-age=60, s-maxage=${PAGE_LIFETIME_SECONDS}`);
      res.json(body);
    }, next);

  // preview=true alone shows nothing unpublished; only a signed token switches to the drafts.
  const contentFor = async (res: Response, preview: string | undefined): Promise<ContentSource> => {
    if (!verifyPreviewToken(deps.config.previewSecret, preview)) return deps.content;
    // Drafts: for this editor only, never kept by a CDN or a shared cache.
    res.setHeader('X-Robots-Tag', 'noindex');
    res.setHeader('Cache-Control', 'private, no-store');
    return (await deps.contentRuntime.preview()).content;
  };

  router.get('/language', wrap(async (req, res) => {
    const q = parseQuery(z.object({ preview: previewParam }).strict(), req);
    return (await contentFor(res, q.preview)).getDictionary();
  }));

  router.get('/fetcher', wrap(async (req, res) => {
    const q = parseQuery(fetcherQuery, req);
    const message = await (await contentFor(res, q.preview)).getQrMessage(q.lang);
    return { items: [{ contentType: message.contentType, properties: message.properties }] };
  }));

  router.get('/umbraco', wrap(async (req, res) => {
    const q = parseQuery(umbracoQuery, req, 'unknown endpoint; allowed: /Navbar/HeaderFind, /Navbar/AliasFind, /SearchApi/Search');
    const content = await contentFor(res, q.preview);
    switch (q.endpoint) {
      case '/Navbar/HeaderFind': return [{ alias: 'headerNav', culture: q.culture, properties: await content.getHeader(q.culture) }];
      case '/Navbar/AliasFind': return [{ alias: 'foterNavbar', culture: q.culture, properties: await content.getFooter(q.culture) }];
      case '/SearchApi/Search': return deps.search.search(q.searchTerm, q.lang, 20);
    }
  }));

  router.get('/search', (req, res, next) => {
    try {
      const q = parseQuery(searchQuery, req);
      const query = (q.q ?? '').trim();
      let lang = q.lang;
      if (!lang) {
        lang = detectLanguage(req, res).locale;
        res.vary(varies().join(', '));
      }
      const results = query ? deps.search.searchWithSnippets(query, lang, q.limit, q.type) : [];
      res.setHeader('Cache-Control', 'public, max-age=60');
      res.json({ query, results });
    } catch (e) {
      next(e);
    }
  });

  router.all(['/language', '/fetcher', '/umbraco', '/search'], (req, _res, next) => next(new HttpError(405, `Method ${req.method} not allowed`, { Allow: 'GET, HEAD' })));
  return router;
}
