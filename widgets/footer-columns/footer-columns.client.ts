// Enhances the server's <details> columns without React (the behaviour is a few attribute
// changes, and it must run early: browsers without ::details-content would otherwise show
// the accordion on wide screens until the first interaction).
// Small screens: one column open at a time, also where <details name> is unsupported.
// Wide screens (≥ 900 px): every column open and its heading inert; narrowing restores the
// accordion as it was.
export const WIDE = '(min-width: 900px)';

export function mount(node: HTMLElement): void {
  const cols = [...node.querySelectorAll<HTMLDetailsElement>('details.footer-col')];
  const wide = matchMedia(WIDE);
  // Adopt the DOM: a tap before this ran was answered natively.
  let current = cols.findIndex((d) => d.open);
  // The widget keeps the accordion itself; with the group name, opening every column on wide
  // screens would close all but the last.
  for (const d of cols) d.removeAttribute('name');

  const apply = () => {
    cols.forEach((d, i) => {
      d.open = wide.matches || i === current;
      const summary = d.querySelector('summary');
      if (wide.matches) summary?.setAttribute('tabindex', '-1');
      else summary?.removeAttribute('tabindex');
    });
  };

  // Toggle events arrive after the fact (and also for the widget's own changes), so each one
  // is compared with the wanted state rather than flagged.
  for (const [i, d] of cols.entries()) {
    d.addEventListener('toggle', () => {
      if (wide.matches) {
        if (!d.open) d.open = true;
      } else if (d.open && i !== current) {
        current = i;
        apply();
      } else if (!d.open && i === current) {
        current = -1;
      }
    });
  }
  // On wide screens the headings are labels, not controls.
  node.addEventListener('click', (e) => {
    if (wide.matches && e.target instanceof Element && e.target.closest('summary')) e.preventDefault();
  });
  wide.addEventListener('change', apply);
  apply();
}
