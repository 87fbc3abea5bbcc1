// The colour-mode control, without React: the server's radio group is the whole UI, and it
// must show the stored mode as soon as the footer can be seen (an `idle` start), which would
// otherwise cost the React chunk. The static head script in views/Document.tsx applies the
// stored mode before first paint; this keeps <html data-color-mode> and the store in step.
import type { ColorModeProps, ColorModeValue } from './color-mode.js';

export const KEY = 'color-mode';

export function readMode(storage?: Pick<Storage, 'getItem'>): ColorModeValue {
  try {
    const m = (storage ?? localStorage).getItem(KEY);
    return m === 'light' || m === 'dark' ? m : 'system';
  } catch {
    return 'system'; // storage blocked
  }
}

export function mount(node: HTMLElement, props: unknown): void {
  const { labels } = props as ColorModeProps;
  const root = document.documentElement;
  const fieldset = node.querySelector('fieldset')!;
  const radios = [...fieldset.querySelectorAll<HTMLInputElement>('input[name="color-mode"]')];
  const show = (m: string) => radios.forEach((r) => (r.checked = r.value === m));
  const apply = (m: string) => {
    if (m === 'light' || m === 'dark') root.dataset.colorMode = m;
    else delete root.dataset.colorMode; // system: the CSS follows prefers-color-scheme live
  };

  const forced = root.dataset.forceColorMode;
  if (forced === 'light' || forced === 'dark') {
    const note = fieldset.querySelector<HTMLElement>('.color-mode-note')!;
    note.textContent = forced === 'light' ? labels.forcedLight : labels.forcedDark;
    note.hidden = false;
    fieldset.setAttribute('aria-describedby', note.id);
    fieldset.disabled = true;
    return show(forced);
  }

  // A choice made before this ran (the server checks 'system') wins over the stored one.
  const early = radios.find((r) => r.checked && r.value !== 'system');
  const choose = (m: string) => {
    apply(m);
    try {
      localStorage.setItem(KEY, m);
    } catch {
      /* storage blocked: the choice lasts for this page */
    }
  };
  if (early) choose(early.value);
  else show(readMode());

  fieldset.addEventListener('change', (e) => choose((e.target as HTMLInputElement).value));
  // Another tab changed it.
  addEventListener('storage', (e) => {
    if (e.key !== KEY) return;
    const m = readMode();
    apply(m);
    show(m);
  });
}
