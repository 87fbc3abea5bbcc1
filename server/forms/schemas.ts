// The field rules of the site's two page forms (the representative application and the
// contact form), checked on the server only: the browser gets no schema. A check returns the
// values to show again, an error message per faulty field (in the page's language), and,
// when nothing is wrong, the data to store.
import { z } from 'zod';
import { checkPhone, isCountry } from '../phone.js';
import type { Translate } from '../i18n.js';
import type { FormKind } from './store.js';
import { isProvince } from './provinces.js';
import { isCompanyTaxNumber, isTcIdentityNumber } from './tax-number.js';
import { PHONE_TEXT, phoneMessageFor } from '../../shared/phone-rules.js';
import type { Locale } from '../../shared/locale.js';

export const PAGE_FORMS = ['application', 'contact'] as const;
export type PageForm = (typeof PAGE_FORMS)[number];

export const BUSINESS_TYPES = ['market', 'kiosk', 'mobile', 'stationery', 'exchange', 'other'] as const;
export const TAX_TYPES = ['company', 'individual'] as const;
export const SUBJECTS = ['card', 'transfer', 'account', 'complaint', 'business', 'other'] as const;
export type Subject = (typeof SUBJECTS)[number];

/** The visible fields of each form, in page order (the error summary follows it). */
export const FIELD_ORDER: Record<PageForm, readonly string[]> = {
  application: ['fullName', 'businessName', 'businessType', 'taxType', 'taxNumber', 'city', 'district', 'phone', 'email', 'message', 'notice', 'marketing'],
  contact: ['fullName', 'email', 'phone', 'subject', 'company', 'message', 'notice'],
};
/** Posted besides: the phone widget's country, the idempotency key and the honeypot. */
export const PHONE_COUNTRY = 'phoneCountry';
export const KEY_FIELD = 'idempotencyKey';
export const HONEYPOT = 'website';
/** The error key of a message about the whole form (no field to link to). */
export const FORM_ERROR = 'form';

/** A key the page's script made (crypto.randomUUID); anything else is ignored. */
export const CLIENT_KEY = /^[\w-]{16,100}$/;

export const MAX_LENGTH = { fullName: 100, businessName: 120, district: 60, email: 254, phone: 25, taxNumber: 20, company: 120, message: 2000 } as const;

/** The contact page's query that preselects a subject, per language (?konu=is-basvurusu). */
export const SUBJECT_QUERY = {
  tr: { param: 'konu', slugs: { card: 'kart', transfer: 'para-transferi', account: 'hesap', complaint: 'sikayet', business: 'is-basvurusu', other: 'diger' } },
  en: { param: 'subject', slugs: { card: 'card', transfer: 'transfer', account: 'account', complaint: 'complaint', business: 'business', other: 'other' } },
} as const satisfies Record<Locale, { param: string; slugs: Record<Subject, string> }>;

/** The query of the thank-you state after a submission (?gonderildi=UL-7K3F-9QX2). */
export const SENT_QUERY = { tr: 'gonderildi', en: 'sent' } as const;
/** Every query parameter a form page reads, in both languages (the page cache must not answer them). */
export const FORM_QUERY_PARAMS: readonly string[] = [...Object.values(SENT_QUERY), SUBJECT_QUERY.tr.param, SUBJECT_QUERY.en.param];

export function subjectFromSlug(locale: Locale, slug: unknown): Subject | undefined {
  const { slugs } = SUBJECT_QUERY[locale];
  return SUBJECTS.find((s) => slugs[s] === slug);
}

/** What a phone number that is not valid is told, by phoneMessageFor: the server's error and the phone widget's own. */
export const phoneMessages = (t: Translate) => ({
  invalid: t('Geçerli bir telefon numarası yaz, örneğin 0532 123 45 67.'),
  invalidOther: t('Seçtiğin ülke için geçerli bir telefon numarası yaz ya da numarayı + ve ülke koduyla yaz.'),
});

export interface CheckedForm {
  /** The store's kind: a contact message about business is an enquiry. */
  kind: FormKind;
  /** What was posted, to show again (never the honeypot). */
  values: Record<string, string>;
  /** Field name (or FORM_ERROR) → message. */
  errors: Record<string, string>;
  /** Present when there are no errors: what is stored. */
  data?: Record<string, unknown>;
}

const SINGLE_LINE_BAD = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const MULTI_LINE_BAD = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const email = z.email();

type TextOptions = { required?: string; min?: number; short?: string; multiline?: boolean };

/**
 * Reads a post's fields one rule at a time: each reader returns the field's clean value, or
 * undefined after writing the visitor's message into `errors`. `values` keeps what was sent, to
 * show again with the errors.
 */
