// The one results list: every search result on the site (header panel, mobile menu, results
// page, 404 page) is a row with its section, its title and a snippet with the matched words
// in <mark>, best first. A pure render of data, so the server renders it anywhere (also
// inside widget components) and the browser script (widgets/search-box/render.ts) builds the
// same elements with the same classes; a test holds the two together.
import type { SnippetPart } from '../../server/search/snippet.js';

/** A result as the views and the browser script see it (the shape of GET /api/search). */
export interface ResultRow { id: string; path: string; title: string; parentName: string; snippet: SnippetPart[] }

export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return <span className="result-snippet">{parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : p.text))}</span>;
}

export function ResultItem({ row }: { row: ResultRow }) {
  return (
    <li>
      <a className="result" href={row.path}>
        <span className="result-parent">{row.parentName}</span>
        <span className="result-title">{row.title}</span>
        {row.snippet.length ? <Snippet parts={row.snippet} /> : null}
      </a>
    </li>
  );
}

/** The list itself; `id` lets a search box name it as its listbox once the browser script runs. */
export function SearchResults({ rows, id }: { rows: ResultRow[]; id?: string }) {
  return (
    <ul className="result-list" id={id} hidden={rows.length === 0 || undefined}>
      {rows.map((r) => <ResultItem key={r.id} row={r} />)}
    </ul>
  );
}
