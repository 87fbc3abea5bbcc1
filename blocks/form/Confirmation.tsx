// What a visitor sees after a submission (the thank-you state): the reference number to quote
// and what happens next. The form widget moves focus to its heading.
import { useView } from '../../views/context.js';
import type { PageForm } from '../../server/forms/schemas.js';

export function Confirmation({ form, reference, prefix }: { form: PageForm; reference: string; prefix: string }) {
  const { t, pathFor, site } = useView();
  return (
    <div className="form-sent">
      <h3 id={`${prefix}-sent-title`} tabIndex={-1} data-focus>
        {form === 'application' ? t('Başvurunu aldık') : t('Mesajını aldık')}
      </h3>
      <p>{t('Takip numaran')}: <strong className="reference">{reference}</strong></p>
      <p>{form === 'application'
        ? t('Temsilcilik ekibimiz başvurunu inceleyip 5 iş günü içinde seni arayacak. Belgelerini şimdiden hazırlayabilirsin.')
        : t('Ekibimiz mesajını inceleyip en geç 2 iş günü içinde sana yazacak ya da seni arayacak. Şikâyetler en geç {{days}} gün içinde sonuçlandırılır.', { days: String(site.company.complaintResponseDays) })}</p>
      <p>{t('Bizimle görüşürken bu numarayı söylemen işini hızlandırır.')}</p>
      <p><a href={pathFor('home')}>{t('Ana Sayfaya Dön')}</a></p>
    </div>
  );
}
