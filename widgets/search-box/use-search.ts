// What the search box's list shows: the server's rows at first, then those GET /api/search finds
// once typing pauses (the previous request aborted), a failed search said as such and tried
// again on request; with whether the list is open and which of its options is active.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ResultRow } from '../../shared/search-result.js';
import { SEARCH_DEBOUNCE_MS } from '../../shared/site-rules.js';
import { fetchRows } from './api.js';

export interface Shown { term: string; rows: ResultRow[]; failed: boolean }
/** In the header's panel: whether the panel is open, and a count that resets the box when it grows. */
export interface PanelState { open: boolean; resets: number }

type Show = (term: string, rows: ResultRow[], failed?: boolean) => void;

/** One request to GET /api/search at a time, after the typing pause or at once; each aborts the one before. */
function useRequest(lang: string, api: string | undefined, show: Show) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);
  const query = async (t: string) => {
    const ctrl = (request.current = new AbortController());
    try {
      const found = await fetchRows(t, lang, api, ctrl.signal);
      if (!ctrl.signal.aborted) show(t, found);
    } catch {
      // Offline, refused or down: say so, not "no results"; the form still goes to the results page.
      if (!ctrl.signal.aborted) show(t, [], true);
    }
  };
  return {
    later: (t: string) => void (timer.current = setTimeout(() => query(t), SEARCH_DEBOUNCE_MS)),
    now: (t: string) => void query(t),
    /** Drops the search waiting for the pause. */
    cancel: () => clearTimeout(timer.current),
    /** Drops that one and the request under way. */
    stop: () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
  };
}

export function useSearch(input: RefObject<HTMLInputElement | null>, term: string, rows: ResultRow[], lang: string, api?: string) {
  const [shown, setShown] = useState<Shown>({ term: term.trim(), rows, failed: false });
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState(rows.length > 0);
  const [active, setActive] = useState(-1);
  const value = () => input.current?.value.trim() ?? '';
  const show: Show = (t, r, failed = false) => {
    setShown({ term: t, rows: r, failed });
    setBusy(false);
    setActive(-1);
    setExpanded(r.length > 0);
  };
  const request = useRequest(lang, api, show);
  /** The field changed: its term searched once typing pauses. */
  const search = () => {
    request.stop();
    const t = value();
    if (!t) return show('', []);
    // Back to the term on show (after a keystroke and its undo): no new request.
    if (t === shown.term && shown.rows.length) {
      setBusy(false);
      return setExpanded(true);
    }
    setBusy(true);
    request.later(t);
  };

  // Typed before the widget was live: search for what is in the field now.
  useEffect(() => {
    if (value() !== term.trim()) search();
    return request.cancel;
  }, []);
  return {
    shown, busy, expanded, setExpanded, active, setActive, value, search,
    /** A failed search tried again at once. */
    retry: () => {
      const t = value();
      input.current?.focus(); // the button goes away while searching
      if (!t) return show('', []);
      request.stop();
      setBusy(true);
      request.now(t);
    },
    /** The field emptied, and the list with it. */
    reset: () => {
      request.stop();
      if (input.current) input.current.value = '';
      show('', []);
    },
  };
}

/** In the header's panel: focus in the field when the panel opens; the box emptied when the visitor navigates. */
export function usePanel(panel: PanelState | undefined, input: RefObject<HTMLInputElement | null>, reset: () => void) {
  useEffect(() => {
    if (panel?.open) input.current?.focus();
  }, [panel?.open]);
  useEffect(() => {
    if (panel?.resets) reset();
  }, [panel?.resets]);
}
