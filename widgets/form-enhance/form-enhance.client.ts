// Sends a site form without a page reload: the same POST to the same endpoint, validated by
// the server alone. The answer is the page the browser would have shown (the form with its
// error summary, or the confirmation the redirect leads to); its form region replaces this
// one, and focus moves to the summary or the confirmation. No React, and loaded only when the
// form is touched: the widget budget of a form page is nearly spent, so every byte counts.
type SiteForm = HTMLFormElement & { idempotencyKey: HTMLInputElement };

export function mount(node: HTMLElement): void {
  node.addEventListener('submit', async (e) => {
    const form = e.target as SiteForm;
    // Held back by another listener (the phone input checks its number first), which resubmits.
    if (e.defaultPrevented) return;
    e.preventDefault();
    // The island holds one form region (blocks/form/FormBlock.tsx).
    const region = node.firstElementChild!;
    try {
      // One random key per page view, kept by the server's answer: a repeated submission (a
      // double click, a retry after a lost answer) carries the same key and is stored once.
      form.idempotencyKey.value ||= crypto.randomUUID();
      const res = await fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form) as unknown as string[][]) });
      const next = new DOMParser().parseFromString(await res.text(), 'text/html').getElementById(region.id);
      if (!next) throw 0;
      region.replaceWith(next);
      // Hydrated islands (the phone input) stay as they are, with what was typed and chosen.
      // The server renders the same islands in the same order, and each field's
      // aria-describedby already names its error message's id.
      const fresh = next.querySelectorAll('[data-island]');
      region.querySelectorAll('[data-island]').forEach((live, i) => fresh[i]?.replaceWith(live));
      next.querySelector<HTMLElement>('[data-focus]')?.focus();
    } catch {
      // No form in the answer (a rate limit, an outage), or no crypto.randomUUID (a page not
      // served over https): the browser sends the form itself and shows the answer.
      form.submit();
    }
  });
}
