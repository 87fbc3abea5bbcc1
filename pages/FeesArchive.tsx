// An earlier fee schedule: its dates, every fee and every calculator destination as they were.
import { useView } from '../views/context.js';
import { formatFee } from '../server/content/facts/format.js';
import { formatDate } from '../shared/format.js';
import type { Schedule } from '../server/calculator/schedule.js';
import { FactTable } from '../blocks/fee-table/FactTable.js';
import { ScheduleTable } from '../blocks/corridor-table/CorridorTable.js';

export function FeesArchive({ schedule, title, until, json }: { schedule: Schedule; title: string; until?: { last: string; next: string }; json: string }) {
  const { locale, t, pathFor } = useView();
  const from = formatDate(schedule.validFrom, locale);
  return (
    <>
      <section className="block archive-intro">
        <div className="container narrow">
          <h1>{title}</h1>
          <p className="lead">{until ? t('Bu tarife {{from}} ile {{last}} (bu gün dahil) arasında geçerliydi; {{next}} tarihinde yenisi başladı.', { from, ...until }) : t('Bu tarife {{date}} tarihinden beri geçerli.', { date: from })}</p>
          <p><a href={pathFor('fees', {}, locale)}>{t('Geçerli ücret ve limitler')}</a> · <a href={pathFor('feesArchiveIndex', {}, locale)}>{t('Bütün tarifeler')}</a> · <a href={json}>{t('Bu tarife JSON olarak')}</a></p>
        </div>
      </section>
      <FactTable title={t('Ücretler')} caption={`${t('Ücretler')}: ${title}`} columns={[t('İşlem'), t('Ücret')]}
        rows={schedule.fees.map((f) => [f.label[locale], formatFee(f, locale, { table: true })])} />
      <ScheduleTable title={t('Transfer ücretleri, kur farkları ve varış süreleri')} caption={`${t('Transfer ücretleri, kur farkları ve varış süreleri')}: ${title}`} schedule={schedule} />
    </>
  );
}

/** The archive's index: every schedule, newest first, each with the days it applied and its page. */
export function FeesArchiveIndex({ title, entries }: { title: string; entries: { date: string; text: string; href: string }[] }) {
  const { locale, t, pathFor } = useView();
  return (
    <section className="block archive-intro">
      <div className="container narrow">
        <h1>{title}</h1>
        <p className="lead">{t('Ücret tarifemiz değiştiğinde eskisi burada kalır: geçmişte bir gün hangi ücretin, kur farkının ve varış süresinin geçerli olduğunu görebilirsin. Her tarife, başladığı günün başından (Türkiye saati) bir sonrakinin başladığı günden önceki günün sonuna kadar geçerlidir.')}</p>
        <ul className="archive-list">
          {entries.map((e) => <li key={e.date}><a href={e.href}>{formatDate(e.date, locale)}</a> – {e.text}</li>)}
        </ul>
        <p><a href={pathFor('fees', {}, locale)}>{t('Geçerli ücret ve limitler')}</a> · <a href="/api/fee-schedules">{t('Tarifeler JSON olarak')}</a></p>
      </div>
    </section>
  );
}
