// The country dropdown's list: opening under its button (or above it, when little of the window
// is left below), the active option, and the listbox's keys (arrows, Home/End, Enter, Escape,
// Shift+Tab, and typing a country's name).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PHONE_LIST_MIN_SPACE_BELOW_PX, PHONE_TYPEAHEAD_RESET_MS } from '../../shared/site-rules.js';
import type { Country } from './countries.js';

const printable = (e: KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

/** Type-to-find: the index of the first country whose name starts with what was typed in the last 700 ms. */
function useTypeToFind(countries: Country[], lang: string) {
  const typed = useRef({ text: '', reset: undefined as ReturnType<typeof setTimeout> | undefined }).current;
  return (key: string) => {
    clearTimeout(typed.reset);
    typed.text += key.toLocaleLowerCase(lang);
    typed.reset = setTimeout(() => (typed.text = ''), PHONE_TYPEAHEAD_RESET_MS);
    return countries.findIndex((c) => c.name.toLocaleLowerCase(lang).startsWith(typed.text));
  };
}

/** The list of `countries` (option ids `${listId}-${i}`); `onChoose` gets the chosen country's code. */
export function useCountryList(countries: Country[], lang: string, iso: string, listId: string, onChoose: (iso: string) => void) {
  // The open list: whether it opens upward, and the active option's index.
  const [menu, setMenu] = useState<{ up: boolean; active: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const find = useTypeToFind(countries, lang);
  const open = !!menu;
  const active = menu?.active ?? 0;
  const optionId = (i: number) => `${listId}-${i}`;
  useEffect(() => {
    if (open) list.current?.focus({ preventScroll: true });
  }, [open]);
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  // Upward when too little of the window remains below the button.
  const show = (at = countries.findIndex((c) => c.iso === iso)) =>
    setMenu({ up: innerHeight - button.current!.getBoundingClientRect().bottom < PHONE_LIST_MIN_SPACE_BELOW_PX, active: Math.max(0, at) });
  const setActive = (i: number) => setMenu((v) => v && { ...v, active: i });
  const close = (focus?: boolean) => {
    setMenu(null);
    if (focus) button.current?.focus();
  };
  const choose = (i: number) => {
    onChoose(countries[i]!.iso);
    close(true);
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp' || (printable(e) && e.key !== ' ')) {
      e.preventDefault();
      const i = e.key.length === 1 ? find(e.key) : -1;
      show(i < 0 ? undefined : i);
    }
  };
  const onListKey = (e: KeyboardEvent) => {
    const n = countries.length;
    const move = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: n - 1 }[e.key];
    if (move !== undefined) {
      e.preventDefault();
      setActive(Math.min(n - 1, Math.max(0, move)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(active);
    } else if (e.key === 'Escape' || (e.key === 'Tab' && e.shiftKey)) {
      e.preventDefault();
      close(true);
    } else if (printable(e)) {
      e.preventDefault();
      const i = find(e.key);
      if (i >= 0) setActive(i);
    }
    // Tab goes on to the number; the list closes as it loses focus.
  };
  return { open, up: !!menu?.up, active, optionId, button, list, toggle: () => (open ? close() : show()), close, choose, onButtonKey, onListKey };
}
