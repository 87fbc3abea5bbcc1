// The corporate facts from content/data/company.json and site.json, never typed on a page:
// the registry record, the board, the management or the complaints officer.
import type { ReactNode } from 'react';
import type { BlockProps } from '../props.js';
import { useView } from '../../views/context.js';
import { LicenceText } from '../../views/LicenceText.js';
import { companyFacts } from '../../server/content/facts/tokens.js';

export function CompanyFacts({ block: b }: BlockProps<'companyFacts'>) {
  const { site, locale, t } = useView();
  const c = site.company;
  const f = companyFacts({ site, company: c, fees: site.fees }, locale);
  const rows: [string, ReactNode][] = b.part === 'registry'
    ? [
        [t('Ticaret unvanı'), f.legalName],
        [t('Merkez adresi'), f.address],
        [t('MERSİS numarası'), f.mersis],
        [t('Ticaret sicil müdürlüğü ve numarası'), `${f.tradeRegistryOffice}, ${f.tradeRegistryNumber}`],
        [t('Vergi dairesi ve numarası'), `${f.taxOffice}, ${f.taxNumber}`],
        [t('Ödenmiş sermaye'), f.paidInCapital],
        [t('KEP adresi'), <a href={`mailto:${c.kep}`}>{c.kep}</a>],
        [t('Faaliyet izni'), <LicenceText />],
      ]
    : b.part === 'complaints'
      ? [
          [t('Şikâyet yöneticisi'), `${f.complaintsOfficer}, ${f.complaintsOfficerRole}`],
          [t('E-posta'), <a href={`mailto:${f.complaintsEmail}`}>{f.complaintsEmail}</a>],
          [t('KEP adresi'), <a href={`mailto:${c.kep}`}>{c.kep}</a>],
          [t('Telefon'), <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>],
          [t('Posta adresi'), `${f.legalName}, ${f.address}`],
          [t('Yanıt süresi'), t('En geç {{days}} gün', { days: f.complaintResponseDays })],
        ]
      : (b.part === 'board' ? c.board : c.management).map((p) => [p.name, p.role[locale]]);
  const people = b.part === 'board' || b.part === 'management';
  return (
    <section id={b.id} className="block table-block company-facts">
      <div className="container">
        <h2>{b.title}</h2>
        {b.intro ? <p className="intro">{b.intro}</p> : null}
        <div className="table-scroll" tabIndex={0} role="region" aria-label={b.title}>
          <table>
            <caption>{b.title}</caption>
            {people ? (
              <thead><tr><th scope="col">{t('Ad Soyad')}</th><th scope="col">{t('Görev')}</th></tr></thead>
            ) : null}
            <tbody>
              {rows.map(([label, value], i) => (
                <tr key={i}><th scope="row">{label}</th><td>{value}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
