import type { BlockProps } from '../props.js';
import { useView } from '../../views/context.js';
import { formatFee } from '../../server/content/facts/format.js';
import { formatDate } from '../../shared/format.js';
import { selectFees } from '../../server/content/facts/select.js';
import { scheduleState } from '../../server/calculator/schedule.js';
import { FactTable } from './FactTable.js';

/** The fees of the schedule in force today; a fee the coming schedule changes shows the new figure beside it. */
export function FeeTable({ block: b, first, data }: BlockProps<'feeTable'>) {
  const { site, locale, t } = useView();
  const state = scheduleState(site.fees, new Date(`${data.today ?? site.fees.validFrom}T12:00:00+03:00`));
  const current = state.current ?? { fees: site.fees.fees, validFrom: site.fees.validFrom };
  const fees = selectFees({ ...site.fees, fees: current.fees }, b);
  const next = state.next;
  const cell = (f: (typeof fees)[number]) => {
    const now = formatFee(f, locale, { table: true });
    const then = next?.changed.has(f.id) ? formatFee(next.fees.find((x) => x.id === f.id)!, locale, { table: true }) : undefined;
    return then && then !== now ? <>{now}<br /><small className="calc-next">{t('{{date}} itibarıyla', { date: formatDate(next!.validFrom, locale) })}: {then}</small></> : now;
  };
  return (
    <FactTable
      id={b.id} title={b.title} caption={b.caption} first={first}
      columns={[t('İşlem'), t('Ücret')]}
      rows={fees.map((f) => [f.label[locale], cell(f)])}
      notes={[`${site.fees.note[locale]} ${t('Bu tablodaki tutarlar {{date}} tarihinden itibaren geçerlidir.', { date: formatDate(current.validFrom, locale) })}`, b.note]}
    />
  );
}
