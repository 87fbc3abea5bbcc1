// The number's check through POST /api/phone (the phone metadata is too large for the browser
// budget): after a pause in typing and when the field is left, its verdict and message, a
// +number picking its country, and the form held back until a number just typed is checked.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PhoneResult } from '../../shared/phone-result.js';
import { phoneMessageFor } from '../../shared/phone-rules.js';

export interface PhoneCheckOptions {
  live: boolean;
  /** The country the form holds now (read between renders). */
  posted: () => string;
  /** Whether `iso` is offered: a +number of an offered country picks it (+49… → Germany). */
  offers: (iso: string) => boolean;
  pick: (iso: string) => void;
  mode?: 'auto' | 'international' | 'national';
  onlyCountries?: string[];
  invalidMessage?: string;
  invalidOtherMessage?: string;
}

type Check = (country?: string) => Promise<boolean | null>;

/** The answer of POST /api/phone about `number` in `country`, or null when there is none (offline, refused). */
function ask(number: string, country: string, o: PhoneCheckOptions): Promise<PhoneResult | null> {
  const body: Record<string, string> = { number, country, mode: o.mode ?? 'auto' };
  if (o.onlyCountries?.length) body.only = o.onlyCountries.join(',');
  return fetch('/api/phone', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    .then((r) => (r.ok ? (r.json() as Promise<PhoneResult>) : null))
    .catch(() => null);
}

// The server words its own errors by the same rule.
const messageFor = (o: PhoneCheckOptions, country: string, text: string) =>
  (phoneMessageFor(country, text) === 'invalidOther' && o.invalidOtherMessage) || o.invalidMessage || '';

/**
 * The form posts without the browser's validation (noValidate), and the server checks every field:
 * a number typed too recently to be checked is held back until its check answers (a +number picks
 * its country first), then the form goes on. A wrong number is not held back, so the server's
 * error summary names it together with every other field to correct, all at once.
 */
function useSubmitGate(live: boolean, input: RefObject<HTMLInputElement | null>, checked: () => boolean, check: Check) {
  const bypass = useRef(false); // the submission let through after its check
  useEffect(() => {
    if (!live) return;
    const onSubmit = (e: SubmitEvent) => {
      const el = input.current!;
      if (e.target !== el.form || !el.value.trim() || bypass.current) return void (bypass.current = false);
      if (checked()) return;
      e.preventDefault();
      void check().then(() => {
        bypass.current = true;
        el.form?.requestSubmit(e.submitter);
      });
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, [live]);
}

export function usePhoneCheck(input: RefObject<HTMLInputElement | null>, o: PhoneCheckOptions) {
  // The number's verdict (null: none yet), its message, and whether the visitor has left the field.
  const [verdict, setVerdict] = useState<{ bad: boolean | null; msg: string }>({ bad: null, msg: '' });
  const [touched, touch] = useState(false);
  // The last answer and the pause in typing, shared by the handlers across renders.
  const m = useRef({ last: undefined as { key: string; ok: boolean } | undefined, timer: undefined as ReturnType<typeof setTimeout> | undefined }).current;
  const keyOf = (c = o.posted()) => `${c} ${input.current!.value.trim()}`;

  /** Checks the current text in country `c` on the server; resolves to validity, or null (empty, or no answer). */
  const check: Check = (c = o.posted()) => {
    clearTimeout(m.timer);
    const el = input.current!;
    const text = el.value.trim();
    if (!text) {
      m.last = undefined;
      el.setCustomValidity('');
      setVerdict({ bad: null, msg: '' });
      return Promise.resolve(null);
    }
    if (m.last?.key === keyOf(c)) return Promise.resolve(m.last.ok);
    // No answer: leave the verdict to the server's check of the submitted form.
    return ask(text, c, o).then((r) => r && answer(el, text, c, r));
  };
  /**
   * The answer about `text` in country `c`: shown and remembered, unless the field or the country
   * has changed since. Only what is shown is remembered, so a remembered answer needs no showing.
   */
  const answer = (el: HTMLInputElement, text: string, c: string, r: PhoneResult) => {
    const ok = r.valid && !el.validity.patternMismatch;
    const key = `${c} ${text}`;
    if (key !== keyOf()) return ok; // typed on or chose another country meanwhile: a newer check follows
    m.last = { key, ok };
    // An international number picks its country (+49… → Germany).
    const now = text.startsWith('+') && r.country && r.country !== c && o.offers(r.country) ? r.country : c;
    if (now !== c) {
      o.pick(now);
      m.last = { key: keyOf(now), ok };
    }
    const msg = messageFor(o, now, el.value);
    el.setCustomValidity(ok ? '' : msg || 'invalid');
    setVerdict({ bad: !ok, msg });
    el.dispatchEvent(new CustomEvent('phone-change', { detail: r, bubbles: true }));
    return ok;
  };
  useSubmitGate(o.live, input, () => m.last?.key === keyOf(), check);
  return {
    check,
    /** The last verdict on the number (null: none yet). */
    bad: verdict.bad,
    /** The message under the field: for a number known to be wrong, once the visitor has left it. */
    message: touched && verdict.bad === true ? verdict.msg : '',
    /** After a keystroke: checked once typing pauses. */
    typed: () => {
      clearTimeout(m.timer);
      m.timer = setTimeout(() => void check(), 300);
    },
    /** Leaving the field: checked at once, and its message shown from now on if it holds a number. */
    left: (el: HTMLInputElement) => {
      touch(!!el.value.trim());
      void check();
    },
  };
}
