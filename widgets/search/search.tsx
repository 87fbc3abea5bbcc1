// The header search panel. Without JavaScript: a <details> disclosure holding a GET form to
// the server-rendered results page and the highlight links.
import { Icon } from '../../views/Icon.js';
import type { LinkItem } from '../shared/types.js';

export interface SearchLabels {
  open: string; input: string; placeholder: string; button: string; highlights: string; pastSearches: string;
  noResults: string; loading: string; close: string;
}
export interface SearchProps { action: string; lang: 'tr' | 'en'; labels: SearchLabels; highlights: LinkItem[] }

export function SearchPanel({ action, labels, highlights }: SearchProps) {
  return (
    <details className="search-toggle" name="main-nav">
      <summary aria-label={labels.open}><Icon name="search" /></summary>
      <div className="search-panel">
        <form className="search-form" method="get" action={action} role="search">
          <label className="visually-hidden" htmlFor="header-search">{labels.input}</label>
          <input id="header-search" type="search" name="q" placeholder={labels.placeholder} maxLength={100} required autoComplete="off" />
          <button type="submit" className="button primary">{labels.button}</button>
        </form>
        <p className="search-panel-heading">{labels.highlights}</p>
        <ul className="chips">
          {highlights.map((h) => <li key={h.url}><a className="chip" href={h.url}>{h.title}</a></li>)}
        </ul>
      </div>
    </details>
  );
}
