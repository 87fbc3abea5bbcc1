// An earlier fee schedule: its dates, every fee and every calculator destination as they were.
import { useView } from '../context.js';
import { formatDate, formatFee } from '../../server/content/facts/format.js';
import type { Schedule } from '../../server/calculator/schedule.js';
import { FactTable } from '../blocks/fee-table/FactTable.js';
import { ScheduleTable } from '../blocks/corridor-table/CorridorTable.js';

export function FeesArchive({ schedule, title, until, json }: { schedule: Schedule; title: string; until?: string; json: string }) {
  const { locale, t, pathFor } = useView();
  const from = formatDate(schedule.validFrom, locale);
  return (
    <>
      <section className="block archive-intro">
        <div className="container narrow">
          <h1>{title}</h1>
          <p className="lead">{until ? t('Bu tarife {{from}} ile {{until}} arasında geçerliydi; artık geçerli değil.', { from, until }) : from}</p>
          <p><a href={pathFor('fees', {}, locale)}>{t('Geçerli ücret ve limitler')}</a> · <a href={json}>{t('Bu tarife JSON olarak')}</a></p>
        </div>
      </section>
      <FactTable title={t('Ücretler')} caption={`${t('Ücretler')}: ${title}`} columns={[t('İşlem'), t('Ücret')]}
        rows={schedule.fees.map((f) => [f.label[locale], formatFee(f, locale, { table: true })])} />
      <ScheduleTable title={t('Transfer ücretleri, kur farkları ve varış süreleri')} caption={`${t('Transfer ücretleri, kur farkları ve varış süreleri')}: ${title}`} schedule={schedule} />
    </>
  );
}
