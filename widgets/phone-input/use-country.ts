// The phone field's country: one state, shown by the server's select until the widget is live
// (and the visitor is not using it), then by the dropdown; whether the visitor chose it; and the
// visitor's country (GET /api/geo) when neither the form nor the visitor has chosen one.
import { useEffect, useRef, useState } from 'react';
import type { Country } from './countries.js';

export function useCountry(countries: Country[], initial: string, selectId: string, live: boolean) {
  // A country the visitor picked in the select before the widget was live (read once, before
  // hydration touches the node; the server has no document).
  const [iso, setIso] = useState(() => (typeof document === 'undefined' ? '' : (document.getElementById(selectId) as HTMLSelectElement | null)?.value) || initial);
  const [dropdown, setDropdown] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const hidden = useRef<HTMLInputElement>(null); // the dropdown's, which posts the country
  const chosen = useRef(iso !== initial); // by the visitor: the visitor's country is not looked up
  // The select is swapped for the dropdown, but not under the visitor's hands: a focused select
  // waits for its blur (`leave`).
  useEffect(() => {
    if (live && document.activeElement !== select.current) setDropdown(true);
  }, [live]);
  // The select, while it is still shown, follows a country chosen otherwise (+49…, the visitor's).
  useEffect(() => {
    if (live && select.current) select.current.value = iso;
  }, [live, iso]);
  return {
    iso, dropdown, select, hidden, chosen,
    offers: (c: unknown) => countries.some((x) => x.iso === c),
    pick: (c: string, byVisitor = true) => {
      chosen.current ||= byVisitor;
      setIso(c);
    },
    /** The country the form holds, for code that runs between renders (a handler that has just picked one passes it on instead). */
    posted: () => (hidden.current ?? select.current)?.value ?? iso,
    /** The select left: the dropdown takes its place once the widget is live. */
    leave: () => live && setDropdown(true),
  };
}

/** Once live: the visitor's country, unless the form or the visitor already chose one; then the number's first check. */
export function useVisitorCountry(live: boolean, formChose: boolean | undefined, country: ReturnType<typeof useCountry>, check: (iso?: string) => unknown) {
  useEffect(() => {
    if (!live) return;
    if (formChose || country.chosen.current) return void check();
    fetch('/api/geo')
      .then((r) => (r.ok ? (r.json() as Promise<{ country: string | null }>) : Promise.reject(r.status)))
      .then(({ country: c }) => {
        // null: not known (no CDN header); the page's default stays.
        if (c !== null && !country.offers(c)) throw c;
        if (!c || country.chosen.current) return;
        country.pick(c, false);
        return c;
      })
      .catch((err: unknown) => void console.warn('phone-input: country detection failed', err))
      .then((c) => void check(c));
  }, [live]);
}
