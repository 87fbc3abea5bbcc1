// The corporate facts in the Organization structured data, from the same content as the
// corporate governance page and the footer (content/data/company.json).
import type { Site } from '../server/content/schemas.js';
import { LOCALES, type Locale } from '../shared/locale.js';

export function organizationFacts(site: Site, locale: Locale) {
  const c = site.company;
  return {
    taxID: c.tax.number,
    identifier: [
      { '@type': 'PropertyValue', propertyID: 'MERSİS', value: c.mersis },
      { '@type': 'PropertyValue', propertyID: locale === 'tr' ? 'Ticaret Sicil No' : 'Trade Registry No', value: `${c.tradeRegistry.number} (${c.tradeRegistry.office[locale]})` },
    ],
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: site.phone, email: site.email, availableLanguage: LOCALES },
      { '@type': 'ContactPoint', contactType: 'complaints', name: c.complaintsOfficer.name, email: c.complaintsOfficer.email, availableLanguage: LOCALES },
    ],
  };
}
