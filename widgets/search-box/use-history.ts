// The visitor's history in the search box (history.ts keeps it in localStorage): the searches
// sent and the links followed are remembered, and the header's panel shows them among its
// suggestions, read afresh each time it opens.
import { useEffect, useState, type MouseEvent } from 'react';
import type { ResultRow } from '../../shared/search-result.js';
import { storage } from '../shared/hooks.js';
import type { LinkItem } from '../shared/types.js';
import { CLICKED, SEARCHES, readList, remember, searchPageUrl } from './history.js';

/** Headings of the visitor's own history (header panel only; kept in localStorage). */
export interface HistoryLabels { pastSearches: string; recent: string }

/** `labels` only where the history is shown (the header's panel); `open` tells when the panel opens. */
export function useHistory(labels: HistoryLabels | undefined, open: boolean | undefined) {
  const [past, setPast] = useState<{ searches: LinkItem[]; clicked: LinkItem[] }>();
  useEffect(() => {
    if (open && labels) setPast({ searches: readList(storage(), SEARCHES), clicked: readList(storage(), CLICKED) });
  }, [open]);
  const groups = past && labels ? [
    { heading: labels.pastSearches, className: 'past-searches', links: past.searches },
    { heading: labels.recent, className: 'recent-links', links: past.clicked },
  ].filter((g) => g.links.length) : [];
  return {
    groups,
    /** A result followed (clicked, or Enter on the active option). */
    follow: (row: ResultRow) => remember(storage(), CLICKED, { title: row.title, url: row.path }),
    /** The form sent to the results page with `term` (remembered where the history is shown). */
    searched: (action: string, term: string) => term && labels && remember(storage(), SEARCHES, { title: term, url: searchPageUrl(action, term) }),
    /** A click among the suggestions: a chip followed is remembered with its group's kind. */
    onChipClick: (e: MouseEvent) => {
      const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a.chip') : null;
      if (a) remember(storage(), a.closest('.past-searches') ? SEARCHES : CLICKED, { title: a.textContent ?? '', url: a.getAttribute('href')! });
    },
  };
}
