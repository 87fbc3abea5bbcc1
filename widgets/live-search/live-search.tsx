// The 404 page's search box: a GET form to the results page, with the server's results for
// ?q=. The widget shows results live as the visitor types (400 ms debounce, stale requests
// aborted), always from the Turkish index (spec: the 404 page always searches in 'tr').
// Enter still submits the form.
import { MAX_SEARCH_TERM } from '../shared/site-rules.js';
import { useEffect, useRef, useState } from 'react';

export interface LiveResult { id: string; path: string; title: string; parentName: string }
export interface LiveSearchProps {
  action: string; lang: 'tr' | 'en'; term: string; results: LiveResult[];
  labels: { input: string; placeholder: string; button: string; noResults: string; loading: string; count: string };
}

import { SEARCH_DEBOUNCE_MS as DEBOUNCE_MS, withoutTrPrefix as withoutTr } from '../shared/site-rules.js';
export { DEBOUNCE_MS, withoutTr };

export function searchUrl(term: string, lang: string): string {
  return '/api/umbraco?' + new URLSearchParams({ endpoint: '/SearchApi/Search', searchTerm: term, lang });
}

/** Result links drop the CMS's '/tr' prefix (spec: Search panel). */

interface State { term: string; loading: boolean; results: LiveResult[] }

export function LiveSearch({ action, lang, term, results, labels }: LiveSearchProps) {
  const [state, setState] = useState<State>({ term, loading: false, results });
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);

  const search = (value: string) => {
    clearTimeout(timer.current);
    request.current?.abort();
    const q = value.trim();
    if (!q) return setState({ term: '', loading: false, results: [] });
    setState((s) => ({ ...s, loading: true }));
    timer.current = setTimeout(async () => {
      const ctrl = (request.current = new AbortController());
      try {
        const res = await fetch(searchUrl(q, lang), { signal: ctrl.signal, headers: { accept: 'application/json' } });
        if (!res.ok) throw new Error(`search answered ${res.status}`);
        const list = (await res.json()) as LiveResult[];
        setState({ term: q, loading: false, results: list.map((r) => ({ ...r, path: withoutTr(r.path) })) });
      } catch (err) {
        if (ctrl.signal.aborted) return;
        // The form still works: Enter shows the server's results page.
        console.warn('live search failed', err);
        setState((s) => ({ ...s, loading: false }));
      }
    }, DEBOUNCE_MS);
  };

  useEffect(() => {
    // Typed before this widget was ready: search for what is in the box now.
    const value = input.current!.value;
    if (value.trim() !== term) search(value);
    return () => {
      clearTimeout(timer.current);
      request.current?.abort();
    };
  }, []);

  const { loading, results: list } = state;
  return (
    <div className="live-search">
      <form className="search-form big" method="get" action={action} role="search">
        <label className="visually-hidden" htmlFor="not-found-q">{labels.input}</label>
        <input
          ref={input} id="not-found-q" type="search" name="q" defaultValue={term} placeholder={labels.placeholder}
          maxLength={MAX_SEARCH_TERM} required autoComplete="off" onChange={(e) => search(e.currentTarget.value)}
        />
        <button type="submit" className="button primary">{labels.button}</button>
      </form>
      <div className="live-results" aria-busy={loading}>
        {/* The status line is the live region: it announces the count, not the whole list. While
            a search runs, the previous results stay (dimmed) so the list does not flicker. */}
        <p className="live-status" role="status" aria-live="polite">
          {loading ? <><span className="live-spinner" aria-hidden="true" /><span className="visually-hidden">{labels.loading}</span></>
            : state.term && !list.length ? <span className="empty">{labels.noResults}</span>
            : list.length ? labels.count.replace('{{count}}', String(list.length)) : null}
        </p>
        {list.length ? (
          <ul className="result-list">
            {list.map((r) => (
              <li key={r.id}><a className="result" href={r.path}><span className="result-parent">{r.parentName}</span><span className="result-title">{r.title}</span></a></li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
