// Pure helpers of the phone input and its server (no-JavaScript) markup.
import { describe, it, expect } from 'vitest';
import { renderToString } from 'react-dom/server';
import { parseHTML } from 'linkedom';
import { PhoneInput, type PhoneInputProps } from './phone-input.js';
import { orderCountries, fallbackCountry, flagUrl, PREFERRED } from './countries.js';
import { sanitize, phoneMessageFor, PHONE_TEXT } from '../../shared/phone-rules.js';
import { initialCountry, phoneCountries } from '../../views/islands/phone-input.js';

const table: [string, string][] = [['AT', '43'], ['AX', '358'], ['DE', '49'], ['FR', '33'], ['GB', '44'], ['NL', '31'], ['SE', '46'], ['TR', '90'], ['US', '1'], ['AF', '93']];
const trNames = new Intl.DisplayNames(['tr'], { type: 'region' });
const tr = orderCountries(table, ['TR', 'DE', 'NL', 'AT', 'FR', 'GB', 'US'], undefined, 'tr', (c) => trNames.of(c)!);

describe('country order', () => {
  it('puts the preferred countries first, in their order, then the rest alphabetically by localized name', () => {
    expect(tr.map((c) => c.iso)).toEqual(['TR', 'DE', 'NL', 'AT', 'FR', 'GB', 'US', 'AF', 'AX', 'SE']);
    expect(tr.slice(0, 2).map((c) => c.name)).toEqual(['Türkiye', 'Almanya']);
    expect(tr.filter((c) => c.preferred)).toHaveLength(7);
  });
  it('keeps only the allowed countries, and falls back to the first preferred one allowed, else the first one listed', () => {
    expect(orderCountries(table, PREFERRED, ['SE', 'NL'], 'en', (c) => c).map((c) => c.iso)).toEqual(['NL', 'SE']);
    expect(fallbackCountry(table, PREFERRED)).toBe('TR');
    expect(fallbackCountry(table, PREFERRED, ['SE', 'NL'])).toBe('NL');
    expect(fallbackCountry(table, PREFERRED, ['SE', 'AF'])).toBe('SE');
    expect(fallbackCountry(table, PREFERRED, ['XX', 'AF'])).toBe('AF');
  });
});

describe('sanitize (validCharactersOnly)', () => {
  it('keeps digits, spaces, brackets, hyphens and plus, and drops the rest', () => {
    expect(sanitize('+90 (532) 123-45-67')).toBe('+90 (532) 123-45-67');
    expect(sanitize('0532a12b3.45/67#')).toBe('05321234567');
    expect(sanitize('tel: +49 1512')).toBe(' +49 1512');
    expect(sanitize('٠٥٣٢')).toBe(''); // only ASCII digits
  });
});

// The rules the server's form check shares (server/forms/schemas.ts).
describe('what the widget and the server agree on', () => {
  it('reads as a number only text the widget would keep as typed', () => {
    for (const text of ['+90 (532) 123-45-67', '0532 123 45 67', '0532a12', 'tel: +49 1512', '٠٥٣٢', '0532.123']) {
      expect(PHONE_TEXT.test(text)).toBe(sanitize(text) === text);
    }
  });

  it('words a wrong number with the Turkish example unless it is another country’s national number', () => {
    expect(phoneMessageFor('TR', '0532 12')).toBe('invalid');
    expect(phoneMessageFor('TR', '+49 1')).toBe('invalid');
    expect(phoneMessageFor('DE', '+49 1')).toBe('invalid');
    expect(phoneMessageFor('DE', '  +49 1')).toBe('invalid');
    expect(phoneMessageFor('DE', '0151 2')).toBe('invalidOther');
    expect(phoneMessageFor('NL', '(06) 12')).toBe('invalidOther');
  });
});

