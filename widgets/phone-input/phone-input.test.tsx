// Pure helpers of the phone input and its server (no-JavaScript) markup.
import { describe, it, expect } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PhoneInput } from './phone-input.js';
import { flag, fold, findCountry, orderCountries, fallbackCountry, sanitize, PREFERRED } from './countries.js';

const table: [string, string][] = [['AT', '43'], ['AX', '358'], ['DE', '49'], ['FR', '33'], ['GB', '44'], ['NL', '31'], ['SE', '46'], ['TR', '90'], ['US', '1'], ['AF', '93']];
const trNames = new Intl.DisplayNames(['tr'], { type: 'region' });
const tr = orderCountries(table, PREFERRED, undefined, 'tr', (c) => trNames.of(c)!);

describe('flag', () => {
  it('turns an ISO code into its two regional indicator symbols', () => {
    expect(flag('TR')).toBe('🇹🇷');
    expect(flag('de')).toBe('🇩🇪');
    expect([...flag('GB')].map((c) => c.codePointAt(0)!.toString(16))).toEqual(['1f1ec', '1f1e7']);
  });
});

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

describe('type-to-find', () => {
  const find = (typed: string, start = 0) => findCountry(tr, fold(typed, 'tr'), start);
  it('finds a country by the start of its localized name, ignoring case and accents', () => {
    expect(tr[find('Alm')]!.iso).toBe('DE');
    expect(tr[find('isv')]!.iso).toBe('SE'); // İsveç
    expect(tr[find('turk')]!.iso).toBe('TR'); // Türkiye
    expect(tr[find('ala')]!.iso).toBe('AX'); // Åland Adaları
  });
  it('searches from the given position and wraps around; -1 when nothing matches', () => {
    expect(tr[find('a', 2)]!.iso).toBe('AT'); // Avusturya after Hollanda
    expect(tr[find('a', 4)]!.iso).toBe('US'); // Amerika Birleşik Devletleri
    expect(tr[find('alm', 5)]!.iso).toBe('DE');
    expect(find('xyz')).toBe(-1);
  });
  it('folds Turkish dotted and dotless capitals as a Turkish visitor types them', () => {
    expect(fold('İsveç', 'tr')).toBe('isvec');
    expect(fold('IRAK', 'tr')).toBe('irak');
    expect(fold('İsveç', 'en')).toBe('isvec');
  });
});

describe('sanitize (validCharactersOnly)', () => {
  it('keeps digits, spaces, brackets, hyphens and plus, and drops the rest', () => {
    expect(sanitize('+90 (532) 123-45-67')).toBe('+90 (532) 123-45-67');
    expect(sanitize('0532a12b3.45/67#')).toBe('0532123 4567'.replace(' ', ''));
    expect(sanitize('tel: +49 1512')).toBe(' +49 1512');
    expect(sanitize('٠٥٣٢')).toBe(''); // only ASCII digits
  });
});

describe('server markup', () => {
  it('is a plain tel input (no country button) plus the country the server will read', () => {
    const html = renderToString(<PhoneInput id="p" name="phone" lang="tr" placeholder="Telefon numarası girin" countries={table} invalidMessage="x" />);
    expect(html).toContain('type="tel"');
    expect(html).toContain('maxLength="25"');
    expect(html).toContain('placeholder="Telefon numarası girin"');
    expect(html).toContain('<input type="hidden" name="phoneCountry" value="TR"/>');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('listbox');
  });
  it('keeps a country chosen before (a re-rendered form)', () => {
    const html = renderToString(<PhoneInput id="p" name="phone" lang="en" placeholder="" countries={table} country="DE" value="01512 3456789" />);
    expect(html).toContain('name="phoneCountry" value="DE"');
    expect(html).toContain('value="01512 3456789"');
  });
});
