// The contact form's fields. "Business" as the subject makes the message a business enquiry
// (the virtual POS and corporate pages link here with it preselected).
import { useView } from '../../views/context.js';
import { TextField, SelectField, CheckboxField, PhoneField } from './fields.js';
import { MAX_LENGTH } from '../../server/forms/schemas.js';

export function ContactFields({ privacy }: { privacy: { href: string; label: string } }) {
  const { t } = useView();
  return (
    <>
      <TextField name="fullName" label={t('Ad Soyad')} autoComplete="name" maxLength={MAX_LENGTH.fullName} />
      <TextField name="email" type="email" inputMode="email" label={t('E-posta')} autoComplete="email" maxLength={MAX_LENGTH.email} />
      <PhoneField name="phone" label={t('Telefon')} optional />
      <SelectField name="subject" label={t('Konu')} options={[
        ['card', t('Kartlar')], ['transfer', t('Para transferi')], ['account', t('Hesabım')], ['complaint', t('Şikâyet')],
        ['business', t('İşletmeler: sanal POS ve kurumsal çözümler')], ['other', t('Diğer')],
      ]} />
      <TextField name="company" label={t('Şirket veya işletme adı')} optional autoComplete="organization" maxLength={MAX_LENGTH.company} />
      <TextField name="message" label={t('Mesaj')} hint={t('Kart numaranı, şifreni ya da doğrulama kodlarını asla yazma.')} rows={6} maxLength={MAX_LENGTH.message} />
      <CheckboxField name="notice">
        {t('Talebimin yanıtlanması için kişisel verilerimin işlenmesine ilişkin')} <a href={privacy.href}>{privacy.label}</a> {t('okudum ve anladım.')}
      </CheckboxField>
    </>
  );
}
