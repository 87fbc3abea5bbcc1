// Site footer (spec section 2): content-driven columns and the static regulator variant.
import { useView } from './context.js';
import { SafeHtml } from './SafeHtml.js';
import { Island } from './Island.js';
import { TrustStrip } from './TrustStrip.js';
import { useFooterColumnsProps } from './islands/footer-columns.js';
import { useColorModeProps } from './islands/color-mode.js';
import { imageSources } from './media.js';

export function Footer() {
  const { footer, t, site } = useView();
  const mail = footer.fotterMail ?? site.email;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <img {...imageSources(footer.foterLogo.url, 264, '132px')} alt={site.brand} width="132" height="32" loading="lazy" />
          <SafeHtml html={footer.footerDescription} className="footer-description" />
          <p className="footer-contact">
            <span>{footer.footerConus ?? t('Bize Ulaşın')}</span>{' '}
            <a href={`mailto:${mail}`}>{mail}</a>
          </p>
          <ul className="social" aria-label={t('Sosyal medya')}>
            {footer.footerIcon.map((s) => (
              <li key={s.link}>
                <a href={s.link} rel="noopener noreferrer" aria-label={s.name}>
                  <img {...imageSources(s.image, 48, '24px')} alt="" width="24" height="24" loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {/* idle, not interaction: without ::details-content only the widget opens every column on wide screens. */}
        <Island id="footer-columns" props={useFooterColumnsProps()} />
      </div>
      <TrustStrip />
      <StaticFooter />
    </footer>
  );
}

/** The static variant: copyright and contact line; the regulator and association marks are in the trust strip above it. */
export function StaticFooter() {
  const { footer, site, t } = useView();
  return (
    <div className="footer-static">
      <div className="container footer-static-inner">
        <SafeHtml html={footer.footerCopyright} className="copyright" />
        {/* idle: the radios must show the stored mode by the time the footer is seen. */}
        <Island id="color-mode" props={useColorModeProps()} />
        <p className="footer-line">
          {t('Müşteri Hizmetleri')}: <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a> · <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        {/* Reopens the consent banner (widgets/consent); shown only with JavaScript. */}
        <button type="button" className="cookie-prefs" data-consent-open aria-controls="consent">{t('Çerez Tercihleri')}</button>
      </div>
    </div>
  );
}
