// The 404 page's search box: a GET form to the results page, with the server's results for
// ?q=. The widget shows results live as the visitor types.
export interface LiveResult { id: string; path: string; title: string; parentName: string }
export interface LiveSearchProps {
  action: string; lang: 'tr' | 'en'; term: string; results: LiveResult[];
  labels: { input: string; placeholder: string; button: string; noResults: string; loading: string; count: string };
}

export function LiveSearch({ action, term, results, labels }: LiveSearchProps) {
  return (
    <div className="live-search">
      <form className="search-form big" method="get" action={action} role="search">
        <label className="visually-hidden" htmlFor="not-found-q">{labels.input}</label>
        <input id="not-found-q" type="search" name="q" defaultValue={term} placeholder={labels.placeholder} maxLength={100} required autoComplete="off" />
        <button type="submit" className="button primary">{labels.button}</button>
      </form>
      <div className="live-results" aria-live="polite">
        {term && results.length === 0 ? <p className="empty">{labels.noResults}</p> : null}
        {results.length ? (
          <ul className="result-list">
            {results.map((r) => (
              <li key={r.id}><a className="result" href={r.path}><span className="result-parent">{r.parentName}</span><span className="result-title">{r.title}</span></a></li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
