// The representative application form. It posts to its own page; the server validates it
// (the phone number with libphonenumber-js) and answers with errors or the outcome.
import type { BlockProps } from '../Blocks.js';
import { useView } from '../../context.js';
import { useLinkHref } from '../links.js';
import { Island } from '../../Island.js';
import type { PhoneInputProps } from '../../../widgets/phone-input/phone-input.js';
import { countryTable } from '../../../server/phone.js';

export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A message about the whole submission (shown above the form). */
  notice?: { kind: 'error' | 'info'; text: string };
}

export const applicationFields = ['fullName', 'phone', 'email', 'city', 'business', 'message'] as const;

export function ApplicationForm({ block, data: { form: state } }: BlockProps<'applicationForm'>) {
  const { t, currentPath } = useView();
  const href = useLinkHref();
  const v = state?.values ?? {};
  const e = state?.errors ?? {};
  const field = (name: string, label: string, input: React.ReactNode, hint?: string) => (
    <div className={`field${e[name] ? ' has-error' : ''}`}>
      <label htmlFor={`app-${name}`}>{label}</label>
      {hint ? <p className="hint" id={`app-${name}-hint`}>{hint}</p> : null}
      {e[name] ? <p className="error" id={`app-${name}-error`}>{e[name]}</p> : null}
      {input}
    </div>
  );
  const describedBy = (name: string, hint = false) =>
    [hint ? `app-${name}-hint` : '', e[name] ? `app-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  const { locale } = useView();
  const phone: PhoneInputProps = {
    id: 'app-phone', name: 'phone', lang: locale, value: v.phone, placeholder: t('Telefon numarası girin'), required: true,
    describedBy: describedBy('phone', true), invalid: !!e.phone, invalidMessage: t('Geçerli bir telefon numarası yaz, örneğin 0532 123 45 67.'),
    countries: countryTable(), country: v.phoneCountry, countryLabel: t('Ülke kodu'), validCharactersOnly: true,
  };
  return (
    <section id={block.id ?? 'basvuru-formu'} className="block application-form">
      <div className="container narrow">
        <h2>{block.title}</h2>
        {block.intro ? <p className="intro">{block.intro}</p> : null}
        {state?.notice ? <p className={`notice ${state.notice.kind}`} role={state.notice.kind === 'error' ? 'alert' : 'status'}>{state.notice.text}</p> : null}
        <form method="post" action={`${currentPath}#basvuru-formu`} noValidate>
          {field('fullName', t('Ad Soyad'), <input id="app-fullName" name="fullName" autoComplete="name" required maxLength={100} defaultValue={v.fullName} aria-invalid={!!e.fullName || undefined} aria-describedby={describedBy('fullName')} />)}
          {field('phone', t('Cep telefonu'), <Island id="phone-input" props={phone} />, t('Örnek: 0532 123 45 67 veya +49 1512 3456789'))}
          {field('email', t('E-posta'), <input id="app-email" name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={v.email} aria-invalid={!!e.email || undefined} aria-describedby={describedBy('email')} />)}
          {field('city', t('İl'), <input id="app-city" name="city" autoComplete="address-level1" required maxLength={60} defaultValue={v.city} aria-invalid={!!e.city || undefined} aria-describedby={describedBy('city')} />)}
          {field('business', t('İşletme adı ve türü'), <input id="app-business" name="business" required maxLength={120} defaultValue={v.business} aria-invalid={!!e.business || undefined} aria-describedby={describedBy('business')} />)}
          {field('message', t('Eklemek istedikleriniz (isteğe bağlı)'), <textarea id="app-message" name="message" rows={4} maxLength={1000} defaultValue={v.message} />)}
          <div className={`field checkbox${e.consent ? ' has-error' : ''}`}>
            {e.consent ? <p className="error" id="app-consent-error">{e.consent}</p> : null}
            <input id="app-consent" name="consent" type="checkbox" value="yes" required defaultChecked={v.consent === 'yes'} aria-describedby={e.consent ? 'app-consent-error' : undefined} />
            <label htmlFor="app-consent">
              {t('Kişisel verilerimin başvurumun değerlendirilmesi için işlenmesine ilişkin')}{' '}
              <a href={href(block.privacyLink)}>{block.privacyLink.label}</a> {t('okudum.')}
            </label>
          </div>
          <button type="submit" className="button primary">{t('Başvuruyu gönder')}</button>
        </form>
      </div>
    </section>
  );
}