function fieldReader(fields: Map<string, string>, t: Translate) {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const raw = (name: string) => (fields.get(name) ?? '').normalize('NFC');

  /** A text field: trimmed, bounded, without control characters; '' when empty and optional. */
  const text = (name: keyof typeof MAX_LENGTH, opts: TextOptions): string | undefined => {
    const v = opts.multiline ? raw(name).replace(/\r\n?/g, '\n').trim() : raw(name).trim();
    const length = [...v].length;
    if ((opts.multiline ? MULTI_LINE_BAD : SINGLE_LINE_BAD).test(v)) errors[name] = t('Bu alanda kullanılamayan karakterler var.');
    else if (length > MAX_LENGTH[name]) errors[name] = t('Bu alan en fazla {{max}} karakter olabilir.', { max: String(MAX_LENGTH[name]) });
    else if (!v && opts.required) errors[name] = opts.required;
    else if (v && length < (opts.min ?? 1)) errors[name] = opts.short ?? opts.required ?? '';
    else return v;
    return undefined;
  };
  const choice = <T extends string>(name: string, options: readonly T[], message: string): T | undefined => {
    const v = raw(name);
    if ((options as readonly string[]).includes(v)) return v as T;
    errors[name] = message;
    return undefined;
  };
  const phone = (required: boolean): string | undefined => {
    // The phone field's country select; a post without one (an older page) means Türkiye.
    const posted = raw(PHONE_COUNTRY).trim().toUpperCase();
    const country = posted === '' ? 'TR' : posted;
    values[PHONE_COUNTRY] = isCountry(country) ? country : 'TR';
    const v = text('phone', { required: required ? t('Telefon numaranı yaz.') : undefined });
    if (!isCountry(country)) {
      // Not one of the select's options: say so rather than read the number in another country.
      errors.phone = t('Telefon numaranın ülkesini listeden seç.');
      return undefined;
    }
    if (!v) return undefined;
    // A number starting with + (or 00) carries its own country, whatever the select says.
    const r = PHONE_TEXT.test(v) ? checkPhone(v, country) : undefined;
    if (!r?.valid) {
      errors.phone = phoneMessages(t)[phoneMessageFor(country, v)];
      return undefined;
    }
    return `+${r.countryCode}${r.nationalNumber}`; // E.164
  };
  const emailAddress = () => {
    const v = text('email', { required: t('E-posta adresini yaz.') });
    if (v && !email.safeParse(v).success) errors.email = t('Geçerli bir e-posta adresi yaz, örneğin ad@ornek.com.');
    return v;
  };
  const acknowledged = () => {
    if (raw('notice') !== 'yes') errors.notice = t('Devam etmek için aydınlatma metnini okuduğunu onayla.');
    return true;
  };
  return { values, errors, raw, text, choice, phone, emailAddress, acknowledged, t };
}

type FieldReader = ReturnType<typeof fieldReader>;

/** The application form's fields, read (and their errors written) in the form's order. */
function applicationData(f: FieldReader): Record<string, unknown> {
  const { t, text, choice, raw, errors } = f;
  const fullName = text('fullName', { required: t('Adını ve soyadını yaz.'), min: 2 });
  const businessName = text('businessName', { required: t('İşletmenin adını yaz.'), min: 2 });
  const businessType = choice('businessType', BUSINESS_TYPES, t('İşletmenin türünü seç.'));
  const taxType = choice('taxType', TAX_TYPES, t('Şirket mi şahıs işletmesi mi olduğunu seç.'));
  const taxNumber = text('taxNumber', { required: t('Vergi numaranı ya da T.C. kimlik numaranı yaz.') })?.replace(/[\s.-]/g, '');
  if (taxNumber && taxType === 'company' && !isCompanyTaxNumber(taxNumber)) errors.taxNumber = t('Vergi numarası 10 haneli olmalı.');
  if (taxNumber && taxType === 'individual' && !isTcIdentityNumber(taxNumber)) errors.taxNumber = t('Geçerli bir T.C. kimlik numarası yaz: 11 hane.');
  const city = raw('city');
  if (!isProvince(city)) errors.city = t('İlini seç.');
  return {
    fullName, businessName, businessType, taxType, taxNumber,
    city: isProvince(city) ? city : undefined,
    district: text('district', { required: t('İlçeni yaz.'), min: 2 }),
    phone: f.phone(true),
    email: f.emailAddress(),
    message: text('message', { multiline: true }) || undefined,
    noticeAcknowledged: f.acknowledged(),
    // İYS: only an explicit tick is consent; the box is never ticked for the visitor.
    commercialMessages: raw('marketing') === 'yes',
  };
}

/** The contact form's fields after its subject, in the form's order. */
function contactData(f: FieldReader, subject: Subject | undefined): Record<string, unknown> {
  const { t, text } = f;
  return {
    fullName: text('fullName', { required: t('Adını ve soyadını yaz.'), min: 2 }),
    email: f.emailAddress(),
    phone: f.phone(false) || undefined,
    subject,
    company: text('company', {}) || undefined,
    message: text('message', { required: t('Mesajını yaz.'), min: 10, short: t('Mesaj en az 10 karakter olmalı.'), multiline: true }),
    noticeAcknowledged: f.acknowledged(),
  };
}

export function checkForm(form: PageForm, fields: Map<string, string>, t: Translate): CheckedForm {
  const f = fieldReader(fields, t);
  const { values, errors, raw } = f;
  for (const name of [...FIELD_ORDER[form], PHONE_COUNTRY]) if (fields.has(name)) values[name] = raw(name);
  const key = raw(KEY_FIELD);
  if (CLIENT_KEY.test(key)) values[KEY_FIELD] = key;
  let kind: FormKind = 'application';
  let data: Record<string, unknown>;
  if (form === 'application') data = applicationData(f);
  else {
    const subject = f.choice('subject', SUBJECTS, t('Bir konu seç.'));
    kind = subject === 'business' ? 'enquiry' : 'contact';
    data = contactData(f, subject);
  }
  if (raw(HONEYPOT) !== '') errors[FORM_ERROR] = t('Formu gönderemedik. Bilgilerini kontrol edip yeniden gönder.');
  if (Object.keys(errors).length) return { kind, values, errors };
  // Optional fields left empty are left out.
  return { kind, values, errors, data: Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) };
}
