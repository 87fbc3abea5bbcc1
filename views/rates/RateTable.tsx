// The chart's figures as a table, newest day first: every calendar day of the period, a day
// without a bulletin named as one, each rate with the four decimals the Central Bank publishes.
import { LRUCache } from 'lru-cache';
import { useView } from '../context.js';
import { formatDate } from '../../shared/format.js';
import type { RatePoint } from './stats.js';
import type { Locale } from '../../shared/locale.js';
import { currencyLabel, rateFigure } from './words.js';
import { isWeekend } from '../../server/calendar.js';

export interface RateTableProps {
  currency: string;
  unit: number;
  /** The same days as the chart's, oldest first. */
  points: readonly RatePoint[];
}

/** Longer periods fold the table away (a year is some 365 rows) so the page stays short. */
const FOLD_AFTER = 31;

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

// One row's HTML by its language, day, figure and gap label: the same days come back in every
// render of every period, and formatting a date and a rate is most of a row's cost. Bounded:
// a year of every currency in both languages fits; older days are evicted.
const rows = new LRUCache<string, string>({ max: 20_000 });

function rowHtml(p: RatePoint, locale: Locale, gap: { weekend: string; holiday: string }): string {
  const label = p.value === null ? (isWeekend(p.date) ? gap.weekend : gap.holiday) : '';
  const key = `${locale}|${p.date}|${p.value ?? label}`;
  let html = rows.get(key);
  if (html === undefined) {
    const cell = p.value === null ? escape(label) : rateFigure(p.value, locale);
    html = `<tr${p.value === null ? ' class="rate-table-gap"' : ''}><th scope="row"><time datetime="${escape(p.date)}">${escape(formatDate(p.date, locale))}</time></th><td>${cell}</td></tr>`;
    rows.set(key, html);
  }
  return html;
}

/**
 * The rows, newest first, as HTML text: a year is some 1,500 elements, which took React and the
 * formatters about 3.5 ms, two thirds of the page (docs/performance.md, "Exchange-rate pages").
 * Dates are ISO from the history; every word is escaped.
 */
function rowsHtml(points: readonly RatePoint[], locale: Locale, gap: { weekend: string; holiday: string }): string {
  let html = '';
  for (let i = points.length - 1; i >= 0; i--) html += rowHtml(points[i]!, locale, gap);
  return html;
}

export function RateTable({ currency, unit, points }: RateTableProps) {
  const { locale, t } = useView();
  const caption = t('{{currency}} döviz satış kuru, gün gün', { currency: currencyLabel(currency, unit, locale) });
  // Asked once, not per row: a year has some 110 days without a bulletin.
  const gap = { weekend: t('Bülten yok (hafta sonu)'), holiday: t('Bülten yok (tatil)') };
  const table = (
    <div className="table-scroll rate-table" tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead><tr><th scope="col">{t('Tarih')}</th><th scope="col">{t('Döviz satış kuru (TL)')}</th></tr></thead>
        <tbody dangerouslySetInnerHTML={{ __html: rowsHtml(points, locale, gap) }} />
      </table>
    </div>
  );
  if (points.length <= FOLD_AFTER) return table;
  return (
    <details className="rate-table-fold">
      <summary>{t('Günlük kurları göster ({{days}} gün)', { days: String(points.length) })}</summary>
      {table}
    </details>
  );
}
