import type { BlockProps } from '../props.js';
import { useView } from '../../views/context.js';
import { formatFee } from '../../server/content/facts/format.js';
import { ButtonLink } from '../links.js';

export function FeeCallout({ block: b }: BlockProps<'feeCallout'>) {
  const { site, locale } = useView();
  const fee = site.fees.fees.find((f) => f.id === b.fee)!;
  return (
    <section id={b.id} className="block fee-callout">
      <div className="container">
        <div className="fee-callout-inner">
          {/* The figure and what it is the fee for, read together: "0 TL, Transfers to IBANs in Türkiye". */}
          <p className="fee-callout-figure">
            <strong>{formatFee(fee, locale)}</strong>
            <span>{fee.label[locale]}</span>
          </p>
          <div className="fee-callout-text">
            <h2>{b.title}</h2>
            <p>{b.text}</p>
            {b.action ? <ButtonLink link={b.action} fallbackVariant="secondary" /> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
