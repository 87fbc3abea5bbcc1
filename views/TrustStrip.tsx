// The footer's trust strip: the licence line (from content/data/company.json) with a link to
// the central bank's list of licensed institutions, the regulators' and associations' logos
// (spec: static footer; on a light plate, so any logo reads in the dark theme too), and the
// registry line every page of a licensed company carries: trade name, MERSİS, trade registry, KEP.
import { useView } from './context.js';
import { Icon } from '../widgets/shared/icon.js';
import { LicenceText } from './LicenceText.js';
import { SAFEGUARDING_ANCHOR } from '../shared/anchors.js';

export function TrustStrip() {
  const { site, t, locale, pathFor } = useView();
  const c = site.company;
  return (
    <section className="trust-strip" aria-label={t('Lisans ve üyelikler')}>
      <div className="container trust-strip-inner">
        <p className="licence-line">
          <Icon name="shield" className="icon licence-icon" />
          <span>
            <strong>{site.legalName}</strong>{' · '}<LicenceText />{' · '}
            <a href={`${pathFor('fees')}#${SAFEGUARDING_ANCHOR[locale]}`}>{t('Paran nasıl korunur?')}</a>
          </span>
        </p>
        <ul className="regulators trust-marks" aria-label={t('Düzenleyici kurumlar ve birlikler')}>
          {site.regulators.map((r) => (
            <li key={r.url}>
              <a href={r.url} rel="noopener noreferrer" className="trust-mark">
                <img className="trust-mark-logo" src={r.logo} alt={r.role ? `${t(r.name)}: ${r.role[locale]}` : t(r.name)} width="96" height="32" loading="lazy" decoding="async" />
                {r.role ? <span className="trust-mark-role" aria-hidden="true">{r.role[locale]}</span> : null}
              </a>
            </li>
          ))}
        </ul>
        <p className="footer-legal">
          MERSİS {c.mersis} · {t('Ticaret sicil no')} {c.tradeRegistry.number} ({c.tradeRegistry.office[locale]}) · KEP <a href={`mailto:${c.kep}`}>{c.kep}</a>
        </p>
      </div>
    </section>
  );
}
