// The dated fee schedule (content/data/fees.json): the file's top level is the base schedule,
// in force from its `validFrom`; `schedules` lists earlier and coming ones, each naming only the
// figures in which it differs from the base. The schedule in force on a day is the one with the
// latest `validFrom` on or before it; a coming one takes over at the start of its day, Türkiye
// time, by the site's clock (as campaigns do), with no content change.
import type { FeeSchedule, Fee, Corridor } from '../content/facts/fees-schema.js';
import { turkeyDate } from '../content/campaign-state.js';

/** Türkiye has kept UTC+3 all year since 2016. */
const TR_OFFSET_MS = 3 * 3600_000;

export interface Schedule {
  validFrom: string;
  fees: Fee[];
  corridors: Corridor[];
  /** Fee and corridor ids whose figures differ from the base. */
  changed: ReadonlySet<string>;
}

/** Every schedule's date, oldest first (the base among them). */
export const scheduleDates = (s: FeeSchedule): string[] => [s.validFrom, ...s.schedules.map((d) => d.validFrom)].sort();

const built = new WeakMap<FeeSchedule, Map<string, Schedule>>();
/** The schedule that starts on `validFrom` (one of scheduleDates), figures complete. */
export function scheduleFrom(s: FeeSchedule, validFrom: string): Schedule | undefined {
  let byDate = built.get(s);
  if (!byDate) built.set(s, (byDate = new Map()));
  const hit = byDate.get(validFrom);
  if (hit) return hit;
  const dated = s.schedules.find((d) => d.validFrom === validFrom);
  if (!dated && validFrom !== s.validFrom) return undefined;
  const fees = new Map(dated?.fees.map((f) => [f.id, f]));
  const markups = new Map(dated?.corridors.map((c) => [c.id, c.markup]));
  const schedule: Schedule = {
    validFrom,
    fees: s.fees.map((f) => (fees.has(f.id) ? { ...f, amount: fees.get(f.id)!.amount, percent: fees.get(f.id)!.percent } : f)),
    corridors: s.corridors.map((c) => (markups.has(c.id) ? { ...c, markup: markups.get(c.id) } : c)),
    changed: new Set([...fees.keys(), ...markups.keys()]),
  };
  byDate.set(validFrom, schedule);
  return schedule;
}

/** The schedule in force on a day (YYYY-MM-DD); undefined before the first one. */
export function scheduleOn(s: FeeSchedule, date: string): Schedule | undefined {
  const from = scheduleDates(s).filter((d) => d <= date).pop();
  return from === undefined ? undefined : scheduleFrom(s, from);
}

/** In force now, the next one to take over (if published), and those before. */
export function scheduleState(s: FeeSchedule, now: Date) {
  const today = turkeyDate(now);
  const dates = scheduleDates(s);
  const current = scheduleOn(s, today);
  const nextDate = dates.find((d) => d > today);
  return {
    current,
    next: nextDate === undefined ? undefined : scheduleFrom(s, nextDate),
    earlier: dates.filter((d) => d < (current?.validFrom ?? today)).reverse(),
    /** When the next schedule takes over: the start of its day in Türkiye. */
    takesOverAt: nextDate === undefined ? undefined : new Date(Date.parse(`${nextDate}T00:00:00Z`) - TR_OFFSET_MS),
  };
}

/** A schedule as the public JSON gives it (docs/calculator.md). */
export function scheduleJson(s: Schedule) {
  return {
    validFrom: s.validFrom,
    fees: s.fees.map(({ id, label, amount, percent, currency }) => ({ id, label, amount, percent, currency })),
    corridors: s.corridors.map(({ id, country, currency, method, fee, markup, arrival }) => ({ id, country, currency, method, fee, markup, arrival })),
  };
}
