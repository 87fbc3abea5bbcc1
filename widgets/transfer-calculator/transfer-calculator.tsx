// The transfer calculator: a GET form to the calculator page (its result and errors rendered by
// the server), which works without JavaScript. Its two linked amounts, what you send (TL) and what
// arrives (the destination's currency), each answer the other: without JavaScript the page fills
// in the other one; hydrated (a React island), 400 ms after the last keystroke the island asks
// GET /api/quote (the previous request aborted), writes the answer into the other field and shows
// the result, and on the calculator page keeps the address bar on the result's own URL. The
// fields stay uncontrolled, so hydration adopts whatever the visitor typed before the script arrived.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { CalcError, CalcValues, CalculatorProps, ResultView } from '../../shared/calculator.js';
import { pickAmount, resultQuery } from '../../shared/calculator.js';
import { SEARCH_DEBOUNCE_MS } from '../../shared/site-rules.js';
import { CALC_RESULT_ANCHOR } from '../../shared/anchors.js';

/** The question the form asks, read by the rule the server reads it by (pickAmount). */
function read(f: HTMLFormElement): CalcValues {
  const d = new FormData(f);
  const s = (k: string) => String(d.get(k) ?? '');
  return { ...pickAmount({ send: s('send'), receive: s('receive'), side: s('side'), shown: s('shown') }), to: s('to'), date: s('date') };
}

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

interface Shown { values: CalcValues; result?: ResultView; errors: CalcError[]; summary: boolean }

