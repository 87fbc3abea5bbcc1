// A client of Umbraco's Content Delivery API v2 (read-only): an item by path, the children
// of a path page by page (`take` defaults to 10 on Umbraco's side, so every list is paged
// explicitly). Every call goes through the CmsCache (fresh / stale-while-revalidate /
// stale-if-error, one call for many concurrent misses, a timeout); preview calls carry
// `Preview: true` with the API key and are never cached.
import type { CmsCache } from './cms-cache.js';
import { model, type ApiContent } from './model.js';

export const DELIVERY_API = '/umbraco/delivery/api/v2';

/**
 * Umbraco sends a picked media item's own properties (its alt text) only when the call expands
 * the picker property (the Delivery API's output expansion): every read asks for the pickers whose
 * media properties the site reads (model.json `expand`).
 */
export const EXPAND = `expand=${encodeURIComponent(`properties[${model.expand.join(',')}]`)}`;

/** Umbraco's redirects followed for one read, at most (a moved item is one hop). */
const MAX_REDIRECTS = 3;

/** Where a 301 of the Delivery API points: a content route path under a start item (ByRouteContentApiController.RedirectTo). */
function movedTo(res: Response): { path: string; startItem?: string } | undefined {
  const location = res.headers.get('location');
  if (!location) return undefined;
  let path: string;
  try {
    // Location is a route path ("/blog/new-name/"); an absolute URL is read for its path only.
    path = decodeURI(new URL(location, 'http://umbraco.invalid').pathname);
  } catch {
    return undefined;
  }
  const startItem = res.headers.get('location-start-item-path') ?? res.headers.get('location-start-item-id') ?? undefined;
  return { path, startItem: startItem || undefined };
}

/** CMS cache keys: only paths and cultures the site's own plan names, never request data. */
const itemKey = (path: string, culture: string) => `item:${path}:${culture}`;
const listKey = (path: string, culture: string) => `children:${path}:${culture}`;

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
    let startItem = this.o.startItem;
    const seen = new Set<string>();
    for (let hop = 0; ; hop++) {
      const headers: Record<string, string> = { accept: 'application/json', 'accept-language': culture, 'start-item': startItem };
      if (this.o.apiKey) headers['api-key'] = this.o.apiKey;
      if (preview) headers.preview = 'true';
      seen.add(`${startItem} ${pathAndQuery}`);
      let res: Response;
      try {
        // Redirects are Umbraco's own (below): fetch must not follow a Location that is a content path.
        res = await fetch(`${this.o.url}${DELIVERY_API}${pathAndQuery}`, { headers, signal, redirect: 'manual' });
      } catch (err) {
        throw new UmbracoError(`Umbraco not reachable: ${(err as Error).message}`);
      }
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      const moved = res.status === 301 || res.status === 308 ? movedTo(res) : undefined;
      if (moved) {
        await res.body?.cancel();
        // A moved item: Umbraco answers its old path with 301, the new route path in Location
        // and the start item it is under in Location-Start-Item-Path / -Id. The item is read
        // there, a bounded number of hops, never in a loop.
        const next = `/content/item${encodeURI(moved.path)}?${EXPAND}`;
        const nextStart = moved.startItem ?? startItem;
        if (hop >= MAX_REDIRECTS || seen.has(`${nextStart} ${next}`)) throw new UmbracoError(`Umbraco redirects ${pathAndQuery} in a loop or more than ${MAX_REDIRECTS} times`, res.status);
        pathAndQuery = next;
        startItem = nextStart;
        this.redirectsFollowed++;
        continue;
      }
      return this.answer<T>(res);
    }
  }

  private async answer<T>(res: Response): Promise<T> {
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
  /** Upstream calls made so far, through the cache or for a change event (preview calls not counted). */
  get calls() { return this.o.cache.stats.calls + this.eventCalls; }
  private eventCalls = 0;
  /** Umbraco's 301s for moved items followed so far. */
  redirectsFollowed = 0;

  /** Makes cached answers due for a fresh call at their next read: all, the given keys, or those under a prefix. */
  invalidate(which?: string[] | { prefix: string }): void {
    if (which && !Array.isArray(which)) this.o.cache.invalidate(this.o.cache.keys().filter((k) => k.startsWith(which.prefix)));
    else this.o.cache.invalidate(which);
  }

  /** Makes the cached answer of one item due (its key format is this class's alone). */
  invalidateItem(path: string, culture: string): void {
    this.invalidate([itemKey(path, culture)]);
  }

  /** Makes every cached page of one list due. */
  invalidateList(path: string, culture: string): void {
    this.invalidate({ prefix: `${listKey(path, culture)}:` });
  }

  /**
   * An item by its id (GUID) in one culture, read fresh because a change event names it; null
   * when Umbraco has none published. Not cached: the id comes from the event, and the answer is
   * kept only as part of the content it changes.
   */
  byId(id: string, culture: string): Promise<ApiContent | null> {
    this.eventCalls++;
    return this.request<ApiContent>(`/content/item/${encodeURIComponent(id)}?${EXPAND}`, culture, false, AbortSignal.timeout(this.timeoutMs));
  }

  /** The item at a path under the start item (`/settings/header/`), or null when there is none. */
  item(path: string, culture: string, preview = false): Promise<ApiContent | null> {
    return this.get<ApiContent>(itemKey(path, culture), `/content/item${encodeURI(path)}?${EXPAND}`, culture, preview);
  }

  /** Every child of a path (asked for by the parent's id when known), in sort order, read page by page. */
  async children(path: string, culture: string, preview = false, id?: string): Promise<ApiContent[]> {
    const out: ApiContent[] = [];
    const take = this.o.pageSize;
    for (let skip = 0; ; skip += take) {
      const q = `/content?fetch=${encodeURIComponent(`children:${id ?? path}`)}&sort=sortOrder:asc&skip=${skip}&take=${take}&${EXPAND}`;
      const page = await this.get<Paged>(`${listKey(path, culture)}:${skip}:${take}`, q, culture, preview);
      if (!page || !Array.isArray(page.items) || typeof page.total !== 'number') throw new UmbracoError(`the list under ${path} is not a paged answer`);
      out.push(...page.items);
      if (skip + take >= page.total || page.items.length === 0) return out;
    }
  }
}
