// The phone input's props from the form: its field, the countries offered (computed here on
// the server: libphonenumber's table and the localized names stay out of the browser) and the
// country it starts with.
import { useView } from '../context.js';
import { countryTable } from '../../server/phone.js';
import { PHONE_COUNTRY, phoneMessages } from '../../server/forms/schemas.js';
import { PREFERRED, fallbackCountry, orderCountries, type Country } from '../../widgets/phone-input/countries.js';
import type { PhoneInputProps } from '../../widgets/phone-input/phone-input.js';
import { isLocale } from '../../shared/locale.js';

// The default list per language: two entries at most (tr, en), built once.
const defaultLists = new Map<string, Country[]>();

/** Preferred countries first, then the rest by name in `lang`; only the allowed ones when told. */
export function phoneCountries(lang: string, preferred?: string[], only?: string[]): Country[] {
  const build = () => {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    return orderCountries(countryTable(), preferred ?? PREFERRED, only, lang, (c) => names.of(c) ?? c);
  };
  if (preferred || only?.length || !isLocale(lang)) return build();
  let list = defaultLists.get(lang);
  if (!list) defaultLists.set(lang, (list = build()));
  return list;
}

/** The country the field starts with: the one already chosen (a re-rendered form) when offered, else the first preferred one allowed. */
export function initialCountry(list: Country[], chosen: string | undefined, preferred?: string[], only?: string[]): string {
  return chosen && list.some((c) => c.iso === chosen) ? chosen : fallbackCountry(countryTable(), preferred ?? PREFERRED, only);
}

/** The field as the form knows it: ids, the value sent, and the country chosen before. */
export interface PhoneFieldState { id: string; name: string; value?: string; error?: string; hintId: string; errorId: string; optional?: boolean; chosenCountry?: string }

export function usePhoneInputProps(f: PhoneFieldState): PhoneInputProps {
  const { t, locale } = useView();
  const countries = phoneCountries(locale);
  const messages = phoneMessages(t);
  return {
    id: f.id, name: f.name, lang: locale, value: f.value, placeholder: t('Telefon numarası girin'), required: !f.optional,
    // The error's id is named even while there is none: the form widget keeps this hydrated
    // island when it shows the server's answer, and the message it brings then resolves.
    describedBy: `${f.hintId} ${f.errorId}`, invalid: !!f.error, invalidMessage: messages.invalid,
    invalidOtherMessage: messages.invalidOther,
    countryName: PHONE_COUNTRY, countries, country: initialCountry(countries, f.chosenCountry), countryChosen: !!f.chosenCountry,
    countryLabel: t('Ülke kodu'),
    groupLabels: [t('Sık seçilenler'), t('Diğer ülkeler')], validCharactersOnly: true,
  };
}
