// Structured data for each office shown: a FinancialService (a kind of LocalBusiness) with its
// address, phone, opening hours, position and the company it belongs to, so search engines
// can show the office with its hours, and its closures on the public holidays of the next
// 60 days (specialOpeningHoursSpecification: opens = closes = 00:00 is a day closed).
import type { Site, Weekday } from '../../server/content/schemas.js';
import type { OfficeItem } from '../../server/content/offices-filter.js';
import { hoursOn, turkeyClock } from '../../server/content/opening-hours.js';
import { holidayIndex, upcomingHolidays } from '../../server/content/holidays.js';
import { weekdays } from '../../server/content/schemas.js';
import type { Locale } from '../../shared/locale.js';

/** How far ahead holiday closures are announced; the page changes daily anyway (opening status). */
const AHEAD_DAYS = 60;

function holidayHours(o: OfficeItem, site: Site, now: Date, locale: Locale): object[] {
  const index = holidayIndex(site.holidays);
  return upcomingHolidays(site.holidays, turkeyClock(now).date, AHEAD_DAYS).flatMap((h) => {
    const day = weekdays[(new Date(`${h.date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
    // A day the office is closed every week anyway needs no special hours.
    if (!o.hours.some((x) => x.days.includes(day))) return [];
    const span = hoursOn(o.hours, day, h.date, index);
    return [{ '@type': 'OpeningHoursSpecification', name: h.name[locale], validFrom: h.date, validThrough: h.date, opens: span?.opens ?? '00:00', closes: span?.closes ?? '00:00' }];
  });
}

const dayUrl: Record<Weekday, string> = {
  mon: 'https://schema.org/Monday', tue: 'https://schema.org/Tuesday', wed: 'https://schema.org/Wednesday', thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday', sat: 'https://schema.org/Saturday', sun: 'https://schema.org/Sunday',
};

export function officeJsonLd(o: OfficeItem, locale: Locale, pageUrl: string, site: Site, siteUrl: string, now: Date): object {
  const special = holidayHours(o, site, now, locale);
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
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
    ...(o.geo ? { geo: { '@type': 'GeoCoordinates', latitude: o.geo.lat, longitude: o.geo.lng } } : {}),
    parentOrganization: { '@type': 'Organization', name: site.brand, legalName: site.legalName, url: `${siteUrl}/` },
  };
}
