// The transfer calculator: a GET form to the calculator page (its result and errors rendered by
// the server), which works without JavaScript. Hydrated (a React island), the
// same component answers as the visitor types: 400 ms after the last keystroke it asks
// GET /api/quote (the previous request aborted) and shows the server's answer, and on the
// calculator page keeps the address bar on the result's own URL. The fields stay uncontrolled,
// so hydration adopts whatever the visitor typed before the script arrived.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { CalcError, CalcValues, CalculatorProps, ResultView } from './types.js';
import { resultQuery } from './query.js';
import { SEARCH_DEBOUNCE_MS } from '../../shared/site-rules.js';
import { CALC_RESULT_ANCHOR } from '../../shared/anchors.js';

const read = (f: HTMLFormElement): CalcValues => {
  const d = new FormData(f);
  const s = (k: string) => String(d.get(k) ?? '');
  return { amount: s('amount'), side: s('side') === 'receive' ? 'receive' : 'send', to: s('to'), date: s('date') };
};

function Result({ r, link, heading, H }: { r: ResultView; link: string; heading: string; H: 'h2' | 'h3' }) {
  return (
    <>
      <H className="calc-headline">{r.headline}</H>
      <dl className="calc-rows">
        {r.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}{row.note ? <small>{row.note}</small> : null}</dd>
          </div>
        ))}
      </dl>
      {r.notes.map((n) => <p key={n} className="calc-note">{n}</p>)}
      <p className="calc-step">{r.next.text} <a className="button primary" href={r.next.url}>{r.next.label}</a></p>
      <p className="calc-limits"><strong>{r.limits.heading}:</strong> {r.limits.items.join(' · ')} <a href={r.limits.link.url}>{r.limits.link.label}</a></p>
      <p className="calc-link"><a href={link}>{heading}</a></p>
    </>
  );
}

/** What is shown, brought up to date from GET /api/quote as the visitor types (after a pause) or submits. */
function useQuote(p: CalculatorProps, answer: RefObject<HTMLElement | null>) {
  // `summary`: the error summary shows for a press of the button (and the page sent without
  // JavaScript), not while typing, where it would push the field being typed in down the page.
  const [shown, setShown] = useState<{ values: CalcValues; result?: ResultView; errors: CalcError[]; summary: boolean }>({ values: p.values, result: p.result, errors: p.errors ?? [], summary: true });
  const submitted = useRef(false);
  // After a press of the button (not while typing), the answer is brought on screen, as the
  // page without JavaScript lands on it.
  useEffect(() => {
    const el = answer.current;
    if (!submitted.current || !el) return;
    submitted.current = false;
    const { top } = el.getBoundingClientRect();
    if (top < 0 || top > innerHeight * 0.6) el.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, [shown, answer]);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);

  const ask = async (v: CalcValues, summary: boolean) => {
    request.current?.abort();
    const c = (request.current = new AbortController());
    const q = resultQuery(v, p.full);
    setBusy(true);
    try {
      const res = await fetch(`/api/quote?${q}&lang=${p.lang}`, { signal: c.signal });
      const data = await res.json();
      setShown({ values: v, result: res.ok ? data.result : undefined, errors: res.ok ? [] : data.errors ?? [], summary });
      if (p.full) {
        history.replaceState(history.state, '', `${p.action}?${q}`);
        // The language switch leads to this result in the other language, as the server wrote it for the page it sent.
        document.querySelectorAll('a[data-lang-switch]').forEach((a) => a.setAttribute('href', `${a.getAttribute('href')!.split('?')[0]}?${q}`));
      }
    } catch {
      // Aborted by a newer keystroke, or offline: what is shown stays until the next answer.
    }
    if (request.current === c) setBusy(false);
  };
  return {
    shown,
    busy,
    later: (e: FormEvent<HTMLFormElement>) => {
      clearTimeout(timer.current);
      const v = read(e.currentTarget);
      timer.current = setTimeout(() => void ask(v, false), SEARCH_DEBOUNCE_MS);
    },
    now: (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      clearTimeout(timer.current);
      submitted.current = true;
      void ask(read(e.currentTarget), true);
    },
  };
}

