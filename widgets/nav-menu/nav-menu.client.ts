// The dropdowns enhance native <details> and need no React: attach the shared disclosure
// behaviour and keep each summary's aria-expanded in step.
import { attachDisclosure } from './disclosure.js';

export function mount(node: HTMLElement): void {
  const nav = node.querySelector<HTMLElement>('nav');
  if (!nav) return;
  const summaries = [...nav.querySelectorAll('details > summary')];
  attachDisclosure(nav, (open) => summaries.forEach((s, i) => s.setAttribute('aria-expanded', String(i === open))));
}
