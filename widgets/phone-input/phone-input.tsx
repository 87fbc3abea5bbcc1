// The phone field of the site's forms. The server renders a native country <select> (every
// country, Türkiye and the common destinations first, names in the page's language, calling
// code shown) with the chosen country's SVG flag beside it, and the national number input:
// it works without JavaScript (the server reads both fields). Hydrated, the same component
// checks the number through POST /api/phone as it is typed (the phone metadata is too large
// for the browser budget), lets a +49… number pick its country, looks up the visitor's
// country when the form did not choose one, holds a form back only until a number just typed
// is checked (the server's summary names a wrong one with every other error), and turns the select into the spec's dropdown: a button opening a listbox of every
// country with its flag, name and dial code, the chosen one posted through a hidden input.
// The countries come as props (views/islands/phone-input.ts, on the server): nothing here imports server code.
// The country (use-country.ts), its list (use-country-list.ts) and the number's check
// (use-phone-check.ts) are hooks; the components here render.
import { useRef } from 'react';
import type { Locale } from '../../shared/locale.js';
import { useLive } from '../shared/hooks.js';
import { flagUrl, type Country } from './countries.js';
import { sanitize } from '../../shared/phone-rules.js';
import { useCountry, useVisitorCountry } from './use-country.js';
import { useCountryList } from './use-country-list.js';
import { usePhoneCheck } from './use-phone-check.js';

export interface PhoneInputProps {
  id: string; name: string; lang: Locale; value?: string; placeholder: string; required?: boolean;
  describedBy?: string; invalid?: boolean; maxLength?: number;
  /** Shown (and set with setCustomValidity) when the number is not valid. */
  invalidMessage?: string;
  /** The same for a national number of another country than Türkiye (the first message's example is Turkish). */
  invalidOtherMessage?: string;
  /** The name the country is posted under. */
  countryName: string;
  /** Every country offered, in order: the preferred ones first (views/islands/phone-input.ts). */
  countries: Country[];
  /** The country the field starts with (one of `countries`). */
  country: string;
  /** The form already chose `country` (a re-rendered form): the visitor's country is not looked up. */
  countryChosen?: boolean;
  /** Accessible name of the country control, e.g. 'Ülke kodu'. */
  countryLabel: string;
  /** Labels of the select's two groups: the preferred countries, then all the others. */
  groupLabels: [string, string];
  /** Only these countries' numbers are valid (sent with each check). */
  onlyCountries?: string[];
  mode?: 'auto' | 'international' | 'national';
  /** Drop everything but a phone number's characters (countries.ts) as it is typed. */
  validCharactersOnly?: boolean;
  pattern?: string;
}

// Decorative: the control beside it names the country.
const Flag = ({ iso, className }: { iso: string; className?: string }) => (
  <img className={className} src={flagUrl(iso)} alt="" width="24" height="16" loading="lazy" decoding="async" />
);

type CountryState = ReturnType<typeof useCountry>;
interface CountryProps { p: PhoneInputProps; country: CountryState; onChoose: (iso: string) => void }

