// The licence sentence with the register link: in the footer's trust strip on every page and
// in the corporate page's registry record (blocks/company-facts).
import { useView } from './context.js';
import { formatDate } from '../shared/format.js';

/** "Elektronik para kuruluşu; 6493 sayılı Kanun; TCMB faaliyet izni kararı, 18 Mart 2021, no 2021/000-17" with the register link. */
export function LicenceText() {
  const { site, locale, t } = useView();
  const l = site.company.licence;
  const regulator = site.regulators.find((r) => r.url === l.regulatorUrl);
  return (
    <>
      {t('{{type}}, {{law}} sayılı Kanun kapsamında {{regulator}} tarafından lisanslıdır; {{decision}}: {{date}} tarihli, {{number}} sayılı.', {
        type: l.type[locale], law: l.law, regulator: regulator ? t(regulator.name) : '', decision: l.decision[locale], date: formatDate(l.date, locale), number: l.decisionNumber,
      })}{' '}
      <a href={l.registerUrl} rel="noopener noreferrer">{t('Lisanslı kuruluşlar listesi')}</a>
    </>
  );
}
