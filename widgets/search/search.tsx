// The header search panel. Without JavaScript: a <details> disclosure holding a GET form to
// the server-rendered results page and the highlight links. Hydrated, it searches as the
// visitor types (debounced, previous request aborted) and, with no term, shows the visitor's
// previous searches and clicked links from localStorage. Enter still submits the form.
import { MAX_SEARCH_TERM } from '../shared/site-rules.js';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../views/Icon.js';
import { useDisclosure } from '../nav-menu/header-disclosure.js';
import type { LinkItem } from '../shared/types.js';
import { CLICKED, SEARCHES, readList, remember, searchApiUrl, searchPageUrl, toResults, type SearchResult } from './history.js';

export interface SearchLabels {
  open: string; input: string; placeholder: string; button: string; highlights: string; pastSearches: string;
  /** Heading of the links the visitor clicked before. */
  recent: string;
  /** "{{count}} results found", announced when results arrive. */
  count: string;
  noResults: string; loading: string; close: string;
}
export interface SearchProps { action: string; lang: 'tr' | 'en'; labels: SearchLabels; highlights: LinkItem[] }

import { SEARCH_DEBOUNCE_MS as DEBOUNCE_MS } from '../shared/site-rules.js';
export { DEBOUNCE_MS };
const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

function Chips({ heading, items, onPick }: { heading: string; items: LinkItem[]; onPick: (item: LinkItem) => void }) {
  return (
    <>
      <p className="search-panel-heading">{heading}</p>
      <ul className="chips">
        {items.map((h) => <li key={h.url}><a className="chip" href={h.url} onClick={() => onPick(h)}>{h.title}</a></li>)}
      </ul>
    </>
  );
}

/** Up and down arrows move between the field and the panel's links (Tab works too). */
function onArrow(e: KeyboardEvent<HTMLDivElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const stops = [...e.currentTarget.querySelectorAll<HTMLElement>('input, a')];
  const i = stops.indexOf(document.activeElement as HTMLElement);
  const next = stops[i + (e.key === 'ArrowDown' ? 1 : -1)];
  if (i < 0 || !next) return;
  e.preventDefault();
  next.focus();
}

export function SearchPanel({ action, lang, labels, highlights }: SearchProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<SearchResult[] | null>(null); // null: loading
  const [clicked, setClicked] = useState<LinkItem[]>([]);
  const [searches, setSearches] = useState<LinkItem[]>([]);
  const open = useDisclosure(details, () => {
    if (input.current) input.current.value = '';
    setTerm('');
  });
  const q = term.trim();

  useEffect(() => {
    setTerm(input.current?.value ?? ''); // typed before hydration
  }, []);

  useEffect(() => {
    if (open !== 0) return;
    setClicked(readList(storage(), CLICKED));
    setSearches(readList(storage(), SEARCHES));
    input.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!q) return;
    setResults(null);
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      fetch(searchApiUrl(q, lang), { signal: ctrl.signal, headers: { accept: 'application/json' } })
        .then((r) => (r.ok ? r.json() : []))
        .then(toResults, () => [])
        .then((list) => {
          if (!ctrl.signal.aborted) setResults(list);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [q, lang]);

  const pickLink = (item: LinkItem) => setClicked(remember(storage(), CLICKED, item));
  const pickSearch = (item: LinkItem) => setSearches(remember(storage(), SEARCHES, item));
  const onSubmit = () => {
    if (q) remember(storage(), SEARCHES, { title: q, url: searchPageUrl(action, q) }); // the GET form goes on
  };

  return (
    <details className="search-toggle" name="main-nav" ref={details}>
      <summary aria-label={labels.open} aria-expanded={open === null ? undefined : open === 0}><Icon name="search" /></summary>
      <div className="search-panel" onKeyDown={onArrow}>
        <form className="search-form" method="get" action={action} role="search" onSubmit={onSubmit}>
          <label className="visually-hidden" htmlFor="header-search">{labels.input}</label>
          <input id="header-search" ref={input} type="search" name="q" placeholder={labels.placeholder} maxLength={MAX_SEARCH_TERM} required autoComplete="off"
            onChange={(e) => setTerm(e.currentTarget.value)} />
          <button type="submit" className="button primary">{labels.button}</button>
          {open !== null ? (
            <button type="button" className="search-close" aria-label={labels.close} onClick={() => {
              details.current!.open = false;
              details.current!.querySelector('summary')!.focus();
            }}><Icon name="close" /></button>
          ) : null}
        </form>
        <div className="search-status" aria-live="polite">
          {!q ? null : results === null ? (
            <span className="spinner" role="img" aria-label={labels.loading} />
          ) : results.length ? (
            <span className="visually-hidden">{labels.count.replace('{{count}}', String(results.length))}</span>
          ) : (
            <p className="search-empty">{labels.noResults}</p>
          )}
        </div>
        {q ? (
          results?.length ? (
            <ul className="chips search-results">
              {results.map((r) => (
                <li key={r.id}>
                  <a className="chip result-chip" href={r.path} onClick={() => pickLink({ title: r.title, url: r.path })}>
                    {r.parentName ? <span className="chip-parent">{r.parentName}</span> : null}
                    <span className="chip-title">{r.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null
        ) : (
          <>
            <Chips heading={labels.highlights} items={highlights} onPick={pickLink} />
            {searches.length ? <Chips heading={labels.pastSearches} items={searches} onPick={pickSearch} /> : null}
            {clicked.length ? <Chips heading={labels.recent} items={clicked} onPick={pickLink} /> : null}
          </>
        )}
      </div>
    </details>
  );
}
