// The offices list as a page shows it: sorted by city and district (Turkish alphabet), filtered
// by the GET form's city and district (`il`/`ilce` in Turkish, `city`/`district` in English),
// each office with its opening status at the request's moment (public holidays included). A value the list does not know
// is answered with a readable message (and a 400), never an error page.
import type { CollectionTypes } from './collections.js';
import { openingStatus, turkeyClock, type OpeningStatus } from './opening-hours.js';
import type { HolidayIndex } from './holidays.js';
import { slugify } from '../text/slug.js';
import type { Translate } from '../i18n.js';
import type { Locale } from '../../shared/locale.js';

export type OfficeItem = CollectionTypes['offices'];
export type ShownOffice = OfficeItem & { status: OpeningStatus };

/** The query parameters of the filter, in each language's words. */
export const officeParams: Record<Locale, { city: string; district: string }> = {
  tr: { city: 'il', district: 'ilce' },
  en: { city: 'city', district: 'district' },
};

export interface CityOption { slug: string; name: string; count: number; districts: { slug: string; name: string; count: number }[] }

export interface OfficesView {
  params: { city: string; district: string };
  cities: CityOption[];
  /** The city and district in effect (slugs), after dropping a district of another city. */
  city?: CityOption;
  district?: string;
  /** Why the filter could not be applied, for the visitor. */
  problem?: string;
  /** A note when part of the filter was dropped (a district left over from another city). */
  note?: string;
  total: number;
  offices: ShownOffice[];
}

const collator = new Intl.Collator('tr');

/** One query value as text: a repeated parameter or a nested one is not a filter value. */
function single(v: unknown): string | undefined | null {
  if (v === undefined) return undefined;
  return typeof v === 'string' ? v.trim() : null;
}

export function officesView(all: OfficeItem[], locale: Locale, query: Record<string, unknown>, now: Date, t: Translate, holidays?: HolidayIndex): OfficesView {
  const params = officeParams[locale];
  const sorted = [...all].sort((a, b) => collator.compare(a.city, b.city) || collator.compare(a.district, b.district) || collator.compare(a.name[locale], b.name[locale]));
  const cities: CityOption[] = [];
  for (const o of sorted) {
    const slug = slugify(o.city);
    let city = cities.find((c) => c.slug === slug);
    if (!city) cities.push((city = { slug, name: o.city, count: 0, districts: [] }));
    city.count++;
    const d = slugify(o.district);
    const district = city.districts.find((x) => x.slug === d);
    if (district) district.count++;
    else city.districts.push({ slug: d, name: o.district, count: 1 });
  }
  const view: OfficesView = { params, cities, total: sorted.length, offices: [] };

  const cityValue = single(query[params.city]);
  const districtValue = single(query[params.district]);
  if (cityValue === null || districtValue === null) {
    view.problem = t('Filtre değerleri anlaşılamadı. Listeden bir il ve ilçe seç.');
  } else {
    if (cityValue) {
      view.city = cities.find((c) => c.slug === cityValue);
      if (!view.city) view.problem = t('Bu ilde temsilciliğimiz yok ya da il adı tanınmadı. Listeden bir il seç.');
    }
    if (districtValue && !view.problem) {
      const inCity = view.city?.districts.find((d) => d.slug === districtValue);
      const anywhere = cities.some((c) => c.districts.some((d) => d.slug === districtValue));
      if (inCity || (!view.city && anywhere)) view.district = districtValue;
      // Without JavaScript the district select still holds the last city's district when
      // the city changes: show the whole new city and say so, rather than an empty list.
      else if (anywhere) view.note = t('Seçtiğin ilçe bu ilde değil; ilin tüm temsilciliklerini gösteriyoruz.');
      else view.problem = t('Bu ilçede temsilciliğimiz yok ya da ilçe adı tanınmadı. Listeden bir ilçe seç.');
    }
  }
  if (view.problem) {
    view.city = undefined;
    view.district = undefined;
  }
  const shown = sorted.filter((o) => (!view.city || slugify(o.city) === view.city.slug) && (!view.district || slugify(o.district) === view.district));
  const clock = turkeyClock(now);
  view.offices = shown.map((o) => ({ ...o, status: openingStatus(o.hours, now, clock, holidays) }));
  return view;
}
