// A quote as the visitor reads it, in the page's language: every figure formatted, every
// sentence made here. The result page and GET /api/quote both send exactly this.
import type { Limit } from '../content/facts/fees-schema.js';
import type { ResultView } from '../../shared/calculator.js';
import { divHalfUp, fromContent } from '../money.js';
import { decimalText, formatDate, formatDecimal, formatMoney, formatPercent, minorDigits } from '../../shared/format.js';
import { OVERLAYS } from '../../shared/site-rules.js';
import { RATE_SCALE } from '../rates/tcmb-xml.js';
import type { Quote, AppliedRate } from './quote.js';
import type { Locale } from '../../shared/locale.js';
import { destinationLabel } from './form.js';
import { bulletinNotes, BULLETIN_TIME, type BulletinFacts } from './bulletin-note.js';

type T = (source: string, vars?: Record<string, string>) => string;
/** What the notes under a result say about the rate's bulletin depends on (bulletin-note.ts). */
export type RateCircumstances = Omit<BulletinFacts, 'rateDate' | 'date' | 'today'>;
export interface ViewCtx { locale: Locale; t: T; limitsUrl: string; today: string; rates: RateCircumstances }

const rateText = (r: AppliedRate, rate: bigint, currency: string, locale: Locale) =>
  `${r.unit} ${currency} = ${formatDecimal(rate, RATE_SCALE, locale)} TL`;

const periodWords: Record<Limit['period'], string> = { transaction: 'İşlem başına', day: 'Günlük', month: 'Aylık', balance: 'Bakiye' };

function arrivalText(q: Quote, { locale, t }: ViewCtx): string {
  const a = q.arrival;
  if (a.instant) return t('Dakikalar içinde');
  return a.from === a.to ? formatDate(a.from, locale) : `${formatDate(a.from, locale)} – ${formatDate(a.to, locale)}`;
}

function arrivalNote(q: Quote, { locale, t }: ViewCtx): string | undefined {
  if (q.arrival.instant) return undefined;
  const names = [...new Set(q.arrival.skipped.map((s) => `${s.name} (${formatDate(s.date, locale)})`))];
  const days = t('İş günü hesabıyla; hafta sonları, Türkiye\'nin ve alıcı ülkenin resmî tatilleri sayılmaz.');
  return names.length ? `${days} ${t('Aradaki tatiller: {{names}}.', { names: names.join(', ') })}` : days;
}

function rateRows(q: Quote, ctx: ViewCtx): ResultView['rows'] {
  const { locale, t } = ctx;
  const r = q.rate;
  if (!r) return [];
  const source = t('TCMB gösterge niteliğindeki döviz satış kuru, {{date}} {{time}} bülteni ({{no}})', { date: formatDate(r.date, locale), time: BULLETIN_TIME, no: r.bulletin });
  return [
    { label: t('Uygulanan kur'), value: rateText(r, r.applied, q.corridor.currency, locale) },
    { label: t('Referans kur'), value: rateText(r, r.reference, q.corridor.currency, locale), note: source },
    { label: t('Referans kura göre fark'), value: formatPercent(markupOf(q), locale), note: markupNote(q, r, ctx) },
  ];
}

/** The markup the fees table shows for this destination and day (written as the table writes it), in hundredths of a per cent. */
const markupOf = (q: Quote) => (q.weekendRate ? q.corridor.markup!.weekend : q.corridor.markup!.weekday);
const scheduleMarkup = (q: Quote) => fromContent(markupOf(q), 2);

/** Which markup applies, and what the four-decimal rate makes of it where that differs (PKR: 2.5 % becomes 2.52 %). */
function markupNote(q: Quote, r: AppliedRate, { locale, t }: ViewCtx): string {
  const which = q.weekendRate ? t('Hafta sonu ve resmî tatil oranı') : t('Hafta içi oranı');
  if (r.markupBp === scheduleMarkup(q)) return which;
  return `${which}. ${t('Kur dört ondalığa yuvarlandığı için fiilen {{percent}}.', { percent: formatPercent(Number(decimalText(r.markupBp, 2)), locale) })}`;
}