/** The amount, side, destination and (on the calculator page) date, each with its error beneath it: an error appearing as one types never moves the field one is typing in. */
function Fields({ p, err }: { p: CalculatorProps; err: Record<string, string> }) {
  const { labels: l, full, values: v } = p;
  const f = (name: string) => `${p.id}-${name}`;
  const described = (name: string, hint?: boolean) => [hint && `${f(name)}-hint`, err[name] && `${f(name)}-error`].filter(Boolean).join(' ') || undefined;
  const message = (name: string) => (err[name] ? <p className="error" id={`${f(name)}-error`}>{err[name]}</p> : null);
  return (
    <div className={full ? 'calc-fields' : 'calc-fields calc-short'}>
      <div className={err.amount ? 'field has-error' : 'field'}>
        <label htmlFor={f('amount')}>{l.amount}</label>
        <input id={f('amount')} name="amount" inputMode="decimal" autoComplete="off" maxLength={20} defaultValue={v.amount} aria-invalid={err.amount ? true : undefined} aria-describedby={described('amount')} />
        {message('amount')}
      </div>
      <fieldset className={err.side ? 'field has-error' : 'field'} aria-describedby={described('side')}>
        <legend>{l.side}</legend>
        {(['send', 'receive'] as const).map((s) => (
          <div className="choice" key={s}>
            <input type="radio" id={s === 'send' ? f('side') : f('side-receive')} name="side" value={s} defaultChecked={v.side === s} />
            <label htmlFor={s === 'send' ? f('side') : f('side-receive')}>{s === 'send' ? l.send : l.receive}</label>
          </div>
        ))}
        {message('side')}
      </fieldset>
      <div className={err.to ? 'field has-error' : 'field'}>
        <label htmlFor={f('to')}>{l.to}</label>
        <select id={f('to')} name="to" defaultValue={v.to} aria-invalid={err.to ? true : undefined} aria-describedby={described('to')}>
          {p.groups.map((g) => <optgroup key={g.label} label={g.label}>{g.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}</optgroup>)}
        </select>
        {message('to')}
      </div>
      {full ? (
        <div className={err.date ? 'field has-error' : 'field'}>
          <label htmlFor={f('date')}>{l.date}</label>
          <p className="hint" id={`${f('date')}-hint`}>{l.dateHint}</p>
          <input id={f('date')} name="date" type="date" min={p.min} max={p.max} defaultValue={v.date} aria-invalid={err.date ? true : undefined} aria-describedby={described('date', true)} />
          {message('date')}
        </div>
      ) : null}
    </div>
  );
}

export function TransferCalculator(p: CalculatorProps) {
  const H = p.heading === 2 ? 'h2' : 'h3';
  const answer = useRef<HTMLDivElement>(null);
  const { shown, busy, later, now } = useQuote(p, answer);
  const err = Object.fromEntries(shown.errors.map((e) => [e.field, e.message]));
  // The calculator page's answer carries the anchor the form's action names (the result or,
  // instead of it, the error summary); the short forms elsewhere open that page at it.
  const anchor = CALC_RESULT_ANCHOR[p.lang];
  const at = (has: boolean) => (has && p.full ? { id: anchor, ref: answer } : {});
  return (
    <form className="calc-form" method="get" action={`${p.action}#${anchor}`} onChange={later} onSubmit={now} noValidate>
      {shown.errors.length && shown.summary ? (
        <div className="error-summary" tabIndex={-1} {...at(true)}>
          <div role="alert">
            <H>{p.labels.problem}</H>
            <ul>{shown.errors.map((e) => <li key={e.field}><a href={`#${p.id}-${e.field}`}>{e.message}</a></li>)}</ul>
          </div>
        </div>
      ) : null}
      <Fields p={p} err={err} />
      <button type="submit" className="button primary">{p.labels.submit}</button>
      <div className="calc-result" aria-live="polite" aria-busy={busy} {...at(!!shown.result && !shown.errors.length)}>
        {shown.result ? <Result r={shown.result} link={`${p.action}?${resultQuery(shown.values, p.full)}`} heading={p.labels.link} H={H} /> : null}
      </div>
    </form>
  );
}