describe('server markup', () => {
  // The props as the form field computes them (blocks/form/fields.tsx, PhoneField).
  const props = ({ lang = 'tr', chosen, only, ...over }: Partial<PhoneInputProps> & { chosen?: string; only?: string[] } = {}): PhoneInputProps => {
    const countries = phoneCountries(lang, undefined, only);
    return {
      id: 'p', name: 'phone', lang, placeholder: 'Telefon numaranı gir', countryName: 'phoneCountry', countryLabel: 'Ülke kodu',
      groupLabels: ['Sık seçilenler', 'Diğer ülkeler'], countries, country: initialCountry(countries, chosen, undefined, only), onlyCountries: only, ...over,
    };
  };
  const doc = (html: string) => parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;
  // Plain attributes, so the test reads the markup a browser without JavaScript receives.
  const selected = (d: Document) => [...d.querySelectorAll('option[selected]')].map((o) => o.getAttribute('value'));

  it('is a labelled country select (Türkiye first and chosen, then the common destinations, then every other country by name) and a tel input', () => {
    const html = renderToString(<PhoneInput {...props()} />);
    const d = doc(html);
    const select = d.querySelector('select')!;
    expect(select.getAttribute('name')).toBe('phoneCountry');
    expect(d.querySelector(`label[for="${select.id}"]`)!.textContent).toBe('Ülke kodu');
    const options = [...select.querySelectorAll('option')];
    expect(options.slice(0, 4).map((o) => o.textContent)).toEqual(['Türkiye (+90)', 'Almanya (+49)', 'Hollanda (+31)', 'Avusturya (+43)']);
    expect(selected(d)).toEqual(['TR']);
    expect([...select.querySelectorAll('optgroup')].map((g) => [g.getAttribute('label'), g.children.length])).toEqual([['Sık seçilenler', PREFERRED.length], ['Diğer ülkeler', options.length - PREFERRED.length]]);
    const rest = [...select.querySelectorAll('optgroup')[1]!.children].map((o) => o.textContent!.replace(/ \(\+\d+\)$/, ''));
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'tr')));
    expect(options.length).toBeGreaterThan(200);
    expect(options.map((o) => o.textContent)).toContain('Zimbabve (+263)');
    const input = d.querySelector('input[type="tel"]')!;
    expect(input.getAttribute('placeholder')).toBe('Telefon numaranı gir');
    expect(html).toMatch(/<input [^>]*maxLength="25"[^>]*autoComplete="tel"|<input [^>]*autoComplete="tel"[^>]*maxLength="25"/);
    expect(d.querySelector('img.phone-flag')!.getAttribute('src')).toBe(flagUrl('TR'));
    expect(d.querySelector('img.phone-flag')!.getAttribute('alt')).toBe('');
    expect(d.querySelector('button, [role="listbox"], input[type="hidden"]')).toBeNull();
  });

  it('is built from props that are plain JSON (the island sends them to the browser as they are)', () => {
    const p = props({ chosen: 'DE' });
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
    expect(p.countries[0]).toEqual({ iso: 'TR', dial: '90', name: 'Türkiye', preferred: true });
    expect(p.country).toBe('DE');
    expect(props({ chosen: 'XX' }).country).toBe('TR'); // not offered: the default
  });

  it('names the countries in English on English pages, and keeps a country chosen before (a re-rendered form)', () => {
    const d = doc(renderToString(<PhoneInput {...props({ lang: 'en', chosen: 'DE', value: '01512 3456789' })} />));
    expect([...d.querySelectorAll('option')].slice(0, 2).map((o) => o.textContent)).toEqual(['Türkiye (+90)', 'Germany (+49)']);
    expect(selected(d)).toEqual(['DE']);
    expect(d.querySelector('img.phone-flag')!.getAttribute('src')).toBe('/flags/DE.svg');
    expect(d.querySelector('input')!.getAttribute('value')).toBe('01512 3456789');
  });

  it('offers only the allowed countries when told, without groups', () => {
    const d = doc(renderToString(<PhoneInput {...props({ only: ['SE', 'NL'] })} />));
    expect([...d.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual(['NL', 'SE']);
    expect(d.querySelector('optgroup')).toBeNull();
    expect(selected(d)).toEqual(['NL']);
  });
});
