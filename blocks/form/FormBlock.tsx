// A form block: the representative application or the contact form. It posts to its own page
// (the block's action, action.ts), which answers with this same block showing the errors and the
// visitor's values, or redirects to the thank-you state. The form region sits in the
// form-enhance island, which sends it without a page reload once JavaScript runs.
import type { BlockProps } from '../props.js';
import { useView } from '../../views/context.js';
import { Island } from '../../views/Island.js';
import { useLinkHref } from '../links.js';
import { FIELD_ORDER, type PageForm } from '../../server/forms/schemas.js';
import { blockId } from '../../server/content/block-id.js';
import { FieldsContext, HiddenFields, radioId } from './fields.js';
import { ErrorSummary } from './ErrorSummary.js';
import { Confirmation } from './Confirmation.js';
import { ApplicationFields } from './ApplicationForm.js';
import { ContactFields } from './ContactForm.js';

const PREFIX: Record<PageForm, string> = { application: 'app', contact: 'contact' };

export function FormBlock({ block, data: { form: state } }: BlockProps<'form'>) {
  const { t, currentPath, locale } = useView();
  const href = useLinkHref();
  const anchor = blockId(block, locale);
  const prefix = PREFIX[block.form];
  const own = state?.form === block.form ? state : undefined;
  const errors = own?.errors ?? {};
  const regionId = `${anchor}-region`;
  const privacy = { href: href(block.privacyLink), label: block.privacyLink.label };
  return (
    <section id={anchor} className={`block form-block ${block.form}-form`}>
      <div className="container narrow">
        <h2>{block.title}</h2>
        {block.intro ? <p className="intro">{block.intro}</p> : null}
        {own?.sent ? (
          <div className="form-region" id={regionId}>
            <Confirmation form={block.form} reference={own.sent.reference} prefix={prefix} />
          </div>
        ) : (
          <Island id="form-enhance" props={{}}>
            <div className="form-region" id={regionId}>
              <ErrorSummary prefix={prefix} order={FIELD_ORDER[block.form]} errors={errors}
                targets={{ taxType: radioId(prefix, 'taxType', 'company') }} />
              <form method="post" action={`${currentPath}#${anchor}`} noValidate>
                <FieldsContext.Provider value={{ prefix, values: own?.values ?? {}, errors }}>
                  <HiddenFields />
                  {block.form === 'application' ? <ApplicationFields privacy={privacy} /> : <ContactFields privacy={privacy} />}
                </FieldsContext.Provider>
                <button type="submit" className="button primary">{block.form === 'application' ? t('Başvuruyu gönder') : t('Mesajı gönder')}</button>
              </form>
            </div>
          </Island>
        )}
      </div>
    </section>
  );
}