/** The live country control: a button opening a listbox of every country, the chosen one posted through a hidden input. */
function CountryDropdown({ p, country: { iso, hidden }, onChoose }: CountryProps) {
  const { countries, countryLabel: label } = p;
  const listId = `${p.id}-countries`;
  const l = useCountryList(countries, p.lang, iso, listId, onChoose);
  const country = countries.find((c) => c.iso === iso) ?? countries[0]!;
  return (
    <>
      <input type="hidden" ref={hidden} name={p.countryName} value={iso} />
      <button type="button" ref={l.button} className="phone-country-button" aria-haspopup="listbox" aria-expanded={l.open}
        aria-controls={l.open ? listId : undefined} aria-label={`${label}: ${country.name} +${country.dial}`}
        onClick={l.toggle} onKeyDown={l.onButtonKey}>
        <Flag iso={iso} className="phone-flag" />
        <span className="phone-country-name">{country.name}</span>
        <span className="phone-dial">+{country.dial}</span>
      </button>
      {l.open ? (
        <ul ref={l.list} id={listId} role="listbox" tabIndex={-1} aria-label={label} aria-activedescendant={l.optionId(l.active)}
          className={l.up ? 'phone-list up' : 'phone-list'} onKeyDown={l.onListKey}
          onBlur={(e) => !e.currentTarget.parentElement!.contains(e.relatedTarget) && l.close()}>
          {countries.map((c, i) => (
            <li key={c.iso} id={l.optionId(i)} role="option" aria-selected={c.iso === iso} onClick={() => l.choose(i)}
              className={`${i === l.active ? 'is-active ' : ''}${c.preferred && !countries[i + 1]?.preferred ? 'last-preferred' : ''}`}>
              <Flag iso={c.iso} />
              <span>{c.name}</span>
              <span className="phone-dial">+{c.dial}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The server's country control, kept until the widget is live and the visitor is not using it: a native select beside the chosen country's flag. */
function CountrySelect({ p, live, country, onChoose }: CountryProps & { live: boolean }) {
  const selectId = `${p.id}-country`;
  const option = (c: Country) => <option key={c.iso} value={c.iso}>{`${c.name} (+${c.dial})`}</option>;
  const top = p.countries.filter((c) => c.preferred);
  const rest = p.countries.filter((c) => !c.preferred);
  return (
    <>
      <label className="visually-hidden" htmlFor={selectId}>{p.countryLabel}</label>
      <Flag iso={live ? country.iso : p.country} className="phone-flag" />
      <select id={selectId} name={p.countryName} defaultValue={p.country} ref={country.select}
        onChange={(e) => onChoose(e.currentTarget.value)} onBlur={country.leave}>
        {/* A short list (only some countries allowed) needs no groups. */}
        {!p.onlyCountries?.length && top.length && rest.length ? (
          <>
            <optgroup label={p.groupLabels[0]}>{top.map(option)}</optgroup>
            <optgroup label={p.groupLabels[1]}>{rest.map(option)}</optgroup>
          </>
        ) : p.countries.map(option)}
      </select>
    </>
  );
}

/** validCharactersOnly: every other character is dropped as it is typed, the caret kept in its place. */
function keepPhoneCharacters(el: HTMLInputElement) {
  const v = sanitize(el.value);
  if (v === el.value) return;
  const at = Math.max(0, (el.selectionStart ?? v.length) - (el.value.length - v.length));
  el.value = v;
  el.setSelectionRange(at, at);
}

export function PhoneInput(p: PhoneInputProps) {
  const live = useLive();
  const input = useRef<HTMLInputElement>(null);
  const country = useCountry(p.countries, p.country, `${p.id}-country`, live);
  const phone = usePhoneCheck(input, { ...p, live, posted: country.posted, offers: country.offers, pick: country.pick });
  useVisitorCountry(live, p.countryChosen, country, phone.check);
  const choose = (c: string) => {
    country.pick(c);
    void phone.check(c);
  };
  const msgId = `${p.id}-invalid`;
  return (
    <div className={live ? 'phone-input ready' : 'phone-input'}>
      <div className="phone-country">
        {country.dropdown ? (
          <CountryDropdown p={p} country={country} onChoose={choose} />
        ) : <CountrySelect p={p} live={live} country={country} onChoose={choose} />}
      </div>
      <input id={p.id} name={p.name} type="tel" autoComplete="tel" inputMode="tel" required={p.required} maxLength={p.maxLength ?? 25}
        pattern={p.pattern} placeholder={p.placeholder} defaultValue={p.value} ref={input}
        aria-invalid={(phone.bad ?? p.invalid) || undefined} aria-describedby={[p.describedBy, phone.message && msgId].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          if (p.validCharactersOnly) keepPhoneCharacters(e.currentTarget);
          phone.typed();
        }}
        onBlur={(e) => phone.left(e.currentTarget)} />
      {phone.message ? <p className="error" id={msgId}>{phone.message}</p> : null}
    </div>
  );
}
