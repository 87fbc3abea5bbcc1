// Structured data for each office shown: a FinancialService (a kind of LocalBusiness) with its
// address, phone, opening hours, position and the company it belongs to, so search engines
// can show the office with its hours.
import type { Locale, Site, Weekday } from '../content/schemas.js';
import type { OfficeItem } from './offices-filter.js';

const dayUrl: Record<Weekday, string> = {
  mon: 'https://schema.org/Monday', tue: 'https://schema.org/Tuesday', wed: 'https://schema.org/Wednesday', thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday', sat: 'https://schema.org/Saturday', sun: 'https://schema.org/Sunday',
};

export function officeJsonLd(o: OfficeItem, locale: Locale, pageUrl: string, site: Site, siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    '@id': `${pageUrl}#${o.slug}`,
    name: o.name[locale],
    url: `${pageUrl}#${o.slug}`,
    telephone: o.phone.replace(/\s/g, ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: o.address,
      addressLocality: o.district,
      addressRegion: o.city,
      ...(/\b\d{5}\b/.exec(o.address) ? { postalCode: /\b\d{5}\b/.exec(o.address)![0] } : {}),
      addressCountry: 'TR',
    },
    openingHoursSpecification: o.hours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days.map((d) => dayUrl[d]), opens: h.opens, closes: h.closes })),
    ...(o.geo ? { geo: { '@type': 'GeoCoordinates', latitude: o.geo.lat, longitude: o.geo.lng } } : {}),
    parentOrganization: { '@type': 'Organization', name: site.brand, legalName: site.legalName, url: `${siteUrl}/` },
  };
}
