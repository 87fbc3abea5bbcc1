// Enhances every search box in the island (search-box.tsx) without React: the field becomes
// a combobox over the results list (ARIA 1.2 pattern: aria-expanded, aria-controls,
// aria-activedescendant; arrows, Home/End, Enter follows the active option, Escape closes
// the list, then clears the field), results arrive while typing (debounced, the previous
// request aborted), the status line announces the count, and suggestions stand in for an
// empty term or no results. In the header the island is the panel's <details>: this also
// opens it with focus in the field, closes it (outside press, Escape, navigation) and keeps
// the visitor's history.
import { SEARCH_DEBOUNCE_MS } from '../shared/site-rules.js';
import { attachDisclosure } from '../nav-menu/disclosure.js';
import { fillList, searchApiUrl, toRows } from './render.js';
import { CLICKED, SEARCHES, readList, remember, searchPageUrl } from './history.js';
import type { LinkItem } from '../shared/types.js';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export function mount(node: HTMLElement): void {
  const details = node.querySelector<HTMLDetailsElement>('details.search-toggle');
  for (const root of node.querySelectorAll<HTMLElement>('[data-search-box]')) {
    const box = enhance(root, !!details);
    if (details) attachPanel(details, box);
  }
}

interface Box { input: HTMLInputElement; reset(): void; showHistory(): void }

