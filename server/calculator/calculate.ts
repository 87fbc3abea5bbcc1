// From a query (the result page's URL, or GET /api/quote) to what the visitor sees: the values
// as typed (for the form), a result, or errors naming each field. One function for the page and
// the API, so both show the same numbers. Nothing the visitor typed reaches a cache key or a log.
import type { i18n } from 'i18next';
import type { Translate } from '../i18n.js';
import type { ContentSource } from '../content/source.js';
import type { RatesSource } from '../rates/source.js';
import type { Router } from '../routes/paths.js';
import type { CalcError, CalcValues, ResultView } from '../../shared/calculator.js';
import { CALC_FIELDS } from '../../shared/calculator.js';
import { FORM_FIELDS, pickAmount, type AmountFields } from '../../shared/calculator.js';
import { holidayIndex } from '../content/holidays.js';
import { turkeyDate } from '../content/campaign-state.js';
import { formatDate } from '../../shared/format.js';
import type { Corridor } from '../content/facts/fees-schema.js';
import { parseDecimal } from '../money.js';
import { minorDigits, formatMoney } from '../../shared/format.js';
import { quote, limitFor, type Quote, type QuoteProblem } from './quote.js';
import { quoteView, quoteAmounts } from './view.js';
import { addDays, isCalendarDate } from '../calendar.js';
import { BULLETIN_TIME } from './bulletin-note.js';
import { MAX_DAYS_AHEAD, DEFAULT_CORRIDOR } from './form.js';
export { MAX_DAYS_AHEAD, DEFAULT_CORRIDOR };
import { scheduleOn } from './schedule.js';
import type { Locale } from '../../shared/locale.js';
import { LIMITS_ANCHOR } from '../../shared/anchors.js';

/** More integer digits than this is not an amount anyone sends. */
const MAX_DIGITS = 12;
const TOO_LARGE = 'Bu tutar çok büyük; limitleri aşıyor.';
/** What is shown back of a value that was not understood. */
const ECHO = 40;

/** What a calculation reads: the content (fees, holidays), the rates, the fees page's path, the dictionary. */
export interface CalculatorDeps { content: ContentSource; rates: RatesSource; router: Pick<Router, 'pathFor'>; i18n: i18n }

export interface Calculation {
  values: CalcValues;
  errors: CalcError[];
  result?: ResultView;
  amounts?: Record<string, string>;
  quote?: Quote;
  /** A result for today changes with the clock: at a cut-off time or 13:00 on an eve. */
  expires?: Date;
}

const one = (v: unknown): string | undefined | null => (v === undefined ? undefined : typeof v === 'string' ? v : null);

