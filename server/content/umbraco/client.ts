// A client of Umbraco's Content Delivery API v2 (read-only): an item by path, the children
// of a path page by page (`take` defaults to 10 on Umbraco's side, so every list is paged
// explicitly). Every call goes through the CmsCache (fresh / stale-while-revalidate /
// stale-if-error, one call for many concurrent misses, a timeout); preview calls carry
// `Preview: true` with the API key and are never cached.
import type { CmsCache } from './cms-cache.js';
import type { ApiContent } from './model.js';

export const DELIVERY_API = '/umbraco/delivery/api/v2';

export class UmbracoError extends Error {
  override name = 'UmbracoError';
  constructor(message: string, readonly status?: number) { super(message); }
}

export interface UmbracoClientOptions {
  url: string;
  apiKey?: string;
  startItem: string;
  pageSize: number;
  cache: CmsCache;
}

interface Paged { total: number; items: ApiContent[] }

export class UmbracoClient {
  constructor(private readonly o: UmbracoClientOptions) {}

  private async request<T>(pathAndQuery: string, culture: string, preview: boolean, signal: AbortSignal): Promise<T | null> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': culture, 'start-item': this.o.startItem };
    if (this.o.apiKey) headers['api-key'] = this.o.apiKey;
    if (preview) headers.preview = 'true';
    let res: Response;
    try {
      res = await fetch(`${this.o.url}${DELIVERY_API}${pathAndQuery}`, { headers, signal });
    } catch (err) {
      throw new UmbracoError(`Umbraco not reachable: ${(err as Error).message}`);
    }
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new UmbracoError(`Umbraco answered ${res.status}`, res.status);
    }
    try {
      return (await res.json()) as T;
    } catch {
      throw new UmbracoError('Umbraco answered with something that is not JSON');
    }
  }

  private get<T>(key: string, pathAndQuery: string, culture: string, preview: boolean): Promise<T | null> {
    if (preview) {
      const signal = AbortSignal.timeout(this.timeoutMs);
      return this.request<T>(pathAndQuery, culture, true, signal);
    }
    return this.o.cache.get(key, (signal) => this.request<T>(pathAndQuery, culture, false, signal));
  }

  get timeoutMs() { return this.o.cache.timeoutMs; }

  /** The item at a path under the start item (`/settings/header/`), or null when there is none. */
  item(path: string, culture: string, preview = false): Promise<ApiContent | null> {
    return this.get<ApiContent>(`item:${path}:${culture}`, `/content/item${encodeURI(path)}`, culture, preview);
  }

  /** Every child of a path, in sort order, read page by page. */
  async children(path: string, culture: string, preview = false): Promise<ApiContent[]> {
    const out: ApiContent[] = [];
    const take = this.o.pageSize;
    for (let skip = 0; ; skip += take) {
      const q = `/content?fetch=${encodeURIComponent(`children:${path}`)}&sort=sortOrder:asc&skip=${skip}&take=${take}`;
      const page = await this.get<Paged>(`children:${path}:${culture}:${skip}:${take}`, q, culture, preview);
      if (!page || !Array.isArray(page.items) || typeof page.total !== 'number') throw new UmbracoError(`the list under ${path} is not a paged answer`);
      out.push(...page.items);
      if (skip + take >= page.total || page.items.length === 0) return out;
    }
  }
}
