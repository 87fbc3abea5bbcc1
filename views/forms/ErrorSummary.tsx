// The GOV.UK error summary: at the top of the form, a heading and a link to each faulty field
// in page order. The form widget moves focus here after an answer with errors; without
// JavaScript the form's action (#anchor) brings the visitor to it.
import { useView } from '../context.js';
import { FORM_ERROR } from '../../server/forms/schemas.js';

export function ErrorSummary({ prefix, order, errors, targets = {} }: {
  prefix: string;
  /** Field names in page order. */
  order: readonly string[];
  errors: Record<string, string>;
  /** Where a field's link goes when not to `${prefix}-${name}` (a radio group's first option). */
  targets?: Record<string, string>;
}) {
  const { t } = useView();
  const fields = order.filter((name) => errors[name]);
  if (!fields.length && !errors[FORM_ERROR]) return null;
  return (
    <div className="error-summary" tabIndex={-1} data-focus aria-labelledby={`${prefix}-summary-title`}>
      <div role="alert">
        <h3 id={`${prefix}-summary-title`}>{t('Bir sorun var')}</h3>
        <ul>
          {errors[FORM_ERROR] ? <li>{errors[FORM_ERROR]}</li> : null}
          {fields.map((name) => <li key={name}><a href={`#${targets[name] ?? `${prefix}-${name}`}`}>{errors[name]}</a></li>)}
        </ul>
      </div>
    </div>
  );
}
