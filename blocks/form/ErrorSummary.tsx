// The GOV.UK error summary: at the top of the form, a heading and a link to each faulty field
// in page order. The form widget moves focus here after an answer with errors; without
// JavaScript the form's action (#anchor) brings the visitor to it. As in GOV.UK Frontend's
// template, role="alert" sits on an inner container rather than on the focused box (so the
// focus move and the announcement do not race), and the box itself has no role, so it takes
// no aria-labelledby either (HTML allows that attribute only on an element with a role).
import { useView } from '../../views/context.js';
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
    <div className="error-summary" tabIndex={-1} data-focus>
      <div role="alert">
        <h3>{t('Bir sorun var')}</h3>
        <ul>
          {errors[FORM_ERROR] ? <li>{errors[FORM_ERROR]}</li> : null}
          {fields.map((name) => <li key={name}><a href={`#${targets[name] ?? `${prefix}-${name}`}`}>{errors[name]}</a></li>)}
        </ul>
      </div>
    </div>
  );
}
