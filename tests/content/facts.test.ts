// The corporate facts and the fee schedule are each typed once; these tests make a figure
// typed into a page, an unknown token or a malformed fact fail loudly.
import { describe, it, expect } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { companySchema } from '../../server/content/facts/company-schema.js';
import { feeScheduleSchema, type Fee } from '../../server/content/facts/fees-schema.js';
import { checkFigures, checkTypedSuffixes, findFigures } from '../../server/content/facts/figures.js';
import { formatFee } from '../../server/content/facts/format.js';
import { loadContent } from '../../server/content/load.js';
import { LOCALES, type Locale } from '../../shared/locale.js';

const json = (f: string) => JSON.parse(readFileSync(path.join('content', f), 'utf8'));
/** A copy of content/ to break on purpose. */
function contentCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'unilira-facts-'));
  cpSync('content', dir, { recursive: true });
  return dir;
}
const edit = (dir: string, rel: string, change: (s: string) => string) => writeFileSync(path.join(dir, rel), change(readFileSync(path.join(dir, rel), 'utf8')));

describe('fact schemas', () => {
  it('accepts the shipped facts and rejects a malformed MERSİS number, tax number or KEP address', () => {
    const company = json('data/company.json');
    expect(companySchema.safeParse(company).success).toBe(true);
    expect(companySchema.safeParse({ ...company, mersis: '0000123456780016' }).success).toBe(false);
    expect(companySchema.safeParse({ ...company, tax: { ...company.tax, number: '12345' } }).success).toBe(false);
    expect(companySchema.safeParse({ ...company, kep: 'info@unilira.com.tr' }).success).toBe(false);
  });

  it('rejects a fee without a figure or text, a figure beside a text, and an id used twice', () => {
    const fees = json('data/fees.json');
    expect(feeScheduleSchema.safeParse(fees).success).toBe(true);
    const first = fees.fees[0];
    expect(feeScheduleSchema.safeParse({ ...fees, fees: [{ id: 'x.y', product: 'cards', label: first.label }] }).success).toBe(false);
    expect(feeScheduleSchema.safeParse({ ...fees, fees: [{ ...first, amount: 1, text: first.label }] }).success).toBe(false);
    expect(feeScheduleSchema.safeParse({ ...fees, fees: [first, first] }).success).toBe(false);
  });
});

describe('fee formatting', () => {
  const fee = (f: Partial<Fee>): Fee => ({ id: 'a.b', product: 'cards', label: { tr: 'x', en: 'x' }, currency: 'TRY', ...f });
  it('writes figures the way each language does', () => {
    expect(formatFee(fee({ amount: 1000 }), 'tr')).toBe('1.000 TL');
    expect(formatFee(fee({ amount: 1000 }), 'en')).toBe('1,000 TL');
    expect(formatFee(fee({ amount: 50, percent: 1.5 }), 'tr')).toBe('50 TL + %1,5');
    expect(formatFee(fee({ amount: 50, percent: 1.5 }), 'en')).toBe('50 TL + 1.5%');
    expect(formatFee(fee({ amount: 0 }), 'tr')).toBe('0 TL');
    expect(formatFee(fee({ amount: 0 }), 'tr', { table: true })).toBe('Ücretsiz');
    expect(formatFee(fee({ percent: 1.5 }), 'tr', { table: true })).toBe('İşlem tutarı üzerinden %1,5');
  });
});

describe('figures typed into content', () => {
  it('finds money amounts and percentages in both languages, in canonical form', () => {
    expect(findFigures("işlem tutarının %1,5'i ve 1.000 TL'lik yükleme", 'tr').map((f) => f.canonical)).toEqual(['1.5%', '1000 TRY']);
    expect(findFigures('1.5% of 1,000 TL, or €20, and 2 percent', 'en').map((f) => f.canonical)).toEqual(['1.5%', '1000 TRY', '20 EUR', '2%']);
    expect(findFigures('{{fee:cards.physical}} and {{fee:load.card@1000}}, 6493 sayılı Kanun, 7/24', 'tr')).toEqual([]);
  });

  it('passes on the shipped content and fails when a fee is typed into a page, an article or an FAQ answer', () => {
    expect(checkFigures('content')).toEqual([]);
    const dir = contentCopy();
    edit(dir, 'pages/fees.tr.json', (s) => s.replace('"Ne ödeyeceğini önceden bil"', '"Kart basımı 100 TL"'));
    edit(dir, 'blog/travel-with-card.en.json', (s) => s.replace('{{fee:cards.physical}}', '100 TL'));
    edit(dir, 'faq/cards.tr.json', (s) => s.replace('</p>', ' Ücret %2,5.</p>'));
    const problems = checkFigures(dir);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/content\/blog\/travel-with-card\.en\.json: html: "100 TL"/);
    expect(problems.join('\n')).toMatch(/faq\/cards\.tr\.json: items\[\d\]\.answer: "%2,5"/);
    expect(problems.join('\n')).toMatch(/pages\/fees\.tr\.json: blocks\[0\]\.title: "100 TL"/);
  });
});

