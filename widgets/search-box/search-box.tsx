// The one search box: a GET form to the results page, a live status line, the results list
// and suggestions (highlights, popular pages) for an empty term or a term that finds nothing.
// The server renders it in the header panel, the mobile menu, the results page, the 404 page
// and the help centre's hero; without JavaScript it is a working form with the server's
// results. Hydrated (a React island), the same component makes the field a combobox
// over the list (ARIA 1.2: arrows, Home/End, Enter follows the active option, Escape closes
// the list, then clears the field), fetches results while the visitor types (400 ms pause,
// the previous request aborted) and, in the header, keeps the visitor's history. The search
// (use-search.ts), the history (use-history.ts) and the combobox's keys (use-combobox.ts) are
// hooks; the components here render.
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { MAX_SEARCH_TERM } from '../../shared/site-rules.js';
import type { Locale } from '../../shared/locale.js';
import type { ResultRow } from '../../shared/search-result.js';
import type { LinkItem } from '../shared/types.js';
import { Icon } from '../shared/icon.js';
import { SearchResults, optionId } from './search-results.js';
import { useDisclosure, useLive } from '../shared/hooks.js';
import { useCombobox } from './use-combobox.js';
import { useHistory, type HistoryLabels } from './use-history.js';
import { usePanel, useSearch, type PanelState } from './use-search.js';

export interface SuggestionGroup { heading: string; links: LinkItem[] }
export interface SearchBoxLabels {
  input: string; placeholder: string; button: string;
  /** "Results found: {{count}}". */
  count: string;
  noResults: string; loading: string;
  /** Said when the search itself failed (offline, server down), with a button to try again. */
  failed: string; retry: string;
}
export interface SearchBoxProps {
  /** The field's id, unique on the page; the list and status ids are made from it. */
  id: string;
  action: string;
  lang: Locale;
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

const chips = (links: LinkItem[]) => (
  <ul className="chips">{links.map((l) => <li key={l.url}><a className="chip" href={l.url} {...(l.target ? { target: l.target, rel: 'noopener' } : {})}>{l.title}</a></li>)}</ul>
);

/** The suggestions (highlights, popular pages, and in the header the visitor's history), hidden beside results. */
function Suggestions({ groups, hidden, onClick }: { groups: (SuggestionGroup & { className?: string })[]; hidden: boolean; onClick: (e: MouseEvent) => void }) {
  return (
    <div className="search-suggestions" hidden={hidden || undefined} onClick={onClick}>
      {groups.filter((g) => g.links.length).map((g) => (
        <div className={g.className ? `suggestion-group history ${g.className}` : 'suggestion-group'} key={g.className || g.heading}>
          <p className="search-panel-heading">{g.heading}</p>
          {chips(g.links)}
        </div>
      ))}
    </div>
  );
}

export function SearchBox({ id, action, lang, labels, suggestions, term = '', rows = [], filter, history, big, panel }: SearchBoxProps & { panel?: PanelState }) {
  const live = useLive();
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const s = useSearch(input, term, rows, lang, filter?.api);
  usePanel(panel, input, s.reset);
  const past = useHistory(history, panel?.open);
  const combobox = useCombobox(listId, s, { inPanel: !!panel, follow: past.follow });
  const { shown, busy, active } = s;
  const open = live && s.expanded && shown.rows.length > 0;
  return (
    <div className="search-box" aria-busy={busy || undefined}>
      <form className={big ? 'search-form big' : 'search-form'} method="get" action={action} role="search" onSubmit={() => past.searched(action, s.value())}>
        <label className="visually-hidden" htmlFor={id}>{labels.input}</label>
        <input ref={input} id={id} type="search" name="q" defaultValue={term} placeholder={labels.placeholder} maxLength={MAX_SEARCH_TERM} required autoComplete="off" spellCheck={false}
          onChange={s.search} onKeyDown={combobox.onKeyDown} onFocus={() => s.value() === shown.term && shown.rows.length > 0 && s.setExpanded(true)}
          {...(live && { role: 'combobox', 'aria-autocomplete': 'list' as const, 'aria-controls': listId, 'aria-expanded': open, 'aria-activedescendant': open && active >= 0 ? optionId(listId, active) : undefined })} />
        {filter ? <input type="hidden" name={filter.name} value={filter.value} /> : null}
        <button type="submit" className="button primary">{labels.button}</button>
      </form>
      <p className="search-status" id={`${id}-status`} role="status">
        {busy ? <><span className="spinner" aria-hidden="true" /><span className="visually-hidden">{labels.loading}</span></>
          : shown.failed ? <>{labels.failed} <button type="button" className="search-retry" onClick={s.retry}>{labels.retry}</button></>
          : statusText(labels, shown.term, shown.rows.length)}
      </p>
      <div onClick={combobox.onClick} onPointerMove={combobox.onPointerMove}>
        <SearchResults rows={shown.rows} id={listId} listbox={live ? { label: labels.input, active: open ? active : -1, hidden: !open } : undefined} />
      </div>
      <Suggestions groups={[...suggestions, ...past.groups]} hidden={shown.rows.length > 0} onClick={past.onChipClick} />
    </div>
  );
}

/** The header's panel: a <details> whose summary is the one control that opens and closes it. */
export function SearchPanel({ open: openLabel, ...box }: SearchBoxProps & { open: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [resets, setResets] = useState(0);
  const onNavigate = useCallback(() => setResets((n) => n + 1), []);
  const { live, open, props } = useDisclosure(ref, onNavigate);
  return (
    <details ref={ref} className="search-toggle" name="main-nav" {...props(0)}>
      <summary aria-label={openLabel} aria-expanded={live ? open === 0 : undefined}><Icon name="search" className="icon when-closed" /><Icon name="close" className="icon when-open" /></summary>
      <div className="search-panel"><SearchBox {...box} panel={{ open: open === 0, resets }} /></div>
    </details>
  );
}

/** The island's component: the header panel, or a box on its own. */
export function SearchIsland(props: SearchBoxProps & { panel?: { open: string } }) {
  const { panel, ...box } = props;
  return panel ? <SearchPanel open={panel.open} {...box} /> : <SearchBox {...box} />;
}
