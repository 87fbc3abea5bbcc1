import type { BlockProps } from '../props.js';
import { useView } from '../../views/context.js';
import { formatLimit } from '../../server/content/facts/format.js';
import { tiers } from '../../server/content/facts/fees-schema.js';
import { selectLimits } from '../../server/content/facts/select.js';
import { FactTable } from '../fee-table/FactTable.js';

/** Column names of the verification tiers, as the fees page describes them. */
export const tierNames = { basic: 'Temel hesap', verified: 'Kimliği doğrulanmış hesap' } as const;

export function LimitTable({ block: b, first }: BlockProps<'limitTable'>) {
  const { site, locale, t } = useView();
  return (
    <FactTable
      id={b.id} title={b.title} caption={b.caption} first={first}
      columns={[t('Limit'), ...tiers.map((tier) => t(tierNames[tier]))]}
      rows={selectLimits(site.fees, b).map((l) => [l.label[locale], ...tiers.map((tier) => formatLimit(l, tier, locale))])}
      notes={[site.fees.note[locale], b.note]}
    />
  );
}
