// The one search box: a GET form to the results page, a live status line, the results list
// and suggestions (highlights, popular pages) for an empty term or a term that finds nothing.
// A pure render of its props, so the server renders it in the header panel, the mobile menu,
// the results page and the 404 page alike, and without JavaScript it is a working form with
// the server's results. The browser script (search-box.client.ts) makes the field a
// combobox over the list; what it needs to know travels as data attributes on the box.
import { MAX_SEARCH_TERM } from '../shared/site-rules.js';
import type { LinkItem } from '../shared/types.js';
import { Icon } from '../../views/Icon.js';
import { SearchResults, type ResultRow } from '../../views/search/SearchResults.js';
import { ATTR } from '../islands/protocol.js';

export interface SuggestionGroup { heading: string; links: LinkItem[] }
export interface SearchBoxLabels {
  input: string; placeholder: string; button: string;
  /** "{{count}} results found". */
  count: string;
  noResults: string; loading: string;
}
/** Headings of the visitor's own history (header panel only; kept in localStorage). */
export interface HistoryLabels { pastSearches: string; recent: string }

export interface SearchBoxProps {
  /** The field's id, unique on the page; the list and status ids are made from it. */
  id: string;
  action: string;
  lang: 'tr' | 'en';
  labels: SearchBoxLabels;
  suggestions: SuggestionGroup[];
  /** The term and the server's results for it (results page, 404 page). */
  term?: string;
  rows?: ResultRow[];
  /** A filter sent with the form and to the API, e.g. { name: 'tur', value: 'sss' } with api 'faq'. */
  filter?: { name: string; value: string; api: string };
  history?: HistoryLabels;
  /** The larger form of the results and 404 pages. */
  big?: boolean;
}

export const statusText = (labels: SearchBoxLabels, term: string, count: number): string =>
  !term ? '' : count ? labels.count.replace('{{count}}', String(count)) : labels.noResults;

export function SearchBox({ id, action, lang, labels, suggestions, term = '', rows = [], filter, history, big }: SearchBoxProps) {
  const data = {
    'data-search-box': '', 'data-lang': lang, 'data-type': filter?.api, 'data-count': labels.count, 'data-empty': labels.noResults,
    'data-loading': labels.loading, 'data-past': history?.pastSearches, 'data-recent': history?.recent,
  };
  return (
    <div className="search-box" {...data}>
      <form className={big ? 'search-form big' : 'search-form'} method="get" action={action} role="search">
        <label className="visually-hidden" htmlFor={id}>{labels.input}</label>
        <input id={id} type="search" name="q" defaultValue={term} placeholder={labels.placeholder} maxLength={MAX_SEARCH_TERM} required autoComplete="off" spellCheck={false} />
        {filter ? <input type="hidden" name={filter.name} value={filter.value} /> : null}
        <button type="submit" className="button primary">{labels.button}</button>
      </form>
      <p className="search-status" id={`${id}-status`} role="status">{statusText(labels, term, rows.length)}</p>
      <SearchResults rows={rows} id={`${id}-list`} />
      <div className="search-suggestions" hidden={rows.length > 0 || undefined}>
        {suggestions.filter((g) => g.links.length).map((g) => (
          <div className="suggestion-group" key={g.heading}>
            <p className="search-panel-heading">{g.heading}</p>
            <ul className="chips">{g.links.map((l) => <li key={l.url}><a className="chip" href={l.url}>{l.title}</a></li>)}</ul>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The header's panel: a <details> whose summary is the one control that opens and closes it. */
export function SearchPanel({ open, ...box }: SearchBoxProps & { open: string }) {
  return (
    <details className="search-toggle" name="main-nav">
      <summary aria-label={open}><Icon name="search" className="icon when-closed" /><Icon name="close" className="icon when-open" /></summary>
      <div className="search-panel"><SearchBox {...box} /></div>
    </details>
  );
}

/** The island's component: the header panel, or a box on its own. */
export function SearchIsland(props: SearchBoxProps & { panel?: { open: string } }) {
  const { panel, ...box } = props;
  return panel ? <SearchPanel open={panel.open} {...box} /> : <SearchBox {...box} />;
}

/**
 * The island's mount node without a props script: the box's script reads only its data
 * attributes, so the results and suggestions are not sent twice. Also usable inside another
 * widget's markup (the mobile menu), where <Island> (server-only) cannot be; the page lists
 * the bundle through views/search/SearchBoxIsland.tsx, which the header uses on every page.
 */
export function SearchBoxMount(props: SearchBoxProps & { panel?: { open: string } }) {
  return <div {...{ [ATTR.island]: 'search-box', [ATTR.hydrate]: 'interaction' }}><SearchIsland {...props} /></div>;
}
