// The browser's half of the one results list: the same elements and classes as the server's
// view (views/search/SearchResults.tsx), built with textContent so nothing from an answer is
// ever parsed as HTML; and the answer of GET /api/search checked row by row.
import type { ResultRow } from '../../views/search/SearchResults.js';
import type { SnippetPart } from '../../server/search/snippet.js';

const el = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] => {
  const e = doc.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
};

/** Same-site paths only: an answer (or storage) could hold anything. */
export const isLocalPath = (url: unknown): url is string => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

export function buildRow(doc: Document, row: ResultRow): HTMLLIElement {
  const li = el(doc, 'li');
  const a = el(doc, 'a', 'result');
  a.href = row.path;
  a.append(el(doc, 'span', 'result-parent', row.parentName), el(doc, 'span', 'result-title', row.title));
  if (row.snippet.length) {
    const snippet = el(doc, 'span', 'result-snippet');
    for (const p of row.snippet) snippet.append(p.mark ? el(doc, 'mark', undefined, p.text) : doc.createTextNode(p.text));
    a.append(snippet);
  }
  li.append(a);
  return li;
}

/** Replaces the list's rows; hidden when there are none, like the server's. */
export function fillList(list: HTMLElement, rows: ResultRow[]): void {
  list.replaceChildren(...rows.map((r) => buildRow(list.ownerDocument, r)));
  list.hidden = rows.length === 0;
}

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
  const q = new URLSearchParams({ q: term, lang, limit: '10' });
  if (type) q.set('type', type);
  return `/api/search?${q}`;
}
