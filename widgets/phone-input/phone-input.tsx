// The phone field of the representative application form. Without JavaScript (and in the
// first client render) it is a plain <input type="tel"> validated on the server. Hydrated, it
// adds a country button with a listbox before the input, and checks the number through
// POST /api/phone (the phone metadata is too large for the browser budget).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PhoneResult } from '../../server/phone.js';
import { PREFERRED, fallbackCountry, findCountry, flag, fold, orderCountries, sanitize, type Country } from './countries.js';

export interface PhoneInputProps {
  id: string; name: string; lang: 'tr' | 'en'; value?: string; placeholder: string; required?: boolean;
  describedBy?: string; invalid?: boolean; maxLength?: number;
  /** Shown (and set with setCustomValidity) when the number is not valid. */
  invalidMessage?: string;
  /** [iso2, calling code] of every country, built on the server from libphonenumber-js. */
  countries?: [string, string][];
  /** The country already chosen (a re-rendered form); otherwise the visitor's, from /api/geo. */
  country?: string;
  preferredCountries?: string[];
  onlyCountries?: string[];
  mode?: 'auto' | 'international' | 'national';
  /** Drop everything but digits, spaces, brackets, hyphens and '+' as it is typed. */
  validCharactersOnly?: boolean;
  pattern?: string;
  /** Accessible name of the country button and list, e.g. 'Ülke kodu'. */
  countryLabel?: string;
}

