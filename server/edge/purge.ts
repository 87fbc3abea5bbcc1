// Purges pages at the configured CDN by surrogate key (keys.ts): one function, purge(keys),
// called after the file source's reload and, later, by a CMS webhook. Each CDN's request is
// the one its public API documents:
// - Varnish: `PURGE /` with `xkey-purge: k1 k2` to CDN_PURGE_URL; the shipped VCL
//   (server/edge/default.vcl) accepts it only from its `purgers` ACL and calls xkey.purge.
// - Fastly: `POST /service/{service_id}/purge` with `Fastly-Key` and a JSON body
//   `{"surrogate_keys": [...]}`, at most 256 keys a request.
// - Cloudflare: `POST /client/v4/zones/{zone_id}/purge_cache` with `Authorization: Bearer`
//   and `{"tags": [...]}`, at most 30 tags a request.
// A purge that fails (network error, timeout, 5xx, 429) is tried again a bounded number of
// times with a growing pause and logged; one that still fails is logged as an error and the
// page ages out by its s-maxage. A refused request (other 4xx: a bad token) is not retried.
import type { Logger } from 'pino';
import type { CdnConfig } from '../config.js';

export type Purge = (keys: readonly string[]) => Promise<PurgeResult>;

export interface PurgeResult {
  /** Keys the CDN accepted. */
  purged: number;
  /** Keys whose purge failed after every attempt (they age out). */
  failed: number;
}

interface Batch { url: string; init: RequestInit }

const BATCH: Record<Exclude<CdnConfig['kind'], 'none'>, number> = { varnish: 100, fastly: 256, cloudflare: 30 };

const chunks = <T>(list: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

const join = (base: string, path: string) => base.replace(/\/+$/, '') + path;

/** The HTTP requests that purge these keys at this CDN (none without one). */
export function purgeRequests(cdn: CdnConfig, keys: readonly string[]): Batch[] {
  if (cdn.kind === 'none' || keys.length === 0) return [];
  const kind = cdn.kind;
  return chunks(keys, BATCH[kind]).map((batch): Batch => {
    switch (kind) {
      case 'varnish':
        return { url: cdn.purgeUrl!, init: { method: 'PURGE', headers: { 'xkey-purge': batch.join(' ') } } };
      case 'fastly':
        return {
          url: join(cdn.purgeUrl!, `/service/${encodeURIComponent(cdn.fastlyServiceId!)}/purge`),
          init: { method: 'POST', headers: { 'Fastly-Key': cdn.token!, 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ surrogate_keys: batch }) },
        };
      case 'cloudflare':
        return {
          url: join(cdn.purgeUrl!, `/client/v4/zones/${encodeURIComponent(cdn.cloudflareZoneId!)}/purge_cache`),
          init: { method: 'POST', headers: { Authorization: `Bearer ${cdn.token!}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ tags: batch }) },
        };
    }
  });
}

const retriable = (status: number) => status >= 500 || status === 429 || status === 408;

export interface PurgeOptions {
  logger: Logger;
  /** First pause before a retry, doubled each time (tests shorten it). */
  backoffMs?: number;
  timeoutMs?: number;
}

export function createPurge(cdn: CdnConfig, { logger, backoffMs = 500, timeoutMs = 5000 }: PurgeOptions): Purge {
  const log = logger.child({ cdn: cdn.kind });
  const send = async ({ url, init }: Batch, count: number): Promise<boolean> => {
    for (let attempt = 0; ; attempt++) {
      let problem: string;
      let again = true;
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        await res.body?.cancel();
        if (res.ok) return true;
        problem = `status ${res.status}`;
        again = retriable(res.status);
      } catch (err) {
        problem = (err as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : (err as Error).message;
      }
      // The log names the CDN and how many keys, never the token or the request.
      if (!again || attempt >= cdn.retries) {
        log.error({ keys: count, attempts: attempt + 1, problem }, 'purge failed; the pages age out by their s-maxage');
        return false;
      }
      log.warn({ keys: count, attempt: attempt + 1, problem }, 'purge failed, trying again');
      await new Promise((r) => setTimeout(r, backoffMs * 2 ** attempt));
    }
  };
  return async (keys) => {
    const unique = [...new Set(keys)];
    const batches = purgeRequests(cdn, unique);
    if (batches.length === 0) return { purged: 0, failed: 0 };
    const sizes = chunks(unique, BATCH[cdn.kind as keyof typeof BATCH]).map((b) => b.length);
    const results = await Promise.all(batches.map((b, i) => send(b, sizes[i]!)));
    const purged = results.reduce((n, ok, i) => n + (ok ? sizes[i]! : 0), 0);
    if (purged) log.info({ keys: purged }, 'purged at the CDN');
    return { purged, failed: unique.length - purged };
  };
}
