// The live search field as a combobox over its results (ARIA 1.2): the arrows move the active
// option while focus stays in the field, Home/End jump once an option is active, Enter follows
// it, Escape closes the list and then empties the field; the pointer makes the row under it
// active, and the active option is kept in the list's view.
import { useEffect, type KeyboardEvent, type MouseEvent } from 'react';
import type { ResultRow } from '../../shared/search-result.js';
import { optionId } from './search-results.js';
import type { useSearch } from './use-search.js';

type Search = ReturnType<typeof useSearch>;
interface Options {
  /** In the header's panel, whose Escape is its own (useDisclosure). */
  inPanel: boolean;
  /** A result followed. */
  follow: (row: ResultRow) => void;
}

function onKey(e: KeyboardEvent<HTMLInputElement>, s: Search, { inPanel, follow }: Options) {
  const { rows } = s.shown;
  const n = rows.length;
  switch (e.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (!n) return;
      e.preventDefault();
      s.setExpanded(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // A closed list opens on its first (or last) option.
      const from = s.expanded ? s.active : -1;
      return s.setActive(from < 0 ? (step > 0 ? 0 : n - 1) : (from + step + n) % n);
    }
    case 'Home':
    case 'End':
      // Only while an option is active: otherwise they move the caret in the field.
      if (s.active < 0) return;
      e.preventDefault();
      return s.setActive(e.key === 'Home' ? 0 : n - 1);
    case 'Enter': {
      const row = rows[s.active];
      if (!row) return; // the form goes to the results page
      e.preventDefault();
      follow(row);
      return location.assign(row.path);
    }
    case 'Escape':
      // In the header the panel closes; elsewhere the list, then the field.
      if (inPanel) return;
      if (s.expanded && n) {
        s.setExpanded(false);
        s.setActive(-1);
      } else if (e.currentTarget.value) s.reset();
      else return; // let a surrounding dialog close
      e.preventDefault();
      e.stopPropagation();
  }
}

/** The field's keys, and the pointer over the list of `listId`. */
export function useCombobox(listId: string, s: Search, options: Options) {
  useEffect(() => {
    if (s.active >= 0) document.getElementById(optionId(listId, s.active))?.scrollIntoView({ block: 'nearest' });
  }, [s.active, listId]);
  const rowAt = (e: MouseEvent) => {
    const a = e.target instanceof Element ? e.target.closest('a.result') : null;
    return a ? s.shown.rows.findIndex((_, i) => a.id === optionId(listId, i)) : -1;
  };
  return {
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => onKey(e, s, options),
    /** A result clicked (or tapped) is followed by its link. */
    onClick: (e: MouseEvent) => {
      const i = rowAt(e);
      if (i >= 0) options.follow(s.shown.rows[i]!);
    },
    onPointerMove: (e: MouseEvent) => {
      const i = rowAt(e);
      if (i >= 0 && i !== s.active) s.setActive(i);
    },
  };
}
