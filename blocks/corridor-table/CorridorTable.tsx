// Every calculator destination with the company's numbers for it, in the schedule in force
// today; a figure the coming schedule changes shows the new one beside it, with its date.
// The fee archive pages show an earlier schedule with the same table (ScheduleTable).
import type { ReactNode } from 'react';
import type { BlockProps } from '../props.js';
import { useView } from '../../views/context.js';
import { formatFee } from '../../server/content/facts/format.js';
import { formatDate, formatPercent } from '../../shared/format.js';
import { scheduleState, type Schedule } from '../../server/calculator/schedule.js';
import { corridorLabel, methodLabel, arrivalTerms } from '../../server/calculator/form.js';
import { FactTable } from '../fee-table/FactTable.js';
import type { Corridor } from '../../server/content/facts/fees-schema.js';
import type { Locale } from '../../shared/locale.js';
import { CALCULATOR_ANCHOR } from '../../shared/anchors.js';

type T = (source: string, vars?: Record<string, string>) => string;
interface Cells { id: string; label: string; method: string; fee: [string, string?]; weekday: [string, string?]; weekend: [string, string?]; arrival: string }

// The table's words and figures, made once per schedule, coming schedule and language: they
// are the same on every render (a content reload brings new schedule objects, so new entries).
const made = new WeakMap<Schedule, Map<string, Cells[]>>();
function cellsOf(schedule: Schedule, next: Schedule | undefined, locale: Locale, t: T): Cells[] {
  let byKey = made.get(schedule);
  if (!byKey) made.set(schedule, (byKey = new Map()));
  const key = `${locale}|${next?.validFrom ?? ''}`;
  const hit = byKey.get(key);
  if (hit) return hit;
  const fee = (s: Schedule, c: Corridor) => formatFee(s.fees.find((f) => f.id === c.fee)!, locale);
  const pct = (c: Corridor | undefined, k: 'weekday' | 'weekend') => (c?.markup ? formatPercent(c.markup[k], locale) : t('Kur farkı yok'));
  const pair = (now: string, then: string | undefined): [string, string?] => (then === undefined || then === now ? [now] : [now, then]);
  const cells = schedule.corridors.map((c): Cells => {
    const n = next?.corridors.find((x) => x.id === c.id);
    return {
      id: c.id, label: corridorLabel(c, locale, t), method: methodLabel(c, t),
      fee: pair(fee(schedule, c), next && fee(next, c)),
      weekday: pair(pct(c, 'weekday'), n && pct(n, 'weekday')),
      weekend: pair(pct(c, 'weekend'), n && pct(n, 'weekend')),
      arrival: arrivalTerms(c, t),
    };
  });
  byKey.set(key, cells);
  return cells;
}

export function ScheduleTable({ id, title, caption, first, schedule, next, notes = [], after, calculator }: {
  id?: string; title: string; caption: string; first?: boolean; schedule: Schedule; next?: Schedule; notes?: (string | undefined)[]; after?: ReactNode;
  /** The schedule in force: each destination links to the calculator with it chosen, and a jump list leads to each row. */
  calculator?: boolean;
}) {
  const { locale, t, pathFor } = useView();
  const from = next && t('{{date}} itibarıyla', { date: formatDate(next.validFrom, locale) });
  const beside = ([now, then]: [string, string?]) => (then === undefined ? now : <>{now}<br /><small className="calc-next">{from}: {then}</small></>);
  const cells = cellsOf(schedule, next, locale, t);
  const calc = pathFor('calculator', {});
  const name = (c: Cells) => (calculator ? <a href={`${calc}?to=${c.id}#${CALCULATOR_ANCHOR[locale]}`}>{c.label}</a> : c.label);
  const rows = cells.map((c) => [
    <>{name(c)}<br /><small>{c.method}</small></>, beside(c.fee), beside(c.weekday), beside(c.weekend), c.arrival,
  ]);
  const rowId = (c: Cells) => `${id ?? 'corridor'}-${c.id}`;
  const jump = calculator ? (
    <details className="jump-list">
      <summary>{t('Ülkeye git')}</summary>
      <ul>{cells.map((c) => <li key={c.id}><a href={`#${rowId(c)}`}>{c.label} <small>{c.method}</small></a></li>)}</ul>
    </details>
  ) : undefined;
  return (
    <FactTable id={id} title={title} caption={caption} first={first} className="corridor-table" rows={rows} after={after}
      before={jump} rowIds={calculator ? cells.map(rowId) : undefined}
      columns={[t('Nereye'), t('Ücret'), t('Kur farkı, hafta içi'), t('Kur farkı, hafta sonu ve tatil'), t('Varış')]}
      notes={[t('Kur farkı, TCMB\'nin gösterge niteliğindeki döviz satış kuruna eklenir.'), ...notes]} />
  );
}

export function CorridorTable({ block: b, data, first }: BlockProps<'corridorTable'>) {
  const { site, locale, t, pathFor } = useView();
  const state = scheduleState(site.fees, new Date(`${data.today ?? site.fees.validFrom}T12:00:00+03:00`));
  const current = state.current!;
  const archive = state.earlier.map((d) => ({ d, href: pathFor('feesArchive', { date: d }) }));
  return (
    <ScheduleTable id={b.id} title={b.title} caption={b.caption} first={first} schedule={current} next={state.next} calculator
      notes={[
        t('Bu tarife {{date}} tarihinden beri geçerli.', { date: formatDate(current.validFrom, locale) }),
        state.next ? t('{{date}} tarihinde yeni tarife başlıyor; değişen tutarlar yanlarında gösterildi.', { date: formatDate(state.next.validFrom, locale) }) : undefined,
        b.note,
      ]}
      after={archive.length ? <p className="note">{t('Önceki tarifeler')}: {archive.map((a, i) => <span key={a.d}>{i ? ', ' : ''}<a href={a.href}>{formatDate(a.d, locale)}</a></span>)} · <a href={pathFor('feesArchiveIndex', {})}>{t('Bütün tarifeler')}</a></p> : null} />
  );
}
