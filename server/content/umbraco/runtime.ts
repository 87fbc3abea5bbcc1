// What a process holds when CONTENT_SOURCE=umbraco: the CmsCache (node-cache behind it), the
// Delivery API client and the content reader the content runtime reads with: the first
// complete read (retried until Umbraco answers: readiness waits for it), a change event's
// read of the documents it names, a complete read once per freshness period, and preview
// reads (`Preview: true` with the API key, never cached).
import type { Logger } from 'pino';
import type { UmbracoConfig } from '../../config.js';
import type { ContentBundle } from '../assemble.js';
import type { ContentReader } from '../runtime.js';
import type { RefreshRequest } from '../refresh-queue.js';
import { checkContentLinks } from '../check-links.js';
import { CmsCache } from './cms-cache.js';
import { UmbracoClient } from './client.js';
import { umbracoBundleReader } from './source.js';

export interface UmbracoRuntime {
  cache: CmsCache;
  client: UmbracoClient;
  /** Reads everything through the cache (fresh / stale-while-revalidate / stale-if-error). */
  read(): Promise<ContentBundle>;
  reader: ContentReader;
  close(): void;
}

type Log = Pick<Logger, 'warn' | 'error' | 'info'>;

export function createUmbracoRuntime(config: UmbracoConfig, log: Log): UmbracoRuntime {
  const cache = new CmsCache({
    freshMs: config.freshMs, staleWhileRevalidateMs: config.staleWhileRevalidateMs, staleIfErrorMs: config.staleIfErrorMs,
    timeoutMs: config.timeoutMs, maxEntries: config.maxEntries,
    onStaleIfError: (key, err) => log.warn({ key, err: (err as Error).message }, 'Umbraco call failed; last good answer served (stale-if-error)'),
  });
  const client = new UmbracoClient({ url: config.url, apiKey: config.apiKey, startItem: config.startItem, pageSize: config.pageSize, cache });
  const bundles = umbracoBundleReader(client, log, { mediaBase: config.mediaUrl });
  let closed = false;

  const first = async (): Promise<ContentBundle> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const bundle = await bundles.read();
        const problems = checkContentLinks(bundle);
        if (problems.length) log.warn({ problems: problems.slice(0, 20) }, 'Umbraco content links that lead nowhere');
        return bundle;
      } catch (err) {
        if (closed) throw err;
        const pause = Math.min(250 * 2 ** attempt, 10_000);
        log.error({ err: (err as Error).message, retryInMs: pause }, 'first read from Umbraco failed; not ready yet');
        await new Promise((r) => setTimeout(r, pause));
      }
    }
  };

  // A change event names its documents: only they are read (and the lists they join); the
  // periodic read, a Media event or an event without an id reads everything.
  const next = async (req: RefreshRequest) => {
    const calls = client.calls;
    let bundle = req.full ? await bundles.read() : undefined;
    let complete = req.full;
    if (req.ids.size) {
      const r = await bundles.readChanged([...req.ids]);
      bundle = r.bundle;
      complete ||= r.complete;
    }
    return { bundle: bundle!, documents: complete ? 'all' as const : req.ids.size, upstreamCalls: client.calls - calls };
  };

  const reader: ContentReader = {
    first, next,
    // Without a key Umbraco refuses preview (401): a preview token then shows the live content.
    preview: config.apiKey ? () => bundles.read(true) : undefined,
    watch: (refresh) => {
      // Content edited without a webhook still arrives: a read through the cache once per freshness period.
      const timer = setInterval(refresh, config.freshMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    invalidate: () => cache.invalidate(),
  };
  return {
    cache, client, reader, read: () => bundles.read(),
    close: () => {
      closed = true;
      cache.close();
    },
  };
}
