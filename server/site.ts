// Everything the app needs, prepared once at start-up: validated content behind the cached
// content service, the compiled route map, translations, the search index, the QR codes,
// the build's asset manifest and the form store. createApp() receives this object.
import NodeCache from 'node-cache';
import QRCode from 'qrcode';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { i18n } from 'i18next';
import type { Config } from './config.js';
import type { ContentSource } from './content/source.js';
import { contentRefresher, loadCheckedContent, replaceableFileSource, watchFolder, type RefreshRequest } from './content/reload.js';
import { changedPaths, movedPaths } from './content/changes.js';
import { createLogger } from './logger.js';
import { cachedContentSource } from './content/cached.js';
import { checkContentLinks } from './content/check-links.js';
import type { ContentBundle } from './content/load.js';
import { createUmbracoRuntime, type UmbracoRuntime } from './content/umbraco/runtime.js';
import { createRouter, type Router } from './routes/paths.js';
import { createPageCache, type PageCache } from './http/page-cache.js';
import { createI18n, translator } from './i18n.js';
import { buildSearchIndex, type SearchIndex } from './search/search-index.js';
import type { Locale } from './content/schemas.js';
import { islandIds } from '../widgets/registry.js';
import { RUNTIME_ENTRY } from '../widgets/islands/protocol.js';
import { openFormStore } from './forms/open.js';
import type { FormStore } from './forms/store.js';
import { recordingSource, changedKeys } from './edge/keys.js';
import { createPurge, type Purge } from './edge/purge.js';

export interface Manifest {
  entries: Record<string, { file: string; imports: string[] }>;
  css: string | null;
  /** Font files the document head preloads, by page language (absent in a manifest from an older build). */
  fonts?: Partial<Record<Locale, string[]>>;
}

export interface SiteDeps {
  config: Config;
  content: ContentSource;
  router: Router;
  i18n: i18n;
  search: SearchIndex;
  qrSvg: Record<Locale, string>;
  manifest: Manifest;
  build: { id: string; timestamp: string };
  /** Rendered HTML of existing pages, keyed by path; bounded by bytes, same TTL as content. */
  pageCache: PageCache;
  /** The clock (tests set it to see campaigns before, during and after their dates). */
  now: () => Date;
  contentCache: NodeCache;
  /** Where form submissions go (SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL). */
  forms: FormStore;
  /**
   * Reads the content again (validated), empties the caches and updates the search index
   * without blocking requests. With `ids` (a CMS event), only those documents are read.
   */
  /** Resolves false when the content could not be read (logged; the last good content stays). */
  refreshContent(reason?: string, ids?: readonly string[]): Promise<boolean>;
  /** Stops watching content/ (development) and the Umbraco source's timers and cache. */
  stopWatching(): void;
  /** With CONTENT_SOURCE=umbraco: the CMS cache and client (webhooks, metrics, tests). */
  umbraco?: UmbracoRuntime;
  /** Told after each content change has been applied (caches emptied, search updated), with the site paths it touched. */
  onContentChanged(listener: (change: ContentChange) => void): () => void;
  /** Drops the pages built from these surrogate keys at the configured CDN (server/edge/); a CMS webhook calls it too. */
  purge: Purge;
}

/** What a content change touched: the site paths whose pages changed, or every page ("all"). */
export interface ContentChange { reason: string; paths: string[] | 'all' }

function readJsonIfExists<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

