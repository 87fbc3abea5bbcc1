// The fields the site's forms are made of, GOV.UK style: a label, an optional hint, the error
// message above the control, and the control tied to both by aria-describedby. Every field
// reads the form's values and errors from context, so the forms list only what they ask.
import { createContext, useContext, type ReactNode } from 'react';
import { useView } from '../../views/context.js';
import { Island } from '../../views/Island.js';
import { usePhoneInputProps } from '../../views/islands/phone-input.js';
import { HONEYPOT, KEY_FIELD, PHONE_COUNTRY } from '../../server/forms/schemas.js';

export interface FieldsState {
  /** Prefix of every id in the form (app-, contact-). */
  prefix: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}
export const FieldsContext = createContext<FieldsState>({ prefix: 'form', values: {}, errors: {} });

function useField(name: string) {
  const { prefix, values, errors } = useContext(FieldsContext);
  const id = `${prefix}-${name}`;
  return { id, value: values[name], error: errors[name], hintId: `${id}-hint`, errorId: `${id}-error` };
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function ErrorMessage({ id, text }: { id: string; text?: string }) {
  const { t } = useView();
  return text ? <p className="error" id={id}><span className="visually-hidden">{t('Hata')}: </span>{text}</p> : null;
}

interface Labelled { name: string; label: string; hint?: string; optional?: boolean }

function useLabel(label: string, optional?: boolean) {
  const { t } = useView();
  return optional ? `${label} (${t('isteğe bağlı')})` : label;
}

export function TextField({ name, label, hint, optional, type = 'text', autoComplete, inputMode, maxLength, rows }: Labelled & {
  type?: 'text' | 'email'; autoComplete?: string; inputMode?: 'numeric' | 'email'; maxLength: number; rows?: number;
}) {
  const f = useField(name);
  const common = {
    id: f.id, name, maxLength, defaultValue: f.value, 'aria-invalid': f.error ? true : undefined,
    'aria-describedby': describedBy(hint && f.hintId, f.error && f.errorId),
  };
  return (
    <div className={f.error ? 'field has-error' : 'field'}>
      <label htmlFor={f.id}>{useLabel(label, optional)}</label>
      {hint ? <p className="hint" id={f.hintId}>{hint}</p> : null}
      <ErrorMessage id={f.errorId} text={f.error} />
      {rows ? <textarea {...common} rows={rows} /> : <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} spellCheck={type === 'email' ? false : undefined} />}
    </div>
  );
}

export function SelectField({ name, label, hint, options, autoComplete }: Labelled & { options: [value: string, label: string][]; autoComplete?: string }) {
  const { t } = useView();
  const f = useField(name);
  return (
    <div className={f.error ? 'field has-error' : 'field'}>
      <label htmlFor={f.id}>{label}</label>
      {hint ? <p className="hint" id={f.hintId}>{hint}</p> : null}
      <ErrorMessage id={f.errorId} text={f.error} />
      <select id={f.id} name={name} defaultValue={f.value ?? ''} autoComplete={autoComplete} aria-invalid={f.error ? true : undefined}
        aria-describedby={describedBy(hint && f.hintId, f.error && f.errorId)}>
        <option value="">{t('Seç')}</option>
        {options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
      </select>
    </div>
  );
}

/** The id a summary link of a radio group goes to: its first option. */
export const radioId = (prefix: string, name: string, first: string) => `${prefix}-${name}-${first}`;

export function RadioField({ name, label, hint, options }: Labelled & { options: [value: string, label: string][] }) {
  const { prefix } = useContext(FieldsContext);
  const f = useField(name);
  return (
    <div className={f.error ? 'field has-error' : 'field'}>
      <fieldset aria-describedby={describedBy(hint && f.hintId, f.error && f.errorId)}>
        <legend>{label}</legend>
        {hint ? <p className="hint" id={f.hintId}>{hint}</p> : null}
        <ErrorMessage id={f.errorId} text={f.error} />
        {options.map(([value, text]) => (
          <div className="choice" key={value}>
            <input type="radio" id={radioId(prefix, name, value)} name={name} value={value} defaultChecked={f.value === value} />
            <label htmlFor={radioId(prefix, name, value)}>{text}</label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}

/** A checkbox; it is ticked only when the visitor ticked it (a re-shown form keeps that). */
export function CheckboxField({ name, hint, children }: { name: string; hint?: string; children: ReactNode }) {
  const f = useField(name);
  return (
    <div className={f.error ? 'field choice checkbox has-error' : 'field choice checkbox'}>
      <ErrorMessage id={f.errorId} text={f.error} />
      <input id={f.id} name={name} type="checkbox" value="yes" defaultChecked={f.value === 'yes'} aria-invalid={f.error ? true : undefined}
        aria-describedby={describedBy(hint && f.hintId, f.error && f.errorId)} />
      <label htmlFor={f.id}>{children}</label>
      {hint ? <p className="hint" id={f.hintId}>{hint}</p> : null}
    </div>
  );
}

/** The phone input island: a country select and the number, both read by the server without JavaScript. */
export function PhoneField({ name, label, optional }: Labelled) {
  const { t } = useView();
  const f = useField(name);
  const { values } = useContext(FieldsContext);
  const props = usePhoneInputProps({ ...f, name, optional, chosenCountry: values[PHONE_COUNTRY] });
  return (
    <div className={f.error ? 'field has-error' : 'field'}>
      <label htmlFor={f.id}>{useLabel(label, optional)}</label>
      <p className="hint" id={f.hintId}>{t('Örnek: 0532 123 45 67 veya +49 1512 3456789')}</p>
      <ErrorMessage id={f.errorId} text={f.error} />
      <Island id="phone-input" props={props} />
    </div>
  );
}

/**
 * The hidden fields: the idempotency key (filled by the form widget, echoed after an error)
 * and the honeypot, a field people never see or reach, which bots fill in.
 */
export function HiddenFields() {
  const { t } = useView();
  const f = useField(HONEYPOT);
  const key = useField(KEY_FIELD);
  return (
    <>
      <input type="hidden" name={KEY_FIELD} defaultValue={key.value ?? ''} />
      <div className="form-hp" aria-hidden="true">
        <label htmlFor={f.id}>{t('Bu alanı boş bırak')}</label>
        <input id={f.id} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
