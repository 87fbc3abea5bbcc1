// The phone field of the site's forms, rendered on the server only: a native country <select>
// (every country, Türkiye and the common destinations first, names in the page's language,
// calling code shown) with the chosen country's SVG flag beside it, and the national number
// input. It works without JavaScript (the server reads both fields); the client entry
// (phone-input.client.ts) adds the live check through POST /api/phone, the flag following
// the select, the visitor's country and the +49… → Germany switch.
import { countryTable } from '../../server/phone.js';
import { PREFERRED, fallbackCountry, flagUrl, orderCountries, type Country } from './countries.js';

export interface PhoneInputProps {
  id: string; name: string; lang: 'tr' | 'en'; value?: string; placeholder: string; required?: boolean;
  describedBy?: string; invalid?: boolean; maxLength?: number;
  /** Shown (and set with setCustomValidity) when the number is not valid. */
  invalidMessage?: string;
  /** The same for a national number of another country than Türkiye (the first message's example is Turkish). */
  invalidOtherMessage?: string;
  /** The name the country is posted under. */
  countryName: string;
  /** The country already chosen (a re-rendered form); otherwise the first preferred one, until the client knows the visitor's. */
  country?: string;
  /** Accessible name of the country select, e.g. 'Ülke kodu'. */
  countryLabel: string;
  /** Labels of the two groups of the select: the preferred countries, then all the others. */
  groupLabels: [string, string];
  preferredCountries?: string[];
  onlyCountries?: string[];
  mode?: 'auto' | 'international' | 'national';
  /** Drop everything but digits, spaces, brackets, hyphens and '+' as it is typed. */
  validCharactersOnly?: boolean;
  pattern?: string;
}

// The default list per language: two entries at most (tr, en), built once.
const defaultLists = new Map<string, Country[]>();

function countries(lang: string, preferred: string[] | undefined, only: string[] | undefined): Country[] {
  const build = () => {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    return orderCountries(countryTable(), preferred ?? PREFERRED, only, lang, (c) => names.of(c) ?? c);
  };
  if (preferred || only?.length || (lang !== 'tr' && lang !== 'en')) return build();
  let list = defaultLists.get(lang);
  if (!list) defaultLists.set(lang, (list = build()));
  return list;
}

export function PhoneInput(p: PhoneInputProps) {
  const list = countries(p.lang, p.preferredCountries, p.onlyCountries);
  const iso = p.country && list.some((c) => c.iso === p.country) ? p.country : fallbackCountry(countryTable(), p.preferredCountries ?? PREFERRED, p.onlyCountries);
  const selectId = `${p.id}-country`;
  const option = (c: Country) => <option key={c.iso} value={c.iso}>{`${c.name} (+${c.dial})`}</option>;
  const top = list.filter((c) => c.preferred);
  const rest = list.filter((c) => !c.preferred);
  return (
    <div className="phone-input">
      <div className="phone-country">
        <label className="visually-hidden" htmlFor={selectId}>{p.countryLabel}</label>
        {/* Decorative: the select names the country. */}
        <img className="phone-flag" src={flagUrl(iso)} alt="" width="24" height="16" loading="lazy" decoding="async" />
        <select id={selectId} name={p.countryName} defaultValue={iso}>
          {/* A short list (only some countries allowed) needs no groups. */}
          {!p.onlyCountries?.length && top.length && rest.length ? (
            <>
              <optgroup label={p.groupLabels[0]}>{top.map(option)}</optgroup>
              <optgroup label={p.groupLabels[1]}>{rest.map(option)}</optgroup>
            </>
          ) : list.map(option)}
        </select>
      </div>
      <input id={p.id} name={p.name} type="tel" autoComplete="tel" inputMode="tel" required={p.required} maxLength={p.maxLength ?? 25}
        pattern={p.pattern} placeholder={p.placeholder} defaultValue={p.value}
        aria-invalid={p.invalid || undefined} aria-describedby={p.describedBy} />
    </div>
  );
}
