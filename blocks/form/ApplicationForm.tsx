// The representative application's fields.
import { useView } from '../../views/context.js';
import { TextField, SelectField, RadioField, CheckboxField, PhoneField } from './fields.js';
import { PROVINCES } from '../../server/forms/provinces.js';
import { MAX_LENGTH } from '../../server/forms/schemas.js';

export function ApplicationFields({ privacy }: { privacy: { href: string; label: string } }) {
  const { t, site } = useView();
  return (
    <>
      <TextField name="fullName" label={t('Ad Soyad')} autoComplete="name" maxLength={MAX_LENGTH.fullName} />
      <TextField name="businessName" label={t('İşletme adı')} autoComplete="organization" maxLength={MAX_LENGTH.businessName} />
      <SelectField name="businessType" label={t('İşletme türü')} options={[
        ['market', t('Market veya bakkal')], ['kiosk', t('Büfe veya tekel bayisi')], ['mobile', t('Cep telefonu bayisi')],
        ['stationery', t('Kırtasiye veya kitapçı')], ['exchange', t('Döviz bürosu veya kuyumcu')], ['other', t('Diğer')],
      ]} />
      <RadioField name="taxType" label={t('Vergi kaydı')} options={[
        ['company', t('Şirket: 10 haneli vergi numarası')], ['individual', t('Şahıs işletmesi: 11 haneli T.C. kimlik numarası')],
      ]} />
      <TextField name="taxNumber" label={t('Vergi numarası veya T.C. kimlik numarası')} inputMode="numeric" autoComplete="off" maxLength={MAX_LENGTH.taxNumber} />
      <SelectField name="city" label={t('İl')} autoComplete="address-level1" options={PROVINCES.map((p) => [p, p])} />
      <TextField name="district" label={t('İlçe')} autoComplete="address-level2" maxLength={MAX_LENGTH.district} />
      <PhoneField name="phone" label={t('Cep telefonu')} />
      <TextField name="email" type="email" inputMode="email" label={t('E-posta')} autoComplete="email" maxLength={MAX_LENGTH.email} />
      <TextField name="message" label={t('Eklemek istediğin bir not')} optional rows={4} maxLength={MAX_LENGTH.message} />
      <CheckboxField name="notice">
        {t('Kişisel verilerimin başvurumun değerlendirilmesi için işlenmesine ilişkin')} <a href={privacy.href}>{privacy.label}</a> {t('okudum.')}
      </CheckboxField>
      <CheckboxField name="marketing" hint={t('Onayını istediğin zaman İYS üzerinden ya da bize yazarak geri alabilirsin.')}>
        {t('{{brand}} kampanya ve yeniliklerinden haberdar olmak için bana SMS, e-posta ve telefonla ticari elektronik ileti gönderilmesine onay veriyorum (isteğe bağlı).', { brand: site.brand })}
      </CheckboxField>
    </>
  );
}
