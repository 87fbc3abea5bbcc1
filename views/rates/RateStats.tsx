// The period in three figures: its highest and lowest rate with their days, and how much the
// rate moved from the first bulletin of the period to the last.
import { useView } from '../context.js';
import { formatDate } from '../../shared/format.js';
import { periodStats, type RatePoint } from './stats.js';
import { lira, signedChange } from './words.js';

export interface RateStatsProps {
  /** The chart's days, oldest first. */
  points: readonly RatePoint[];
}

export function RateStats({ points }: RateStatsProps) {
  const { locale, t } = useView();
  const s = periodStats(points);
  if (!s) return null;
  const range = `${formatDate(s.first.date, locale)} – ${formatDate(s.last.date, locale)}`;
  return (
    <dl className="rate-stats">
      <div>
        <dt>{t('En yüksek')}</dt>
        <dd><strong>{lira(s.high.value, locale)}</strong> <span>{formatDate(s.high.date, locale)}</span></dd>
      </div>
      <div>
        <dt>{t('En düşük')}</dt>
        <dd><strong>{lira(s.low.value, locale)}</strong> <span>{formatDate(s.low.date, locale)}</span></dd>
      </div>
      <div>
        <dt>{t('Değişim')}</dt>
        <dd><strong>{signedChange(s.change, s.changePercent, locale)}</strong> <span>{range}</span></dd>
      </div>
    </dl>
  );
}
