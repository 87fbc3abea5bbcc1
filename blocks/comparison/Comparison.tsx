import type { ReactNode } from 'react';
import type { BlockProps } from '../props.js';
import type { ComparisonCell } from '../../server/content/blocks/comparison.js';
import { useView } from '../../views/context.js';
import { formatFee, formatLimit } from '../../server/content/facts/format.js';
import { FactTable } from '../fee-table/FactTable.js';
import { useLinkHref } from '../links.js';

export function Comparison({ block: b, first }: BlockProps<'comparison'>) {
  const { site, locale, t } = useView();
  const href = useLinkHref();
  const show = (c: ComparisonCell): ReactNode => {
    if ('fee' in c) return formatFee(site.fees.fees.find((f) => f.id === c.fee)!, locale, { table: true });
    if ('limit' in c) return formatLimit(site.fees.limits.find((l) => l.id === c.limit)!, c.tier, locale);
    if ('yes' in c) return c.yes ? t('Var') : t('Yok');
    if ('link' in c) return <a href={href(c.link)} rel={c.link.href ? 'noopener noreferrer' : undefined}>{c.link.label}</a>;
    return c.text;
  };
  return (
    <FactTable
      id={b.id} title={b.title} intro={b.intro} caption={b.caption} first={first} className="comparison"
      columns={[t('Özellik'), ...b.columns]}
      rows={b.rows.map((r) => [r.label, ...r.cells.map(show)])}
      notes={[b.note, site.fees.note[locale]]}
    />
  );
}
