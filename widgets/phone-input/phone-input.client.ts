// Enhances the server's phone field (phone-input.tsx) without React: the flag follows the
// country select, the number is checked through POST /api/phone as it is typed (the phone
// metadata is too large for the browser budget), an international number picks its country
// (+49… → Germany), the visitor's country is chosen when the form did not choose one, and a
// form is held back while its number is known to be wrong.
import type { PhoneResult } from '../../server/phone.js';
import type { PhoneInputProps } from './phone-input.js';
import { flagUrl, sanitize } from './countries.js';

function need<T extends Element>(el: T | null): T {
  if (!el) throw new Error('phone-input: the server markup is incomplete');
  return el;
}

export function mount(node: HTMLElement, p: PhoneInputProps): void {
  const root = need(node.querySelector<HTMLElement>('.phone-input'));
  const select = need(root.querySelector('select'));
  const input = need(root.querySelector<HTMLInputElement>('input[type="tel"]'));
  const flag = need(root.querySelector<HTMLImageElement>('.phone-flag'));
  const msgId = `${input.id}-invalid`;
  const serverDescribedBy = input.getAttribute('aria-describedby');
  let chosen = false;
  let bypass = false;
  let touched = false;
  let bad: boolean | null = null;
  let timer = 0;
  let last: { key: string; ok: boolean } | undefined;

  const has = (iso: unknown) => typeof iso === 'string' && [...select.options].some((o) => o.value === iso);
  const showFlag = () => {
    const src = flagUrl(select.value);
    if (flag.getAttribute('src') !== src) flag.src = src;
  };
  const setCountry = (iso: string) => {
    select.value = iso;
    showFlag();
  };
  const keyOf = () => `${select.value} ${input.value.trim()}`;
  // The main message's example is a Turkish number: a national number of another country gets
  // the other message (the server words its own errors the same way).
  const message = () => (select.value !== 'TR' && !input.value.trim().startsWith('+') && p.invalidOtherMessage) || p.invalidMessage || '';

  /** The verdict on the page: aria-invalid, and the message once the visitor left the field. */
  function render() {
    if (bad === null) {
      if (!p.invalid) input.removeAttribute('aria-invalid');
    } else if (bad) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    const show = touched && bad === true && !!message();
    let msg = document.getElementById(msgId);
    if (show) {
      msg ??= root.appendChild(Object.assign(document.createElement('p'), { className: 'error', id: msgId }));
      msg.textContent = message();
    } else msg?.remove();
    const ids = [serverDescribedBy, show && msgId].filter(Boolean).join(' ');
    if (ids) input.setAttribute('aria-describedby', ids);
    else input.removeAttribute('aria-describedby');
  }

  /** Checks the current text on the server; resolves to validity, or null (empty, or no answer). */
  function check(): Promise<boolean | null> {
    clearTimeout(timer);
    const text = input.value.trim();
    const key = keyOf();
    if (!text) {
      last = undefined;
      input.setCustomValidity('');
      bad = null;
      render();
      return Promise.resolve(null);
    }
    if (last?.key === key) return Promise.resolve(last.ok);
    const body: Record<string, string> = { number: text, country: select.value, mode: p.mode ?? 'auto' };
    if (p.onlyCountries?.length) body.only = p.onlyCountries.join(',');
    return fetch('/api/phone', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then((r) => (r.ok ? (r.json() as Promise<PhoneResult>) : null))
      .catch(() => null)
      .then((r) => {
        // No answer: leave the verdict to the server's check of the submitted form.
        if (!r) return null;
        const ok = r.valid && !input.validity.patternMismatch;
        last = { key, ok };
        if (key !== keyOf()) return ok; // typed on meanwhile: a newer check follows
        // An international number picks its country (+49… → Germany).
        if (text.startsWith('+') && r.country && r.country !== select.value && has(r.country)) {
          chosen = true;
          setCountry(r.country);
          last = { key: keyOf(), ok };
        }
        input.setCustomValidity(ok ? '' : message() || 'invalid');
        bad = !ok;
        render();
        input.dispatchEvent(new CustomEvent('phone-change', { detail: r, bubbles: true }));
        return ok;
      });
  }

  root.classList.add('ready');
  showFlag(); // a country chosen before this ran
  select.addEventListener('change', () => {
    chosen = true;
    showFlag();
    void check();
  });
  input.addEventListener('input', () => {
    if (p.validCharactersOnly) {
      const v = sanitize(input.value);
      if (v !== input.value) {
        const at = Math.max(0, (input.selectionStart ?? v.length) - (input.value.length - v.length));
        input.value = v;
        input.setSelectionRange(at, at);
      }
    }
    clearTimeout(timer);
    timer = window.setTimeout(check, 300);
  });
  input.addEventListener('blur', () => {
    touched = !!input.value.trim();
    render();
    void check();
  });

  // The form posts without the browser's validation (noValidate): hold back a number we know
  // is wrong, or check one typed too recently to be checked yet.
  document.addEventListener('submit', (e) => {
    if (e.target !== input.form || !input.value.trim() || bypass) return void (bypass = false);
    if (last?.key === keyOf() && last.ok) return;
    e.preventDefault();
    void check().then((ok) => {
      if (ok === false) {
        touched = true;
        render();
        input.focus();
      } else {
        bypass = true;
        input.form?.requestSubmit(e.submitter);
      }
    });
  }, true);

  // The visitor's country, unless the form already chose one or the visitor did.
  // A select changed before this ran (the page's default option is the one marked selected).
  if (select.value !== select.querySelector<HTMLOptionElement>('option[selected]')?.value) chosen = true;
  if (p.country || chosen) return void check();
  fetch('/api/geo')
    .then((r) => (r.ok ? (r.json() as Promise<{ country: string | null }>) : Promise.reject(r.status)))
    .then(({ country }) => {
      if (!has(country)) throw country;
      if (!chosen) setCountry(country!);
    })
    .catch((err: unknown) => console.warn('phone-input: country detection failed, keeping the default', err))
    .finally(() => void check());
}