describe('Turkish suffixes after tokens', () => {
  it('passes on the shipped content and fails on an apostrophe suffix typed after a token', () => {
    expect(checkTypedSuffixes('content')).toEqual([]);
    const dir = contentCopy();
    edit(dir, 'faq/fees-and-limits.tr.json', (s) => s.replace('{{fee:load.card|poss}}', "{{fee:load.card}}'i"));
    edit(dir, 'blog/travel-with-card.tr.json', (s) => s.replace('{{fee:cards.physical|cop}}', '{{fee:cards.physical}}’dir'));
    const problems = checkTypedSuffixes(dir);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/faq\/fees-and-limits\.tr\.json: items\[\d\]\.answer: "\{\{fee:load\.card\}\}'i" types a suffix/);
    expect(problems.join('\n')).toMatch(/blog\/travel-with-card\.tr\.json: html: "\{\{fee:cards\.physical\}\}’dir"/);
  });

  it('writes the suffix for the figure of the day, and follows the figure when it changes', () => {
    const faq = (c: ReturnType<typeof loadContent>) => c.collections.faq.find((f) => f.translationId === 'fees-and-limits' && f.locale === 'tr')!.items.map((i) => i.answer).join(' ');
    expect(faq(loadContent('content'))).toContain("işlem tutarının %1,5'u kadar");
    const dir = contentCopy();
    edit(dir, 'data/fees.json', (s) => s.replace(/("id": "load\.card",[\s\S]*?"percent": )1\.5/, '$12'));
    expect(faq(loadContent(dir))).toContain("işlem tutarının %2'si kadar");
  });

  it('stops loading on an unknown case, and on a case in English text', () => {
    const dir = contentCopy();
    edit(dir, 'faq/fees-and-limits.tr.json', (s) => s.replace('{{fee:load.card|poss}}', '{{fee:load.card|acusative}}'));
    expect(() => loadContent(dir)).toThrow(/fees-and-limits\.tr\.json: "\{\{fee:load\.card\|acusative\}\}" names no fact .* or has a case other than \|acc/);
    const dir2 = contentCopy();
    edit(dir2, 'blog/travel-with-card.en.json', (s) => s.replace('{{fee:cards.physical}}', '{{fee:cards.physical|acc}}'));
    expect(() => loadContent(dir2)).toThrow(/travel-with-card\.en\.json: "\{\{fee:cards\.physical\|acc\}\}"/);
  });
});

describe('fact tokens and references', () => {
  it('expands tokens from the facts in each language, worked examples included', () => {
    const c = loadContent('content');
    const faq = (l: Locale) => c.collections.faq.find((f) => f.translationId === 'fees-and-limits' && f.locale === l)!.items.map((i) => i.answer).join(' ');
    expect(faq('tr')).toContain("1.000 TL'lik yüklemede ücret 15 TL olur");
    expect(faq('en')).toContain('the fee is 15 TL');
    expect(JSON.stringify(c.pages.en.fees)).toContain('750,000 TL');
    const { dictionary: _ui, ...texts } = c; // the dictionary's {{…}} are i18next placeholders
    expect(JSON.stringify(texts)).not.toContain('{{');
  });

  it('stops loading on a token that names no fact, and on a fee table naming an unknown fee', () => {
    const dir = contentCopy();
    edit(dir, 'blog/travel-with-card.tr.json', (s) => s.replace('{{fee:cards.physical|cop}}', '{{fee:cards.golden}}'));
    expect(() => loadContent(dir)).toThrow(/blog\/travel-with-card\.tr\.json: "\{\{fee:cards\.golden\}\}" names no fact/);
    const dir2 = contentCopy();
    edit(dir2, 'pages/fees.en.json', (s) => s.replace('"account.open"', '"account.gold"'));
    expect(() => loadContent(dir2)).toThrow(/pages\/fees\.en\.json: blocks\[\d\] \(feeTable\): no fee "account\.gold"/);
  });
});

describe('claims about reach', () => {
  it('count the countries the calculator reaches by bank and by MoneyGram cash, and follow the schedule when it changes', () => {
    const fees = json('data/fees.json') as { corridors: { country: string; method: string }[] };
    const countries = (m: string) => new Set(fees.corridors.filter((c) => c.method === m).map((c) => c.country)).size;
    const hero = (dir: string) => (loadContent(dir).pages.en.internationalTransfer.blocks[0] as { text: string }).text;
    expect(hero('content')).toContain(`bank account in ${countries('bank')} countries, or for cash pickup at MoneyGram locations in ${countries('cashPickup')}.`);
    // No page promises a reach the product does not have.
    for (const locale of LOCALES) {
      expect(JSON.stringify(loadContent('content').pages[locale]), locale).not.toMatch(/200'den fazla ülke(ye| ve bölgeye,| ve bölgeye para)|more than 200 countries and territories, (to|and)|200\+ countries, to/);
    }
    const dir = contentCopy();
    // US cash pickup moved to Germany, which has it already: one country fewer, and the page says so.
    edit(dir, 'data/fees.json', (s) => {
      const f = JSON.parse(s) as { corridors: { id: string; country: string }[] };
      f.corridors.find((c) => c.id === 'us-usd-cash')!.country = 'DE';
      return JSON.stringify(f);
    });
    expect(hero(dir)).toContain(`at MoneyGram locations in ${countries('cashPickup') - 1}.`);
  });
});
