// One currency's forex selling rate over a period as an inline SVG line, drawn on the server
// (no script). The outer SVG is in CSS pixels so its labels stay readable at any width; the plot
// inside it has its own viewBox, stretched to the width, with a stroke that does not stretch.
import { useId } from 'react';
import { useView } from '../context.js';
import { formatDate, formatDay, formatDecimal } from '../../shared/format.js';
import { periodStats, type PeriodStats, type RatePoint } from './stats.js';
import { PLOT_H, gridPath, linePath, tickValue, xTicks, yAxis, yOf, type YAxis } from './geometry.js';
import { currencyLabel, lira } from './words.js';

export interface RateChartProps {
  /** ISO code, "EUR", and how many units the rates are for (100 for JPY-style quotes). */
  currency: string;
  unit: number;
  /** Every calendar day of the period, oldest first; value null when no bulletin was published. */
  points: readonly RatePoint[];
}

/** Where the plot sits in the SVG's height (%): room above for the top label, below for the dates. */
const TOP = 8;
const PLOT = 78;
const pct = (n: number) => `${Math.round(n * 10) / 10}%`;

export function RateChart({ currency, unit, points }: RateChartProps) {
  const { locale, t } = useView();
  const id = useId();
  const stats = periodStats(points);
  if (!stats) return <p className="rate-chart-empty">{t('Bu dönemde yayımlanmış bülten yok.')}</p>;
  const axis = yAxis(stats.low.value, stats.high.value);
  const width = Math.max(points.length - 1, 1);
  const { title, desc } = chartText(stats, currency, unit, points, { locale, t });
  return (
    <div className="rate-chart">
      <svg className="rate-chart-svg" role="img" aria-labelledby={`${id}t`} aria-describedby={`${id}d`} width="100%" height="240">
        <title id={`${id}t`}>{title}</title>
        <desc id={`${id}d`}>{desc}</desc>
        {/* Under the line, so no day of it is ever hidden behind a label. */}
        <YLabels axis={axis} locale={locale} />
        <svg y={pct(TOP)} width="100%" height={pct(PLOT)} viewBox={`0 0 ${width} ${PLOT_H}`} preserveAspectRatio="none" overflow="visible">
          <path className="rate-chart-grid" d={gridPath(axis, width)} fill="none" stroke="currentColor" vectorEffect="non-scaling-stroke" />
          <path className="rate-chart-line" d={linePath(points, (v) => yOf(axis, v))} fill="none" stroke="currentColor" vectorEffect="non-scaling-stroke" />
        </svg>
        <XLabels points={points} width={width} locale={locale} />
      </svg>
    </div>
  );
}

type Words = Pick<ReturnType<typeof useView>, 'locale' | 't'>;

/** The chart's name and what it shows, in the page's language. */
function chartText(s: PeriodStats, currency: string, unit: number, points: readonly RatePoint[], { locale, t }: Words) {
  const title = t('{{currency}} döviz satış kuru, {{date}} tarihine kadar {{days}} gün', {
    currency: currencyLabel(currency, unit, locale), date: formatDate(points.at(-1)!.date, locale), days: String(points.length),
  });
  const desc = t('{{first}}\'den {{last}}\'ye; en yüksek {{high}} ({{highDate}}), en düşük {{low}} ({{lowDate}}).', {
    first: lira(s.first.value, locale), last: lira(s.last.value, locale),
    high: lira(s.high.value, locale), highDate: formatDate(s.high.date, locale),
    low: lira(s.low.value, locale), lowDate: formatDate(s.low.date, locale),
  });
  return { title, desc };
}

/** Each gridline's value, above it at the left edge. */
function YLabels({ axis, locale }: { axis: YAxis; locale: Words['locale'] }) {
  return axis.ticks.map((v) => (
    <text key={String(v)} className="rate-chart-y" x="0" y={pct(TOP + (PLOT * yOf(axis, v)) / PLOT_H)} dy="-4">
      {formatDecimal(tickValue(axis, v), axis.decimals, locale)}
    </text>
  ));
}

/** A few dates along the bottom: the ends with their year; narrower screens keep fewer between them. */
function XLabels({ points, width, locale }: { points: readonly RatePoint[]; width: number; locale: Words['locale'] }) {
  const ticks = xTicks(points.length);
  return ticks.map((i, k) => {
    const end = k === 0 || k === ticks.length - 1;
    const anchor = k === 0 ? 'start' : k === ticks.length - 1 ? 'end' : 'middle';
    const date = points[i]!.date;
    return (
      <text key={i} className={end ? 'rate-chart-x' : `rate-chart-x rate-chart-${k % 2 ? 'minor' : 'mid'}`} x={pct((100 * i) / width)} y="100%" dy="-4" textAnchor={anchor}>
        {end ? formatDate(date, locale) : formatDay(date, locale)}
      </text>
    );
  });
}
