import type { BlockProps } from '../props.js';
import { useView } from '../../context.js';
import { formatDate, formatFee } from '../../../server/content/facts/format.js';
import { selectFees } from '../../../server/content/facts/select.js';
import { FactTable } from './FactTable.js';

export function FeeTable({ block: b, first }: BlockProps<'feeTable'>) {
  const { site, locale, t } = useView();
  const fees = selectFees(site.fees, b);
  return (
    <FactTable
      id={b.id} title={b.title} caption={b.caption} first={first}
      columns={[t('İşlem'), t('Ücret')]}
      rows={fees.map((f) => [f.label[locale], formatFee(f, locale, { table: true })])}
      notes={[`${site.fees.note[locale]} ${t('Bu tablodaki tutarlar {{date}} tarihinden itibaren geçerlidir.', { date: formatDate(site.fees.validFrom, locale) })}`, b.note]}
    />
  );
}