/** What sending costs in lira: the fee, and what the markup takes from the amount converted. */
function costRow(q: Quote, { locale, t }: ViewCtx): ResultView['rows'][number] | undefined {
  if (!q.rate) return undefined;
  // At the reference rate the converted lira would buy applied/reference times as much.
  const markup = divHalfUp(q.converted.minor * (q.rate.applied - q.rate.reference), q.rate.applied);
  const total = { minor: q.fee.minor + markup, currency: q.fee.currency };
  return { label: t('Toplam maliyet'), value: formatMoney(total, locale), note: t('Ücret {{fee}} ve kur farkı {{markup}}', { fee: formatMoney(q.fee, locale), markup: formatMoney({ minor: markup, currency: q.fee.currency }, locale) }) };
}

function notes(q: Quote, ctx: ViewCtx): string[] {
  const { t } = ctx;
  const out: string[] = [];
  if (q.corridor.markup && !q.rate) out.push(t('Bu para birimi için kur uygulamada gösterilir; alıcıya ulaşacak tutarı orada, onaylamadan önce görürsün.'));
  if (q.rate) out.push(...bulletinNotes({ ...ctx.rates, rateDate: q.rate.date, today: ctx.today, date: (d) => formatDate(d, ctx.locale) }, t));
  if (q.weekendRate) out.push(t('Hafta sonu ve resmî tatillerde kur farkı daha yüksektir; hafta içi gönderirsen daha az ödersin.'));
  return out;
}

export function quoteView(q: Quote, ctx: ViewCtx): ResultView {
  const { locale, t } = ctx;
  const receive = q.receive ? formatMoney(q.receive, locale) : undefined;
  const rows: ResultView['rows'] = [
    { label: t('Nereye ve nasıl'), value: destinationLabel(q.corridor, locale, t) },
    { label: t('Gönderdiğin tutar'), value: formatMoney(q.send, locale) },
    { label: t('Ücret'), value: formatMoney(q.fee, locale) },
    ...(q.corridor.markup ? [{ label: t('Çevrilen tutar'), value: formatMoney(q.converted, locale) }] : []),
    ...rateRows(q, ctx),
    { label: t('Alıcıya ulaşan tutar'), value: receive ?? t('Uygulamada gösterilir') },
    { label: t('Tahmini varış'), value: arrivalText(q, ctx), note: arrivalNote(q, ctx) },
    ...[costRow(q, ctx)].filter((row) => row !== undefined),
  ];
  return {
    headline: receive ? t('Alıcıya {{amount}} ulaşır', { amount: receive }) : t('Ücret {{fee}}', { fee: formatMoney(q.fee, locale) }),
    rows,
    notes: notes(q, ctx),
    fields: { send: formatDecimal(q.send.minor, minorDigits(q.send.currency), locale), receive: q.receive ? formatDecimal(q.receive.minor, minorDigits(q.receive.currency), locale) : '' },
    next: { text: t('Gönderimi uygulamada tamamlarsın.'), label: t('Uygulamada gönder'), url: `#${OVERLAYS.qr}` },
    limits: {
      heading: t('Geçerli limitler (kimliği doğrulanmış hesap)'),
      items: q.limits.map((l) => `${t(periodWords[l.period])}: ${l.tiers.verified === null ? t('Kullanılamaz') : formatMoney({ minor: fromContent(l.tiers.verified, minorDigits(l.currency)), currency: l.currency }, locale)}`),
      link: { label: t('Tüm limitler'), url: ctx.limitsUrl },
    },
  };
}

/** The figures as plain decimals, for programs reading GET /api/quote. */
export function quoteAmounts(q: Quote): Record<string, string> {
  const m = (x: { minor: bigint; currency: string }) => decimalText(x.minor, minorDigits(x.currency));
  return {
    currency: q.corridor.currency, send: m(q.send), fee: m(q.fee), converted: m(q.converted),
    ...(q.receive ? { receive: m(q.receive) } : {}),
    ...(q.rate ? { unit: String(q.rate.unit), referenceRate: decimalText(q.rate.reference, RATE_SCALE), appliedRate: decimalText(q.rate.applied, RATE_SCALE), markupPercent: decimalText(scheduleMarkup(q), 2), effectiveMarkupPercent: decimalText(q.rate.markupBp, 2), bulletinDate: q.rate.date } : {}),
    arrivalFrom: q.arrival.from, arrivalTo: q.arrival.to, scheduleFrom: q.scheduleFrom,
  };
}
