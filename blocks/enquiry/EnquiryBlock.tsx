// The business enquiry on the virtual POS and corporate pages: a link to the contact form with
// "business" preselected by the query (?konu=is-basvurusu), which works without JavaScript.
import type { BlockProps } from '../props.js';
import { useView } from '../../views/context.js';
import { SUBJECT_QUERY } from '../../server/forms/schemas.js';
import { FORM_ANCHORS } from '../../shared/anchors.js';

export function EnquiryBlock({ block }: BlockProps<'enquiry'>) {
  const { pathFor, locale } = useView();
  const { param, slugs } = SUBJECT_QUERY[locale];
  const href = `${pathFor('contact')}?${param}=${slugs.business}#${FORM_ANCHORS.contact[locale]}`;
  return (
    <section id={block.id} className="block cta enquiry">
      {/* The call-to-action band's own structure (blocks/cta), so it lays out the same. */}
      <div className="container">
        <div className="cta-inner">
          <div>
            <h2>{block.title}</h2>
            <p>{block.text}</p>
          </div>
          <a className="button primary" href={href}>{block.label}</a>
        </div>
      </div>
    </section>
  );
}
