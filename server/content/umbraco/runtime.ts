// What a process holds when CONTENT_SOURCE=umbraco: the CmsCache, the Delivery API client and
// the bundle reader, the first complete read (retried until Umbraco answers: readiness waits
// for it), preview reads, and a content interface that sends preview reads to Umbraco with
// `Preview: true` (never cached) and everything else to the latest validated bundle.
import type { Logger } from 'pino';
import type { UmbracoConfig } from '../../config.js';
import type { ContentBundle } from '../load.js';
import { fileContentSource, type ContentSource, type ReadOptions } from '../source.js';
import { CmsCache } from './cms-cache.js';
import { UmbracoClient } from './client.js';
import { umbracoBundleReader } from './source.js';

export interface UmbracoRuntime {
  cache: CmsCache;
  client: UmbracoClient;
  /** Reads everything through the cache (fresh / stale-while-revalidate / stale-if-error). */
  read(): Promise<ContentBundle>;
  /**
   * Reads only the documents a change event names (by id) and patches the last complete read
   * with them; `complete` when it had to read everything instead (a document it cannot place).
   */
  readChanged(ids: readonly string[]): Promise<{ bundle: ContentBundle; complete: boolean; calls: number }>;
  /** The first complete read; retried with a growing pause until it succeeds. */
  firstRead(): Promise<ContentBundle>;
  /** Preview reads go to Umbraco with the API key; `live` answers everything else. */
  withPreview(live: ContentSource): ContentSource;
  close(): void;
}

export function createUmbracoRuntime(config: UmbracoConfig, log: Pick<Logger, 'warn' | 'error' | 'info'>): UmbracoRuntime {
  const cache = new CmsCache({
    freshMs: config.freshMs, staleWhileRevalidateMs: config.staleWhileRevalidateMs, staleIfErrorMs: config.staleIfErrorMs,
    timeoutMs: config.timeoutMs, maxEntries: config.maxEntries,
    onStaleIfError: (key, err) => log.warn({ key, err: (err as Error).message }, 'Umbraco call failed; last good answer served (stale-if-error)'),
  });
  const client = new UmbracoClient({ url: config.url, apiKey: config.apiKey, startItem: config.startItem, pageSize: config.pageSize, cache });
  const reader = umbracoBundleReader(client, log);
  let closed = false;

  const firstRead = async (): Promise<ContentBundle> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await reader.read();
      } catch (err) {
        if (closed) throw err;
        const pause = Math.min(250 * 2 ** attempt, 10_000);
        log.error({ err: (err as Error).message, retryInMs: pause }, 'first read from Umbraco failed; not ready yet');
        await new Promise((r) => setTimeout(r, pause));
      }
    }
  };

  // A render reads several times; one preview bundle serves the reads of the same moment.
  let preview: { at: number; p: Promise<ContentSource> } | undefined;
  const previewSource = () => {
    if (!preview || Date.now() - preview.at > 2000) {
      const p = reader.read(true).then(fileContentSource);
      preview = { at: Date.now(), p };
      p.catch(() => { preview = undefined; });
    }
    return preview.p;
  };

  const withPreview = (live: ContentSource): ContentSource => {
    if (!config.apiKey) return live; // without a key Umbraco refuses preview (401): the live content is shown
    // A preview read that fails (Umbraco down, slow) shows the live content, logged; never an error page.
    const source = (opts?: ReadOptions): Promise<ContentSource> => (opts?.preview === true
      ? previewSource().catch((err: Error) => {
        log.warn({ err: err.message }, 'Umbraco preview read failed; live content shown');
        return live;
      })
      : Promise.resolve(live));
    return {
      ...live,
      getPage: async (key, l, opts) => (await source(opts)).getPage(key, l, opts),
      list: async (c, l, opts) => (await source(opts)).list(c, l, opts),
      getBySlug: async (c, l, slug, opts) => (await source(opts)).getBySlug(c, l, slug, opts),
      getTranslation: async (c, id, l, opts) => (await source(opts)).getTranslation(c, id, l, opts),
    };
  };

  return {
    cache, client, read: () => reader.read(), readChanged: (ids) => reader.readChanged(ids), firstRead, withPreview,
    close: () => {
      closed = true;
      cache.close();
    },
  };
}
