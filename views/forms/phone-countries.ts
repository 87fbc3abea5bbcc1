// The phone field's countries, computed on the server (libphonenumber's table and the
// localized names stay out of the browser): the ordered list the widget offers and the
// country it starts with. Both travel to the widget as props.
import { countryTable } from '../../server/phone.js';
import { PREFERRED, fallbackCountry, orderCountries, type Country } from '../../widgets/phone-input/countries.js';

// The default list per language: two entries at most (tr, en), built once.
const defaultLists = new Map<string, Country[]>();

/** Preferred countries first, then the rest by name in `lang`; only the allowed ones when told. */
export function phoneCountries(lang: string, preferred?: string[], only?: string[]): Country[] {
  const build = () => {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    return orderCountries(countryTable(), preferred ?? PREFERRED, only, lang, (c) => names.of(c) ?? c);
  };
  if (preferred || only?.length || (lang !== 'tr' && lang !== 'en')) return build();
  let list = defaultLists.get(lang);
  if (!list) defaultLists.set(lang, (list = build()));
  return list;
}

/** The country the field starts with: the one already chosen (a re-rendered form) when offered, else the first preferred one allowed. */
export function initialCountry(list: Country[], chosen: string | undefined, preferred?: string[], only?: string[]): string {
  return chosen && list.some((c) => c.iso === chosen) ? chosen : fallbackCountry(countryTable(), preferred ?? PREFERRED, only);
}
