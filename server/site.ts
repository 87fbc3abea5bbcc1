// Everything the app needs, wired once at start-up: the content runtime (reading, refreshing,
// applying changes: server/content/runtime.ts), the search index, the page cache and the CDN
// purge that react to each change, the build's asset manifest and the form store.
// createApp() receives this object.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { i18n } from 'i18next';
import type { Config } from './config.js';
import type { ContentSource } from './content/source.js';
import { fileReader } from './content/reload.js';
import { createContentRuntime, type AppliedChange, type ContentRuntime } from './content/runtime.js';
import { touchesSearch } from './content/diff.js';
import type { ContentState } from './content/state.js';
import { createLogger } from './logger.js';
import { createUmbracoRuntime, type UmbracoRuntime } from './content/umbraco/runtime.js';
import type { Router } from './routes/paths.js';
import { createPageCache, type PageCache } from './http/page-cache.js';
import { translator } from './i18n.js';
import { buildSearchIndex, type SearchIndex } from './search/search-index.js';
import { islandIds } from '../widgets/registry.js';
import { RUNTIME_ENTRY } from '../widgets/islands/protocol.js';
import { openFormStore } from './forms/open.js';
import type { FormStore } from './forms/store.js';
import { recordingSource, RATES_KEY } from './edge/keys.js';
import { createPurge, type Purge } from './edge/purge.js';
import { createRatesSource, type RatesSource } from './rates/source.js';
import type { RateHistory } from './rates/history/types.js';
import { openRateHistory, rateHistoryOptions } from './rates/history/open.js';
import type { Locale } from '../shared/locale.js';
import type { Manifest } from './render/render.js';

export interface SiteDeps {
  config: Config;
  /** The live content state's parts (they change with the content; read them per request). */
  readonly content: ContentSource;
  readonly router: Router;
  readonly i18n: i18n;
  readonly qrSvg: Record<Locale, string>;
  /** The content runtime: the live state, preview states, refreshes. */
  contentRuntime: ContentRuntime;
  search: SearchIndex;
  manifest: Manifest;
  build: { id: string; timestamp: string };
  /** Rendered HTML of existing pages, keyed by path; bounded by bytes, same TTL as content. */
  pageCache: PageCache;
  /** The clock (tests set it to see campaigns before, during and after their dates). */
  now: () => Date;
  /** Where form submissions go (SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL). */
  forms: FormStore;
  /** Reads the content again (all, or the documents `ids` names) and applies what changed; false when it could not be read. */
  refreshContent(reason?: string, ids?: readonly string[]): Promise<boolean>;
  /** Stops watching for content changes (the folder in development, Umbraco's periodic read) and the CMS and rates caches. */
  stopWatching(): void;
  /** With CONTENT_SOURCE=umbraco: the CMS cache and client (metrics, tests). */
  umbraco?: UmbracoRuntime;
  /** Told after each content change has been applied, with the keys it touched and the cached pages it dropped. */
  onContentChanged(listener: (change: ContentChangeReport) => void): () => void;
  /** Drops the pages built from these surrogate keys at the configured CDN (server/edge/). */
  purge: Purge;
  /** The Central Bank's reference rates for the transfer calculator (RATES_SOURCE: the snapshot, or TCMB). */
  rates: RatesSource;
  /** The Central Bank's past bulletins, day by day (the embedded sample, or the archive kept in the store). */
  history: RateHistory;
}

/** What a content change touched: the content keys, and the paths the page cache let go. */
export interface ContentChangeReport { reason: string; keys: string[]; everyPage: boolean; evicted: string[] }

function readJsonIfExists<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

function readManifest(config: Config): Manifest {
  const manifest = readJsonIfExists<Manifest>(path.join(config.distDir, 'manifest.json'), { entries: {}, css: null });
  // Fresh's "Could not find chunk": an island the server can render but the browser cannot load.
  const missing = [RUNTIME_ENTRY, ...islandIds].filter((id) => !manifest.entries[id]);
  if (missing.length) throw new Error(`islands without a bundle in ${path.join(config.distDir, 'manifest.json')}: ${missing.join(', ')} (run npm run build)`);
  return manifest;
}

/** Each applied change, once: the page cache drops what it touched, the CDN likewise, search catches up. */
function reactions(pageCache: PageCache, purge: Purge, search: () => SearchIndex, tell: (r: ContentChangeReport) => void) {
  return async (c: AppliedChange) => {
    const evicted = c.everyPage ? (pageCache.clear(), ['*']) : pageCache.evict(c.keys);
    void purge(c.keys);
    if (touchesSearch(c.changes)) await search().update({ synonyms: c.next.bundle.synonyms, from: { content: c.next.content, router: c.next.router, t: (s, l) => translator(c.next.i18n, l)(s) } });
    tell({ reason: c.reason, keys: c.keys, everyPage: c.everyPage, evicted });
  };
}

export async function createSite(config: Config): Promise<SiteDeps> {
  const log = createLogger(config.logLevel);
  // With Umbraco, the first complete read is waited for (retried while Umbraco is down):
  // the process listens, and so reports ready, only once it has every text to show.
  const umbraco = config.contentSource === 'umbraco' && config.umbraco ? createUmbracoRuntime(config.umbraco, log) : undefined;
  // Keys come only from a finite set the server chooses (content/cached.ts), never from request data.
  const reader = umbraco?.reader ?? fileReader(config.contentDir, config.env === 'development');
  const runtime = await createContentRuntime(reader, { wrap: recordingSource, log });
  const live = () => runtime.live;
  const search = await buildSearchIndex(live().content, live().router, (s, l) => translator(live().i18n, l)(s), { synonyms: live().bundle.synonyms, dataDir: config.dataDir });
  const pageCache = createPageCache({ maxBytes: config.pageCacheMaxBytes, ttlSeconds: config.contentCacheTtl });
  // Opened (and migrated) at start-up: a database that cannot be reached stops the start, named.
  const forms = await openFormStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((err: Error) => {
    throw new Error(`form store (${config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR ${config.dataDir}`}): ${err.message}`);
  });
  const purge = createPurge(config.cdn, { logger: log });
  const rates = createRatesSource(config.rates, log);
  // A new bulletin: every page and answer that shows rates is dropped here and at the CDN.
  const closedDays = async () => new Set((await live().content.getSite()).holidays.filter((h) => !h.from).map((h) => h.date));
  const history = openRateHistory(rateHistoryOptions(config, log, closedDays));
  history.onBulletin(() => { pageCache.evict([RATES_KEY]); void purge([RATES_KEY]); });
  const listeners = new Set<(c: ContentChangeReport) => void>();
  runtime.onChange(reactions(pageCache, purge, () => search, (r) => listeners.forEach((l) => l(r))));
  return {
    config, contentRuntime: runtime, search, pageCache, forms, umbraco, purge,
    rates, history,
    get content() { return live().content; },
    get router() { return live().router; },
    get i18n() { return live().i18n; },
    get qrSvg() { return live().qrSvg; },
    manifest: readManifest(config),
    build: readJsonIfExists(path.join(config.distDir, 'build.json'), { id: 'dev', timestamp: new Date(0).toISOString() }),
    now: () => new Date(),
    refreshContent: (reason = 'content refresh', ids) => runtime.refresh({ reason, ids }),
    stopWatching: () => { runtime.close(); umbraco?.close(); rates.close(); void history.close(); },
    onContentChanged: (l) => (listeners.add(l), () => listeners.delete(l)),
  };
}
