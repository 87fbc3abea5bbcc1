import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { RateTable } from './RateTable.js';
import type { RatePoint } from './stats.js';
import { LOCALES, type Locale } from '../../shared/locale.js';
import { parseDecimal } from '../../server/money.js';
import { dom } from '../../tests/helpers/html.js';
import { ratePeriod, renderIn } from '../../tests/helpers/rates.js';

const dictionary = JSON.parse(readFileSync('content/dictionary.json', 'utf8')) as Record<string, Record<Locale, string>>;
const holiday = '2026-10-29'; // Republic Day, a Thursday
const month = ratePeriod(30, { seed: 5, holidays: [holiday] });

function table(locale: Locale, points: RatePoint[] = month) {
  const doc = dom(renderIn(locale, <RateTable currency="USD" unit={1} points={points} />));
  const rows = [...doc.querySelectorAll('tbody tr')].map((r) => ({ day: r.querySelector('th')!.textContent!, cell: r.querySelector('td')!.textContent! }));
  return { doc, rows };
}

/** A cell read back into the published figure, by the page's own separators. */
function figure(cell: string, locale: Locale): bigint | undefined {
  const sep = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')!.value;
  return parseDecimal(cell.replaceAll(sep === ',' ? '.' : ',', '').replace(sep, '.'), 4);
}

describe('RateTable', () => {
  it('has a caption and headers for its columns and rows', () => {
    const { doc } = table(LOCALES[0]);
    expect(doc.querySelector('caption')!.textContent).toBeTruthy();
    expect(doc.querySelectorAll('thead th[scope="col"]')).toHaveLength(2);
    expect(doc.querySelectorAll('tbody th[scope="row"]')).toHaveLength(month.length);
  });

  it('lists every day newest first with the published figure, exactly, in the page\'s language', () => {
    for (const locale of LOCALES) {
      const { rows } = table(locale);
      const newest = [...month].reverse();
      expect(rows).toHaveLength(month.length);
      rows.forEach((r, i) => {
        const p = newest[i]!;
        const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(`${p.date}T00:00:00Z`));
        expect(r.day).toContain(monthName);
        expect(r.day).toMatch(new RegExp(`\\b${Number(p.date.slice(8))}\\b.*${p.date.slice(0, 4)}`));
        if (p.value !== null) expect(figure(r.cell, locale)).toBe(p.value);
      });
    }
  });

  it('names a day without a bulletin: a weekend as a weekend, a weekday as a holiday', () => {
    for (const locale of LOCALES) {
      const { rows } = table(locale);
      const newest = [...month].reverse();
      const said = (key: string) => dictionary[key]![locale];
      rows.forEach((r, i) => {
        const p = newest[i]!;
        const weekend = [0, 6].includes(new Date(`${p.date}T00:00:00Z`).getUTCDay());
        if (p.value !== null) expect(r.cell).not.toBe(said('Bülten yok (hafta sonu)'));
        else expect(r.cell).toBe(said(weekend ? 'Bülten yok (hafta sonu)' : 'Bülten yok (tatil)'));
      });
      expect(rows.filter((r) => r.cell === said('Bülten yok (tatil)'))).toHaveLength(1);
    }
  });

  it('folds a year away behind a summary, and keeps a month open', () => {
    const { doc } = table(LOCALES[1], ratePeriod(365));
    expect(doc.querySelector('details > summary')!.textContent).toContain('365');
    expect(doc.querySelectorAll('details tbody tr')).toHaveLength(365);
    expect(table(LOCALES[1]).doc.querySelector('details')).toBeNull();
  });
});
