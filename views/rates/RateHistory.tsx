// A currency's history on its page: the period links (no script: each is a URL the CDN keeps),
// the chart, the period's high, low and change, and the same figures as a table.
import { useView } from '../context.js';
import { RateChart } from './RateChart.js';
import { RateStats } from './RateStats.js';
import { RateTable } from './RateTable.js';
import type { RatePoint } from './stats.js';

interface Props {
  code: string;
  unit: number;
  period: number;
  periods: { period: number; href: string; current: boolean }[];
  points: readonly RatePoint[];
}

export function RateHistoryView({ code, unit, periods, points }: Props) {
  const { t } = useView();
  const label = (p: number) => (p === 365 ? t('1 yıl') : t('{{days}} gün', { days: String(p) }));
  return (
    <section className="block rate-history" aria-labelledby="history-heading">
      <div className="container">
        <h2 id="history-heading">{t('Geçmiş')}</h2>
        <nav className="period-links" aria-label={t('Dönem')}>
          <ul>
            {periods.map((p) => <li key={p.period}><a href={p.href} aria-current={p.current ? 'page' : undefined}>{label(p.period)}</a></li>)}
          </ul>
        </nav>
        <RateChart currency={code} unit={unit} points={points} />
        <RateStats points={points} />
        <RateTable currency={code} unit={unit} points={points} />
      </div>
    </section>
  );
}
