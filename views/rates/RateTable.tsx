// The chart's figures as a table, newest day first: every calendar day of the period, a day
// without a bulletin named as one, each rate with the four decimals the Central Bank publishes.
import { useView } from '../context.js';
import { formatDate } from '../../shared/format.js';
import type { RatePoint } from './stats.js';
import { currencyLabel, rateFigure } from './words.js';
import { isWeekend } from '../../server/calculator/arrival.js';

export interface RateTableProps {
  currency: string;
  unit: number;
  /** The same days as the chart's, oldest first. */
  points: readonly RatePoint[];
}

/** Longer periods fold the table away (a year is some 365 rows) so the page stays short. */
const FOLD_AFTER = 31;

export function RateTable({ currency, unit, points }: RateTableProps) {
  const { locale, t } = useView();
  const caption = t('{{currency}} döviz satış kuru, gün gün', { currency: currencyLabel(currency, unit, locale) });
  const table = (
    <div className="table-scroll rate-table" tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead><tr><th scope="col">{t('Tarih')}</th><th scope="col">{t('Döviz satış kuru (TL)')}</th></tr></thead>
        <tbody>
          {[...points].reverse().map((p) => (
            <tr key={p.date} className={p.value === null ? 'rate-table-gap' : undefined}>
              <th scope="row"><time dateTime={p.date}>{formatDate(p.date, locale)}</time></th>
              <td>{p.value === null
                ? (isWeekend(p.date) ? t('Bülten yok (hafta sonu)') : t('Bülten yok (tatil)'))
                : rateFigure(p.value, locale)}</td>
            </tr>
          ))}
        </tbody>
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