/** What is shown, brought up to date from GET /api/quote as the visitor types (after a pause) or submits. */
function useQuote(p: CalculatorProps, answer: RefObject<HTMLElement | null>) {
  // `summary`: the error summary shows for a press of the button (and the page sent without
  // JavaScript), not while typing, where it would push the field being typed in down the page.
  const [shown, setShown] = useState<Shown>({ values: p.values, result: p.result, errors: p.errors ?? [], summary: true });
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

  const ask = async (form: HTMLFormElement, v: CalcValues, summary: boolean) => {
    request.current?.abort();
    const c = (request.current = new AbortController());
    const q = resultQuery(v, p.full);
    setBusy(true);
    try {
      const res = await fetch(`/api/quote?${q}&lang=${p.lang}`, { signal: c.signal });
      const data = await res.json();
      const result: ResultView | undefined = res.ok ? data.result : undefined;
      // The other amount, answered: written into its field (and `shown`, so a native submit reads it as the page's own).
      (form.elements.namedItem(otherOf(v.side)) as HTMLInputElement).value = result?.fields[otherOf(v.side)] ?? '';
      setShown({ values: v, result, errors: res.ok ? [] : data.errors ?? [], summary });
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
  return { shown, busy, ask, timer, request, submitted };
}

type Amount = 'send' | 'receive';
const otherOf = (side: Amount): Amount => (side === 'send' ? 'receive' : 'send');
/** The field an error belongs beneath: an amount's under the amount typed, a bad side's under the first amount. */
const inputOf = (field: CalcError['field'], side: Amount) => (field === 'amount' ? side : field === 'side' ? 'send' : field);

/** The destination, the two linked amounts (each with its currency) and, on the calculator page,
 *  the date, each with its error beneath it: an error appearing as one types never moves the field. */
function Fields({ p, err, to, side, shown }: { p: CalculatorProps; err: Record<string, string>; to: string; side: Amount; shown: string }) {
  const { labels: l, full, values: v } = p;
  const f = (name: string) => `${p.id}-${name}`;
  const described = (name: string, ...more: string[]) => [...more, err[name] && `${f(name)}-error`].filter(Boolean).join(' ') || undefined;
  const message = (name: string) => (err[name] ? <p className="error" id={`${f(name)}-error`}>{err[name]}</p> : null);
  const box = (name: string) => (err[name] ? 'field has-error' : 'field');
  const currency = p.groups.flatMap((g) => g.options).find((o) => o.value === to)?.currency ?? '';
  // The server's page: the amount as typed in its field, the other computed from it.
  const first = { [v.side]: v.amount, [otherOf(v.side)]: p.result?.fields[otherOf(v.side)] ?? '' } as Record<Amount, string>;
  const amount = (name: Amount, label: string, code: string) => (
    <div className={`${box(name)} calc-amount`}>
      <label htmlFor={f(name)}>{label}</label>
      <div className="calc-money">
        <input id={f(name)} name={name} inputMode="decimal" autoComplete="off" maxLength={20} defaultValue={first[name]} aria-invalid={err[name] ? true : undefined} aria-describedby={described(name, `${f(name)}-cur`)} />
        <span className="calc-cur" id={`${f(name)}-cur`}>{code === 'TRY' ? 'TL' : code}</span>
      </div>
      {message(name)}
    </div>
  );
  return (
    <div className={full ? 'calc-fields' : 'calc-fields calc-short'}>
      <div className={`${box('to')} calc-to`}>
        <label htmlFor={f('to')}>{l.to}</label>
        <select id={f('to')} name="to" defaultValue={v.to} aria-invalid={err.to ? true : undefined} aria-describedby={described('to')}>
          {p.groups.map((g) => <optgroup key={g.label} label={g.label}>{g.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}</optgroup>)}
        </select>
        {message('to')}
      </div>
      {amount('send', l.send, 'TRY')}
      {amount('receive', l.receive, currency)}
      <input type="hidden" name="side" value={side} />
      <input type="hidden" name="shown" value={shown} />
      {full ? (
        <div className={`${box('date')} calc-date`}>
          <label htmlFor={f('date')}>{l.date}</label>
          <p className="hint" id={`${f('date')}-hint`}>{l.dateHint}</p>
          <input id={f('date')} name="date" type="date" min={p.min} max={p.max} defaultValue={v.date} aria-invalid={err.date ? true : undefined} aria-describedby={described('date', `${f('date')}-hint`)} />
          {message('date')}
        </div>
      ) : null}
    </div>
  );
}

export function TransferCalculator(p: CalculatorProps) {
  const H = p.heading === 2 ? 'h2' : 'h3';
  const answer = useRef<HTMLDivElement>(null);
  const { shown, busy, ask, timer, request, submitted } = useQuote(p, answer);
  // The destination chosen, whose currency the second amount shows.
  const [to, setTo] = useState(p.values.to);
  const asked = shown.values.side;
  const err: Record<string, string> = {};
  for (const e of shown.errors) err[inputOf(e.field, asked)] = [err[inputOf(e.field, asked)], e.message].filter(Boolean).join(' ');
  // The calculator page's answer carries the anchor the form's action names (the result or,
  // instead of it, the error summary); the short forms elsewhere open that page at it.
  const anchor = CALC_RESULT_ANCHOR[p.lang];
  const at = (has: boolean) => (has && p.full ? { id: anchor, ref: answer } : {});
  const later = (e: FormEvent<HTMLFormElement>) => {
    if ((e.target as HTMLSelectElement).name === 'to') setTo((e.target as HTMLSelectElement).value);
    clearTimeout(timer.current);
    request.current?.abort(); // an answer to the last question would overwrite what is being typed
    const f = e.currentTarget;
    const v = read(f);
    timer.current = setTimeout(() => void ask(f, v, false), SEARCH_DEBOUNCE_MS);
  };
  const now = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    clearTimeout(timer.current);
    submitted.current = true;
    void ask(e.currentTarget, read(e.currentTarget), true);
  };
  return (
    <form className="calc-form" method="get" action={`${p.action}#${anchor}`} onChange={later} onSubmit={now} noValidate>
      {shown.errors.length && shown.summary ? (
        <div className="error-summary" tabIndex={-1} {...at(true)}>
          <div role="alert">
            <H>{p.labels.problem}</H>
            <ul>{shown.errors.map((e) => <li key={e.field}><a href={`#${p.id}-${inputOf(e.field, asked)}`}>{e.message}</a></li>)}</ul>
          </div>
        </div>
      ) : null}
      <Fields p={p} err={err} to={to} side={asked} shown={shown.result?.fields[otherOf(asked)] ?? ''} />
      <button type="submit" className="button primary">{p.labels.submit}</button>
      <div className="calc-result" aria-live="polite" aria-busy={busy} {...at(!!shown.result && !shown.errors.length)}>
        {shown.result ? <Result r={shown.result} link={`${p.action}?${resultQuery(shown.values, p.full)}`} heading={p.labels.link} H={H} /> : null}
      </div>
    </form>
  );
}