/** The amount as typed in the page's language (1.250,50 or 1,250.50) into a plain decimal, or why not. */
export function readAmount(typed: string, locale: Locale, digits: number): { value: bigint } | { problem: string } {
  // "1.250,50 TL", "₺1,250.50", "TRY 1250": the currency's sign or code is not part of the number.
  const text = typed.replace(/[\s\u00a0]|^(?:₺|TL|TRY)|(?:₺|TL|TRY)$/gi, '');
  if (!text) return { problem: 'Gönderilecek ya da alıcıya ulaşacak tutarı yaz.' };
  if (text.startsWith('-')) return { problem: 'Tutar sıfırdan büyük olmalı.' };
  // Both marks: the last one is the decimal point, in either language's way of writing.
  const both = text.includes('.') && text.includes(',');
  const [group, point] = both ? (text.lastIndexOf(',') > text.lastIndexOf('.') ? ['.', ','] : [',', '.']) : locale === 'tr' ? ['.', ','] : [',', '.'];
  // "1250.50" on a Turkish page (or "1250,50" on an English one) cannot be a thousands group: a decimal.
  if (new RegExp(`^\\d+\\${group}\\d{1,2}$`).test(text)) return readAmount(text.replace(group, point), locale, digits);
  const grouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+(\\${point}\\d+)?$`);
  const plain = new RegExp(`^\\d+(\\${point}\\d+)?$`);
  if (!grouped.test(text) && !plain.test(text)) return { problem: 'Tutarı yalnızca rakamla yaz, örneğin 1250 ya da 1250,50.' };
  const decimal = text.split(group).join('').replace(point, '.');
  const [whole, frac = ''] = decimal.split('.');
  if (whole!.replace(/^0+/, '').length > MAX_DIGITS) return { problem: TOO_LARGE };
  if (frac.length > digits) return { problem: digits ? 'Tutarda en fazla {{digits}} ondalık basamak olabilir.' : 'Bu para biriminde tutar kuruşsuz yazılır.' };
  const value = parseDecimal(decimal, digits)!;
  return value > 0n ? { value } : { problem: 'Tutar sıfırdan büyük olmalı.' };
}

interface Read { values: CalcValues; errors: CalcError[]; corridor?: Corridor }

function readQuery(query: Record<string, unknown>, deps: { corridors: Corridor[]; today: string; locale: Locale }, t: Translate): Read & { raw: Record<string, string> } {
  const raw: Record<string, string> = {};
  const errors: CalcError[] = [];
  for (const f of CALC_FIELDS) {
    const v = one(query[f]);
    if (v === null) errors.push({ field: f, message: t('Bu alan bir kez gönderilmeli.') });
    raw[f] = typeof v === 'string' ? v.slice(0, ECHO) : '';
  }
  if (query.amount === undefined) Object.assign(raw, formAmount(query, errors, t));
  const side = raw.side === 'receive' ? 'receive' : 'send';
  if (raw.side && raw.side !== 'send' && raw.side !== 'receive') errors.push({ field: 'side', message: t('Gönderilecek tutarı mı, alıcıya ulaşacak tutarı mı yazdığını seç.') });
  const corridor = deps.corridors.find((c) => c.id === (raw.to || DEFAULT_CORRIDOR));
  if (!corridor) errors.push({ field: 'to', message: t('Listeden bir alıcı ülke ve teslim şekli seç.') });
  const date = raw.date || deps.today;
  const max = addDays(deps.today, MAX_DAYS_AHEAD);
  if (!isCalendarDate(date) || date < deps.today || date > max) {
    errors.push({ field: 'date', message: t('Gönderim tarihi bugün ile {{max}} arasında bir gün olmalı.', { max: formatDate(max, deps.locale) }) });
  }
  return { raw, errors, corridor, values: { amount: raw.amount!, side, to: corridor?.id ?? DEFAULT_CORRIDOR, date: errors.some((e) => e.field === 'date') ? raw.date! : date } };
}

/** The form's two linked amounts (sent without JavaScript) as one amount and its side. */
function formAmount(query: Record<string, unknown>, errors: CalcError[], t: Translate): Pick<CalcValues, 'amount' | 'side'> | undefined {
  if (!FORM_FIELDS.some((f) => query[f] !== undefined)) return undefined;
  const fields: AmountFields = { side: typeof query.side === 'string' ? query.side : undefined };
  for (const f of FORM_FIELDS) {
    const v = one(query[f]);
    if (v === null) errors.push({ field: 'amount', message: t('Bu alan bir kez gönderilmeli.') });
    fields[f] = typeof v === 'string' ? v : '';
  }
  const picked = pickAmount(fields);
  return { amount: picked.amount.slice(0, ECHO), side: picked.side };
}

/** Why the typed amount cannot be read; one too large names the destination's limit when it has one. */
function amountProblem(problem: string, fees: Parameters<typeof limitFor>[0], v: CalcValues, digits: number, locale: Locale, t: Translate): string {
  const limit = problem === TOO_LARGE ? limitFor(fees, v.to, v.date) : undefined;
  return limit ? t('Tek işlemde en fazla {{limit}} gönderebilirsin.', { limit: formatMoney(limit, locale) }) : t(problem, { digits: String(digits) });
}

function problemText(p: QuoteProblem, locale: Locale, t: Translate): string {
  switch (p.kind) {
    case 'tooSmall': return t('Gönderebileceğin en küçük tutar {{min}}; daha azı ücreti karşılamaz.', { min: formatMoney(p.limit!, locale) });
    case 'overLimit': return t('Tek işlemde en fazla {{limit}} gönderebilirsin.', { limit: formatMoney(p.limit!, locale) });
    case 'noRate': return t('Bu para birimi için kur uygulamada gösterilir; burada gönderilecek tutarı yazabilirsin.');
    case 'unknown': return t('Listeden bir alıcı ülke ve teslim şekli seç.');
    case 'noSchedule': return t('Bu tarih için ücret tarifesi yok.');
  }
}

/** Minutes after midnight in Türkiye (UTC+3 all year). */
const turkeyMinutes = (now: Date) => Math.floor(((now.getTime() / 60_000) + 180) % 1440);

// The calculator's fixed words, translated once per dictionary and language (a result asks for
// some twenty). Keys are the code's own strings, so the map is finite.
const wordCache = new WeakMap<object, Map<string, string>>();
function fixedWords(deps: Pick<CalculatorDeps, 'i18n'>, locale: Locale, t: Translate): Translate {
  let byLocale = wordCache.get(deps.i18n);
  if (!byLocale) wordCache.set(deps.i18n, (byLocale = new Map()));
  // A sentence with values is translated once with markers in their places, then filled in.
  return (source, vars) => {
    const names = vars ? Object.keys(vars) : [];
    const key = `${locale}|${source}|${names.join(',')}`;
    let w = byLocale!.get(key);
    if (w === undefined) byLocale!.set(key, (w = t(source, vars && Object.fromEntries(names.map((n) => [n, `\u0000${n}\u0000`])))));
    return vars ? w.replace(/\u0000(\w+)\u0000/g, (_, n: string) => vars[n] ?? '') : w;
  };
}

export async function calculate(deps: CalculatorDeps, locale: Locale, translate: Translate, query: Record<string, unknown>, now: Date): Promise<Calculation> {
  const t = fixedWords(deps, locale, translate);
  const site = await deps.content.getSite();
  const today = turkeyDate(now);
  const corridors = (scheduleOn(site.fees, today) ?? { corridors: site.fees.corridors }).corridors;
  const read = readQuery(query, { corridors, today, locale }, t);
  const { values, errors, corridor } = read;
  let amount: bigint | undefined;
  const digits = minorDigits(values.side === 'receive' && corridor ? corridor.currency : 'TRY');
  const a = readAmount(values.amount, locale, digits);
  if ('problem' in a) errors.push({ field: 'amount', message: amountProblem(a.problem, site.fees, values, digits, locale, t) });
  else amount = a.value;
  if (errors.length || amount === undefined) return { values, errors: sortErrors(errors) };
  const rates = await deps.rates.current();
  const holidays = holidayIndex(site.holidays);
  const minutes = turkeyMinutes(now);
  const r = quote({ amount, side: values.side, corridor: values.to, date: values.date, minutes: values.date === today ? minutes : 0 },
    { fees: site.fees, holidays, rates, locale });
  if ('problem' in r) return { values, errors: [{ field: r.problem.field, message: problemText(r.problem, locale, t) }] };
  const failing = deps.rates.failingSince?.();
  const circumstances = { sample: deps.rates.kind === 'file', minutes, sendDate: values.date, holidays, failingSince: failing && formatDateTime(failing, locale) };
  const view = quoteView(r.quote, { locale, t, limitsUrl: `${deps.router.pathFor('fees', {}, locale)}#${LIMITS_ANCHOR[locale]}`, today, rates: circumstances });
  return { values, errors: [], quote: r.quote, expires: nextChange(r.quote, values.date === today, today, now), result: view, amounts: quoteAmounts(r.quote) };
}

/** "28 Kasım 2026 14:05" (Türkiye time), for when the Central Bank stopped answering. */
const formatDateTime = (d: Date, locale: Locale) => {
  const m = turkeyMinutes(d);
  return `${formatDate(turkeyDate(d), locale)} ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** The next moment today at which a result may change: for today's sending a cut-off or 13:00 on
 *  an eve; for any day the bulletin's 15:30, when today's rate and the note about it change. */
function nextChange(q: Quote, sendsToday: boolean, today: string, now: Date): Date | undefined {
  const times = [BULLETIN_TIME, ...(sendsToday ? [q.corridor.arrival.cutoff, '13:00'] : [])].filter((x): x is string => !!x)
    .map((hhmm) => new Date(`${today}T${hhmm}:00+03:00`)).filter((d) => d > now);
  return times.length ? new Date(Math.min(...times.map(Number))) : undefined;
}

const sortErrors = (errors: CalcError[]) => [...errors].sort((a, b) => CALC_FIELDS.indexOf(a.field) - CALC_FIELDS.indexOf(b.field));