export async function createSite(config: Config): Promise<SiteDeps> {
  const log = createLogger(config.logLevel);
  // With Umbraco, the first complete read is waited for (retried while Umbraco is down):
  // the process listens, and so reports ready, only once it has every text to show.
  const umbraco = config.contentSource === 'umbraco' && config.umbraco ? createUmbracoRuntime(config.umbraco, log) : undefined;
  const bundle = umbraco ? await umbraco.firstRead() : loadCheckedContent(config.contentDir);
  if (umbraco) {
    const problems = checkContentLinks(bundle);
    if (problems.length) log.warn({ problems: problems.slice(0, 20) }, 'Umbraco content links that lead nowhere');
  }

  // Keys come only from a finite set the server chooses (method, locale, collection, route key,
  // preview yes/no; see content/cached.ts), never from request data; the TTL evicts, and
  // maxKeys bounds it all the same (far above a site's few hundred keys; when full, the oldest
  // entry makes room: content/cached.ts).
  const contentCache = new NodeCache({ stdTTL: config.contentCacheTtl, useClones: false, checkperiod: 120, maxKeys: 5_000 });
  const pageCache = createPageCache({ maxBytes: config.pageCacheMaxBytes, ttlSeconds: config.contentCacheTtl });
  const files = replaceableFileSource(bundle);
  const live = cachedContentSource(files.source, contentCache);
  const source = umbraco ? umbraco.withPreview(live) : live;
  // Behind a CDN, reads record surrogate keys for the page being rendered (server/edge/keys.ts;
  // about 40 µs a render, spared without one).
  const content = config.cdn.kind === 'none' ? source : recordingSource(source);
  const site = await content.getSite();
  const router = createRouter(site.product);
  const i18n = await createI18n(await content.getDictionary());
  const search = await buildSearchIndex(content, router, (s, l) => translator(i18n, l)(s), { synonyms: bundle.synonyms, dataDir: config.dataDir });

  const qrSvg = {} as Record<Locale, string>;
  for (const l of ['tr', 'en'] as const) {
    const url = (await content.getQrMessage(l)).properties.appUrl;
    qrSvg[l] = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#17132bff', light: '#ffffffff' } });
  }

  const manifest = readJsonIfExists<Manifest>(path.join(config.distDir, 'manifest.json'), { entries: {}, css: null });
  // Fresh's "Could not find chunk": an island the server can render but the browser cannot load.
  const missing = [RUNTIME_ENTRY, ...islandIds].filter((id) => !manifest.entries[id]);
  if (missing.length) throw new Error(`islands without a bundle in ${path.join(config.distDir, 'manifest.json')}: ${missing.join(', ')} (run npm run build; each island needs widgets/<id>/<id>.client.ts)`);
  const build = readJsonIfExists(path.join(config.distDir, 'build.json'), { id: 'dev', timestamp: new Date(0).toISOString() });
  // Opened (and migrated) at start-up: a database that cannot be reached stops the start, named.
  const forms = await openFormStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((err: Error) => {
    throw new Error(`form store (${config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR ${config.dataDir}`}): ${err.message}`);
  });
  // Texts, the product word and the dictionary are read once; an edit to site.json or
  // dictionary.json needs a restart (npm run dev does it).
  const listeners = new Set<(change: ContentChange) => void>();
  let current = umbraco ? JSON.stringify(bundle) : '';
  const purge = createPurge(config.cdn, { logger: log });
  // Old paths of items an editor moved or renamed in Umbraco answer 301 to the new ones.
  const moved = movedPaths();
  const serve = (next: ContentBundle) => (umbraco ? { ...next, redirects: moved.redirects(next.redirects) } : next);
  let upstream: { calls: number; complete: boolean } | undefined;
  const refresher = contentRefresher(config.contentDir, {
    ...(umbraco ? {
      // A change event names its documents: only they are read (and the lists they join);
      // the periodic read, a Media event or an event without an id reads everything.
      load: async (req: RefreshRequest) => {
        const calls = umbraco.client.calls;
        let next = req.full ? await umbraco.read() : undefined;
        let complete = req.full;
        if (req.ids.size) {
          const r = await umbraco.readChanged([...req.ids]);
          next = r.bundle;
          complete ||= r.complete;
        }
        upstream = { calls: umbraco.client.calls - calls, complete };
        return next!;
      },
      same: (next: ContentBundle) => {
        const text = JSON.stringify(next);
        if (text === current) return true;
        current = text;
        return false;
      },
    } : {}),
    replace: (next) => files.replace(serve(next)),
    flush: () => {
      contentCache.flushAll();
      pageCache.clear();
    },
    initial: bundle,
    // After the origin's own caches are empty, so that the CDN's next fetch gets the new page.
    onChanged: (prev, next) => {
      if (umbraco && moved.learn(prev, next, router)) files.replace(serve(next));
      void purge(changedKeys(prev, next));
    },
    // Only the search documents that changed are indexed again (search-index.ts: update).
    rebuildSearch: (next, prev) => (prev ? search.update({ synonyms: next.synonyms }) : search.rebuild({ synonyms: next.synonyms })),
    onError: (err) => log.error({ err: (err as Error).message }, 'content not reloaded'),
    onDone: (ms, req, prev, next) => {
      const paths = prev ? changedPaths(prev, next, router) : 'all';
      log.info({ ms: Math.round(ms), documents: upstream?.complete || req.full ? 'all' : req.ids.size, upstreamCalls: upstream?.calls, pages: paths === 'all' ? 'all' : paths.length }, 'content changed, search updated');
      upstream = undefined;
      const reason = [...req.reasons].join(', ');
      for (const l of listeners) l({ reason, paths });
    },
  });
  let stopWatching = config.env === 'development' && !umbraco ? watchFolder(config.contentDir, () => void refresher.refresh()) : () => {};
  if (umbraco) {
    // Content edited without a webhook still arrives: a read through the cache once per freshness period.
    const timer = setInterval(() => void refresher.refresh({ reason: 'periodic read' }), config.umbraco!.freshMs);
    timer.unref();
    stopWatching = () => {
      clearInterval(timer);
      umbraco.close();
    };
  }
  const refreshContent = (why = 'content refresh', ids?: readonly string[]) => refresher.refresh({ reason: why, ids });
  return {
    config, content, router, i18n, search, qrSvg, manifest, build, pageCache, contentCache, forms, now: () => new Date(), refreshContent, stopWatching, umbraco, purge,
    onContentChanged: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
