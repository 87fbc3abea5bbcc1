// A campaign's state from its dates, in Türkiye's time zone: soon before its start date, active
// through its end date (the whole day), ended after. Lists show active ones first, then those
// coming soon, then ended ones; a page that shows a state must not be cached past its change.
const TZ = 'Europe/Istanbul';
/** Türkiye has kept UTC+3 all year since 2016. */
const TR_OFFSET_MS = 3 * 3600_000;

export type CampaignState = 'soon' | 'active' | 'ended';
interface Dated { startDate: string; endDate: string }

// Made once: building a formatter costs far more than using one (it was a third of a home render).
const TURKEY_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
// A render asks for the same moment many times (each campaign's state and countdown).
let last = { time: NaN, date: '' };
/** Today's date in Türkiye as YYYY-MM-DD. */
export function turkeyDate(now: Date): string {
  const time = now.getTime();
  if (time !== last.time) last = { time, date: TURKEY_DAY.format(now) };
  return last.date;
}

export function campaignState(c: Dated, now: Date): CampaignState {
  const today = turkeyDate(now);
  return today < c.startDate ? 'soon' : today > c.endDate ? 'ended' : 'active';
}

/** When the state next changes: the start of the start day, or the end of the end day. */
export function nextChange(c: Dated, now: Date): Date | undefined {
  const start = Date.parse(`${c.startDate}T00:00:00Z`) - TR_OFFSET_MS;
  const end = Date.parse(`${c.endDate}T00:00:00Z`) - TR_OFFSET_MS + 24 * 3600_000;
  const t = now.getTime();
  return t < start ? new Date(start) : t < end ? new Date(end) : undefined;
}

/** The soonest change among campaigns, for the page cache. */
export function soonestChange(cs: Dated[], now: Date): Date | undefined {
  const ts = cs.map((c) => nextChange(c, now)?.getTime()).filter((t): t is number => t !== undefined);
  return ts.length ? new Date(Math.min(...ts)) : undefined;
}

const rank: Record<CampaignState, number> = { active: 0, soon: 1, ended: 2 };
/** Active first (ending soonest first), then coming soon (starting soonest), then ended (latest first). */
export function sortCampaigns<T extends Dated>(cs: T[], now: Date): (T & { state: CampaignState; countdown?: Countdown })[] {
  return cs
    .map((c) => ({ ...c, state: campaignState(c, now), countdown: countdown(c, now) }))
    .sort((a, b) => rank[a.state] - rank[b.state]
      || (a.state === 'active' ? a.endDate.localeCompare(b.endDate) : a.state === 'soon' ? a.startDate.localeCompare(b.startDate) : b.endDate.localeCompare(a.endDate)));
}

const DAY_MS = 24 * 3600_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** A countdown in whole Türkiye days: days left of a running campaign (0 on its last day), or days until one starts. */
export type Countdown = { kind: 'left' | 'starts'; days: number };

export function countdown(c: Dated, now: Date): Countdown | undefined {
  const today = turkeyDate(now);
  const state = campaignState(c, now);
  if (state === 'active') return { kind: 'left', days: dayNumber(c.endDate) - dayNumber(today) };
  if (state === 'soon') return { kind: 'starts', days: dayNumber(c.startDate) - dayNumber(today) };
  return undefined;
}

/** The next midnight in Türkiye: when a countdown's number changes. */
export function nextTurkeyMidnight(now: Date): Date {
  return new Date((dayNumber(turkeyDate(now)) + 1) * DAY_MS - TR_OFFSET_MS);
}

/** The earlier of two moments, either of which may be absent. */
export const earliest = (a: Date | undefined, b: Date | undefined): Date | undefined =>
  a && b ? (a < b ? a : b) : a ?? b;