export function PhoneInput(p: PhoneInputProps) {
  const { id, lang, invalidMessage, countries = [], preferredCountries = PREFERRED, onlyCountries, mode = 'auto', countryLabel = '' } = p;
  const [iso, setIso] = useState(() => p.country ?? fallbackCountry(countries, preferredCountries, onlyCountries));
  // null until mounted, so the first client render is exactly the server's markup.
  const [list, setList] = useState<Country[] | null>(null);
  // false, or the side the list opens to.
  const [open, setOpen] = useState<false | 'down' | 'up'>(false);
  const [active, setActive] = useState(0);
  const [bad, setBad] = useState<boolean | null>(null);
  const [touched, setTouched] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLUListElement>(null);
  // Mutable state read by async callbacks and document listeners.
  const s = useRef({
    iso, list: [] as Country[], chosen: false, bypass: false, timer: 0, typed: '', typedTimer: 0,
    last: undefined as { key: string; ok: boolean } | undefined,
  }).current;

  const choose = (c: string, byVisitor: boolean) => {
    s.iso = c;
    s.chosen ||= byVisitor;
    setIso(c);
  };

  /** Checks the current text on the server; resolves to validity, or null (empty, or no answer). */
  function check(): Promise<boolean | null> {
    clearTimeout(s.timer);
    const el = input.current!;
    const text = el.value.trim();
    const key = `${s.iso} ${text}`;
    if (!text) {
      s.last = undefined;
      el.setCustomValidity('');
      setBad(null);
      return Promise.resolve(null);
    }
    if (s.last?.key === key) return Promise.resolve(s.last.ok);
    const body: Record<string, string> = { number: text, country: s.iso, mode };
    if (onlyCountries?.length) body.only = onlyCountries.join(',');
    return fetch('/api/phone', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then((r) => (r.ok ? (r.json() as Promise<PhoneResult>) : null))
      .catch(() => null)
      .then((r) => {
        // No answer: leave the verdict to the server's check of the submitted form.
        if (!r) return null;
        const ok = r.valid && !el.validity.patternMismatch;
        s.last = { key, ok };
        if (key !== `${s.iso} ${el.value.trim()}`) return ok; // typed on meanwhile: a newer check follows
        // An international number picks its country (+49… → Germany).
        const to = r.country;
        if (text.startsWith('+') && to && to !== s.iso && s.list.some((c) => c.iso === to)) {
          choose(to, true);
          s.last = { key: `${to} ${text}`, ok };
        }
        el.setCustomValidity(ok ? '' : invalidMessage || 'invalid');
        setBad(!ok);
        el.dispatchEvent(new CustomEvent('phone-change', { detail: r, bubbles: true }));
        return ok;
      });
  }

  useEffect(() => {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    s.list = orderCountries(countries, preferredCountries, onlyCountries, lang, (c) => names.of(c) ?? c);
    setList(s.list);
    if (p.country && s.list.some((c) => c.iso === p.country)) void check();
    else {
      fetch('/api/geo')
        .then((r) => (r.ok ? (r.json() as Promise<{ country: string | null }>) : Promise.reject(r.status)))
        .then(({ country }) => {
          if (!s.list.some((c) => c.iso === country)) throw country;
          if (!s.chosen) choose(country!, false);
        })
        .catch((err: unknown) => {
          console.warn('phone-input: country detection failed, using the default', err);
          if (!s.chosen) choose(fallbackCountry(countries, preferredCountries, onlyCountries), false);
        })
        .finally(() => void check());
    }
    // The form posts without the browser's validation (noValidate): hold back a number we
    // know is wrong, or check one typed too recently to be checked yet.
    const onSubmit = (e: SubmitEvent) => {
      const el = input.current;
      if (!el || e.target !== el.form || !el.value.trim() || s.bypass) return void (s.bypass = false);
      if (s.last?.key === `${s.iso} ${el.value.trim()}` && s.last.ok) return;
      e.preventDefault();
      void check().then((ok) => {
        if (ok === false) {
          setTouched(true);
          el.focus();
        } else {
          s.bypass = true;
          el.form?.requestSubmit(e.submitter);
        }
      });
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    box.current?.focus();
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  useEffect(() => {
    box.current?.children[active]?.scrollIntoView({ block: 'nearest' }); // (returns a promise in newer browsers)
  }, [open, active]);

  const openList = () => {
    setActive(Math.max(0, s.list.findIndex((c) => c.iso === s.iso)));
    s.typed = '';
    setOpen(window.innerHeight - button.current!.getBoundingClientRect().bottom < 200 ? 'up' : 'down');
  };
  const close = (focus: HTMLElement | null) => {
    setOpen(false);
    focus?.focus();
  };
  const pick = (c: string) => {
    choose(c, true);
    close(input.current);
    void check();
  };

  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const last = s.list.length - 1;
    let i = active;
    if (e.key === 'ArrowDown') i = Math.min(last, i + 1);
    else if (e.key === 'ArrowUp') i = Math.max(0, i - 1);
    else if (e.key === 'Home') i = 0;
    else if (e.key === 'End') i = last;
    else if (e.key === 'Enter' || (e.key === ' ' && !s.typed)) return void (e.preventDefault(), pick(s.list[i]!.iso));
    else if (e.key === 'Escape') return void (e.preventDefault(), e.stopPropagation(), close(button.current));
    else if (e.key === 'Tab') return void (e.preventDefault(), close(e.shiftKey ? button.current : input.current));
    else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Type-to-find by name; what was typed is forgotten 700 ms after the last key.
      s.typed += fold(e.key, lang);
      clearTimeout(s.typedTimer);
      s.typedTimer = window.setTimeout(() => (s.typed = ''), 700);
      const found = findCountry(s.list, s.typed, s.typed.length === 1 ? i + 1 : i);
      if (found >= 0) i = found;
    } else return;
    e.preventDefault();
    setActive(i);
  };

  const cur = list?.find((c) => c.iso === iso);
  const msgId = `${id}-invalid`;
  const showMsg = touched && bad === true && !!invalidMessage;
  return (
    <div className={list ? 'phone-input ready' : 'phone-input'} ref={root}>
      {cur ? (
        <button ref={button} type="button" className="phone-country" aria-haspopup="listbox" aria-expanded={!!open}
          aria-controls={open ? `${id}-countries` : undefined} aria-label={`${countryLabel}: ${cur.name} +${cur.dial}`}
          onClick={() => (open ? close(null) : openList())}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              openList();
            }
          }}>
          <span aria-hidden="true">{flag(cur.iso)}</span>
          <span className="dial">+{cur.dial}</span>
        </button>
      ) : null}
      {open && list ? (
        <ul ref={box} id={`${id}-countries`} role="listbox" tabIndex={0} aria-label={countryLabel} className={open}
          aria-activedescendant={`${id}-c-${list[active]?.iso}`} onKeyDown={onListKey}
          onClick={(e) => {
            const o = (e.target as Element).closest<HTMLElement>('[role=option]');
            if (o) pick(o.dataset.iso!);
          }}>
          {list.map((c, i) => (
            <li key={c.iso} id={`${id}-c-${c.iso}`} role="option" aria-selected={c.iso === iso} data-iso={c.iso}
              data-preferred={c.preferred || undefined} className={i === active ? 'active' : undefined}>
              <span aria-hidden="true">{flag(c.iso)}</span>
              <span className="name">{c.name}</span>
              <span className="dial">+{c.dial}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <input type="hidden" name="phoneCountry" value={iso} />
      <input ref={input} id={id} name={p.name} type="tel" autoComplete="tel" inputMode="tel" required={p.required} maxLength={p.maxLength ?? 25}
        pattern={p.pattern} placeholder={p.placeholder} defaultValue={p.value}
        aria-invalid={(bad ?? p.invalid) || undefined}
        aria-describedby={[p.describedBy, showMsg && msgId].filter(Boolean).join(' ') || undefined}
        onInput={() => {
          const el = input.current!;
          if (p.validCharactersOnly) {
            const v = sanitize(el.value);
            if (v !== el.value) {
              const at = Math.max(0, (el.selectionStart ?? v.length) - (el.value.length - v.length));
              el.value = v;
              el.setSelectionRange(at, at);
            }
          }
          clearTimeout(s.timer);
          s.timer = window.setTimeout(check, 300);
        }}
        onBlur={() => {
          setTouched(!!input.current!.value.trim());
          void check();
        }} />
      {showMsg ? <p className="error" id={msgId}>{invalidMessage}</p> : null}
    </div>
  );
}
