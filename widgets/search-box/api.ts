// The search box's side of GET /api/search: the request, and the answer checked row by row
// (anything malformed is left out; only same-site paths are links). The rows are then
// rendered by the same component as the server's (search-results.tsx).
import type { ResultRow, SnippetPart } from '../../shared/search-result.js';
import { SEARCH_RESULTS } from '../../shared/site-rules.js';

/** Same-site paths only: an answer (or storage) could hold anything. */
export const isLocalPath = (url: unknown): url is string => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

const isPart = (p: unknown): p is SnippetPart => !!p && typeof p === 'object' && typeof (p as SnippetPart).text === 'string';

/** The rows of an answer of GET /api/search; anything malformed is left out. */
export function toRows(data: unknown): ResultRow[] {
  const results = data && typeof data === 'object' ? (data as { results?: unknown }).results : undefined;
  if (!Array.isArray(results)) return [];
  return results
    .filter((r): r is ResultRow => !!r && typeof r === 'object' && typeof r.title === 'string' && isLocalPath(r.path))
    .map((r) => ({
      id: String(r.id ?? r.path), path: r.path, title: r.title, parentName: typeof r.parentName === 'string' ? r.parentName : '',
      snippet: Array.isArray(r.snippet) ? r.snippet.filter(isPart).map((p) => ({ text: p.text, mark: p.mark === true })) : [],
    }));
}

export function searchApiUrl(term: string, lang: string, type?: string): string {
  const q = new URLSearchParams({ q: term, lang, limit: String(SEARCH_RESULTS) });
  if (type) q.set('type', type);
  return `/api/search?${q}`;
}

/** The rows GET /api/search finds; throws when the search itself failed (offline, refused, down). */
export async function fetchRows(term: string, lang: string, type: string | undefined, signal: AbortSignal): Promise<ResultRow[]> {
  const res = await fetch(searchApiUrl(term, lang, type), { signal, headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`search answered ${res.status}`);
  return toRows(await res.json());
}
