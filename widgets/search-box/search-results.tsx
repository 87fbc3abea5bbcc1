// The one results list: every search result on the site (header panel, mobile menu, results
// page, 404 page) is a row with its section, its title and a snippet with the matched words
// in <mark>, best first. A pure render of data, so the server renders it anywhere and the
// search box renders the same component in the browser. Given `listbox`, the list is the
// listbox of a live search field (ARIA 1.2 combobox): its rows are options, reached with the
// arrow keys rather than Tab.
import type { ResultRow, SnippetPart } from '../../shared/search-result.js';

export interface Listbox { label: string; active: number; hidden: boolean }

export const optionId = (listId: string, i: number) => `${listId}-${i}`;

export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return <span className="result-snippet">{parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : p.text))}</span>;
}

export function ResultItem({ row, option }: { row: ResultRow; option?: { id: string; selected: boolean } }) {
  return (
    <li role={option && 'none'}>
      <a className={option?.selected ? 'result is-active' : 'result'} href={row.path}
        {...(option && { role: 'option', id: option.id, tabIndex: -1, 'aria-selected': option.selected })}>
        <span className="result-parent">{row.parentName}</span>
        <span className="result-title">{row.title}</span>
        {row.snippet.length ? <Snippet parts={row.snippet} /> : null}
      </a>
    </li>
  );
}

/** The list itself; `id` names it for the field that controls it. */
export function SearchResults({ rows, id, listbox }: { rows: ResultRow[]; id?: string; listbox?: Listbox }) {
  const hidden = listbox ? listbox.hidden : rows.length === 0;
  return (
    <ul className="result-list" id={id} hidden={hidden || undefined} role={listbox && 'listbox'} aria-label={listbox?.label}>
      {rows.map((r, i) => <ResultItem key={r.id} row={r} option={listbox && id ? { id: optionId(id, i), selected: listbox.active === i } : undefined} />)}
    </ul>
  );
}