function enhance(root: HTMLElement, inPanel: boolean): Box {
  const d = root.dataset;
  const form = root.querySelector('form')!;
  const input = root.querySelector<HTMLInputElement>('input[name="q"]')!;
  const status = root.querySelector<HTMLElement>('.search-status')!;
  const list = root.querySelector<HTMLElement>('.result-list')!;
  const suggestions = root.querySelector<HTMLElement>('.search-suggestions')!;
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;
  let shown = input.defaultValue.trim(); // the term the list shows: the server's, at first

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', list.id);
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', root.querySelector('label')?.textContent ?? '');

  const options = () => [...list.querySelectorAll<HTMLAnchorElement>('a.result')];
  /** Gives the rows their listbox roles: options are reached with the arrows, not Tab. */
  const adopt = () => {
    options().forEach((a, i) => {
      a.parentElement!.setAttribute('role', 'none');
      a.setAttribute('role', 'option');
      a.id = `${list.id}-${i}`;
      a.tabIndex = -1;
      a.setAttribute('aria-selected', 'false');
    });
    setActive(-1);
    setExpanded(options().length > 0);
  };
  const setExpanded = (on: boolean) => {
    input.setAttribute('aria-expanded', String(on));
    list.hidden = !on;
    if (!on) setActive(-1);
  };
  const setActive = (i: number) => {
    const all = options();
    all[active]?.setAttribute('aria-selected', 'false');
    all[active]?.classList.remove('is-active');
    active = i;
    const a = all[i];
    if (a) {
      a.setAttribute('aria-selected', 'true');
      a.classList.add('is-active');
      a.scrollIntoView({ block: 'nearest' });
      input.setAttribute('aria-activedescendant', a.id);
    } else input.removeAttribute('aria-activedescendant');
  };
  const setStatus = (text: string, busy = false) => {
    status.replaceChildren();
    if (busy) {
      const spin = document.createElement('span');
      spin.className = 'spinner';
      spin.setAttribute('aria-hidden', 'true');
      const label = document.createElement('span');
      label.className = 'visually-hidden';
      label.textContent = text;
      status.append(spin, label);
    } else status.textContent = text;
    root.toggleAttribute('aria-busy', busy);
  };
  const statusFor = (term: string, count: number) => (!term ? '' : count ? d.count!.replace('{{count}}', String(count)) : d.empty!);
  const showRows = (term: string, rows: Parameters<typeof fillList>[1]) => {
    shown = term;
    fillList(list, rows);
    adopt();
    setStatus(statusFor(term, rows.length));
    suggestions.hidden = rows.length > 0;
  };

  const search = () => {
    clearTimeout(timer);
    request?.abort();
    const term = input.value.trim();
    if (!term) return showRows('', []);
    if (term === shown && options().length) {
      // Back to the term on show (after a keystroke and its undo): no new request.
      setStatus(statusFor(term, options().length));
      return setExpanded(true);
    }
    setStatus(d.loading!, true);
    timer = setTimeout(async () => {
      const ctrl = (request = new AbortController());
      try {
        const res = await fetch(searchApiUrl(term, d.lang!, d.type), { signal: ctrl.signal, headers: { accept: 'application/json' } });
        const rows = res.ok ? toRows(await res.json()) : [];
        if (!ctrl.signal.aborted) showRows(term, rows);
      } catch {
        // Offline or refused: the form still goes to the results page; here, suggestions.
        if (!ctrl.signal.aborted) showRows(term, []);
      }
    }, SEARCH_DEBOUNCE_MS);
  };

  const follow = (a: HTMLAnchorElement) => {
    remember(storage(), CLICKED, { title: a.querySelector('.result-title')?.textContent ?? a.textContent ?? '', url: a.getAttribute('href')! });
  };

  input.addEventListener('input', search);
  input.addEventListener('focus', () => {
    if (options().length && input.value.trim() === shown) setExpanded(true);
  });
  input.addEventListener('keydown', (e) => {
    const all = options();
    const open = input.getAttribute('aria-expanded') === 'true';
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!all.length) return;
        e.preventDefault();
        if (!open) setExpanded(true);
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive(active < 0 ? (step > 0 ? 0 : all.length - 1) : (active + step + all.length) % all.length);
        return;
      }
      case 'Home':
      case 'End':
        // Only while an option is active: otherwise they move the caret in the field.
        if (active < 0) return;
        e.preventDefault();
        setActive(e.key === 'Home' ? 0 : all.length - 1);
        return;
      case 'Enter':
        if (active < 0 || !all[active]) return; // the form goes to the results page
        e.preventDefault();
        follow(all[active]!);
        location.assign(all[active]!.href);
        return;
      case 'Escape':
        // In the header the panel closes (attachDisclosure); elsewhere the list, then the field.
        if (inPanel) return;
        if (open) setExpanded(false);
        else if (input.value) {
          input.value = '';
          showRows('', []);
        } else return; // let a surrounding dialog close
        e.preventDefault();
        e.stopPropagation();
    }
  });
  // Mouse and touch: a row is a link; moving over one makes it the active option.
  list.addEventListener('click', (e) => {
    const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a.result') : null;
    if (a) follow(a);
  });
  list.addEventListener('pointermove', (e) => {
    const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a.result') : null;
    const i = a ? options().indexOf(a) : -1;
    if (i >= 0 && i !== active) setActive(i);
  });
  suggestions.addEventListener('click', (e) => {
    const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a.chip') : null;
    if (!a) return;
    const item = { title: a.textContent ?? '', url: a.getAttribute('href')! };
    remember(storage(), a.closest('.past-searches') ? SEARCHES : CLICKED, item);
  });
  form.addEventListener('submit', () => {
    const term = input.value.trim();
    if (term && d.past) remember(storage(), SEARCHES, { title: term, url: searchPageUrl(form.getAttribute('action')!, term) });
  });

  adopt();
  // Typed before this script ran: search for what is in the field now.
  if (input.value.trim() !== shown) search();

  return {
    input,
    reset() {
      clearTimeout(timer);
      request?.abort();
      input.value = '';
      showRows('', []);
    },
    showHistory() {
      if (!d.past) return;
      suggestions.querySelectorAll('.history').forEach((g) => g.remove());
      const groups: [string, string, LinkItem[]][] = [
        [d.past, 'past-searches', readList(storage(), SEARCHES)],
        [d.recent!, 'recent-links', readList(storage(), CLICKED)],
      ];
      for (const [heading, className, links] of groups) {
        if (!links.length) continue;
        const group = document.createElement('div');
        group.className = `suggestion-group history ${className}`;
        const h = document.createElement('p');
        h.className = 'search-panel-heading';
        h.textContent = heading;
        const ul = document.createElement('ul');
        ul.className = 'chips';
        for (const l of links) {
          const a = document.createElement('a');
          a.className = 'chip';
          a.href = l.url;
          a.textContent = l.title;
          const li = document.createElement('li');
          li.append(a);
          ul.append(li);
        }
        group.append(h, ul);
        suggestions.append(group);
      }
    },
  };
}

/** The header panel: opened by its summary (the one control), focus in the field when it opens. */
function attachPanel(details: HTMLDetailsElement, box: Box): void {
  const summary = details.querySelector('summary')!;
  attachDisclosure(details, (open) => {
    summary.setAttribute('aria-expanded', String(open === 0));
    if (open === 0) {
      box.showHistory();
      box.input.focus();
    }
  }, () => box.reset());
}
