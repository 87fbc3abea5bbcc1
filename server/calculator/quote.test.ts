// Quotes against figures worked by hand (decimal arithmetic, written out below), in both
// directions, for every destination in content, at the rounding edges and with a Unit of 100.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { feeScheduleSchema, type FeeSchedule } from '../content/facts/fees-schema.js';
import { holidaysSchema, indexHolidays } from '../content/holidays.js';
import type { Rates } from '../rates/source.js';
import { quote, type QuoteInput, type Quote } from './quote.js';
import { decimalText, minorDigits } from '../../shared/format.js';

const fees = feeScheduleSchema.parse(JSON.parse(readFileSync('content/data/fees.json', 'utf8')));
const holidays = indexHolidays(holidaysSchema.parse(JSON.parse(readFileSync('content/data/holidays.json', 'utf8'))).holidays);
const rate = (selling: string, unit = 1) => ({ unit, selling: BigInt(selling.replace('.', '')), date: '2026-12-01' });
/** Every currency at 10.0000 TL (JPY per 100), as the hand-worked table assumes; no GEL, EGP or UAH (the Central Bank publishes none). */
const tens: Rates = {
  bulletin: { date: '2026-12-01', number: '2026/229' },
  rates: Object.fromEntries(['EUR', 'GBP', 'USD', 'CHF', 'SEK', 'DKK', 'NOK', 'RON', 'AZN', 'SAR', 'AED', 'QAR', 'KWD', 'CAD', 'AUD', 'PKR']
    .map((c) => [c, rate('10.0000')]).concat([['JPY', rate('10.0000', 100)]])),
};
const WEDNESDAY = '2026-12-02';
const ask = (over: Partial<QuoteInput>, rates: Rates | undefined = tens, schedule: FeeSchedule = fees) =>
  quote({ amount: 100000n, side: 'send', corridor: 'de-eur-bank', date: WEDNESDAY, minutes: 600, ...over }, { fees: schedule, holidays, rates, locale: 'tr' });
const ok = (r: ReturnType<typeof ask>): Quote => {
  if (!('quote' in r)) throw new Error(`no quote: ${r.problem.field} ${r.problem.kind}`);
  return r.quote;
};
const dec = (m: { minor: bigint; currency: string } | undefined) => m && decimalText(m.minor, minorDigits(m.currency));

// 1,000.00 TL sent on a weekday: fee = fixed + percent of 1,000 (half up to the kuruş); converted =
// 1,000 − fee; applied = 10 × (1 + weekday markup) to four decimals; received = converted ÷ applied
// × unit, rounded down to the currency's minor unit.
const handWorked: Record<string, [fee: string, converted: string, applied: string | null, received: string | null]> = {
  'tr-try-account': ['0.00', '1000.00', null, '1000.00'], 'tr-try-iban': ['0.00', '1000.00', null, '1000.00'],
  'de-eur-bank': ['30.00', '970.00', '10.0500', '96.51'], 'de-eur-cash': ['60.00', '940.00', '10.0500', '93.53'],
  'nl-eur-bank': ['30.00', '970.00', '10.0500', '96.51'], 'fr-eur-bank': ['30.00', '970.00', '10.0500', '96.51'],
  'at-eur-bank': ['30.00', '970.00', '10.0500', '96.51'], 'be-eur-bank': ['30.00', '970.00', '10.0500', '96.51'],
  'bg-eur-bank': ['30.00', '970.00', '10.0500', '96.51'], 'gb-gbp-bank': ['42.00', '958.00', '10.0600', '95.22'],
  'us-usd-bank': ['54.00', '946.00', '10.0500', '94.12'], 'us-usd-cash': ['60.00', '940.00', '10.0500', '93.53'],
  'ch-chf-bank': ['72.00', '928.00', '10.0800', '92.06'], 'se-sek-bank': ['72.00', '928.00', '10.0800', '92.06'],
  'dk-dkk-bank': ['72.00', '928.00', '10.0800', '92.06'], 'no-nok-bank': ['72.00', '928.00', '10.0800', '92.06'],
  'ro-ron-bank': ['72.00', '928.00', '10.1000', '91.88'], 'az-azn-bank': ['72.00', '928.00', '10.1000', '91.88'],
  'ge-gel-bank': ['72.00', '928.00', null, null], 'sa-sar-bank': ['72.00', '928.00', '10.1000', '91.88'],
  'ae-aed-bank': ['72.00', '928.00', '10.1000', '91.88'], 'qa-qar-bank': ['72.00', '928.00', '10.1000', '91.88'],
  'kw-kwd-bank': ['72.00', '928.00', '10.1000', '91.881'], 'ca-cad-bank': ['72.00', '928.00', '10.0800', '92.06'],
  'au-aud-bank': ['72.00', '928.00', '10.0800', '92.06'], 'jp-jpy-bank': ['72.00', '928.00', '10.0800', '9206'],
  'pk-pkr-cash': ['60.00', '940.00', '10.1500', '92'], 'iq-usd-cash': ['60.00', '940.00', '10.0500', '93.53'],
  'eg-egp-cash': ['60.00', '940.00', null, null], 'ua-uah-cash': ['60.00', '940.00', null, null],
};

describe('quote, 1,000 TL sent to every destination', () => {
  it('has a hand-worked line for every destination in content, and twenty international ones at least', () => {
    expect(Object.keys(handWorked).sort()).toEqual(fees.corridors.map((c) => c.id).sort());
    expect(fees.corridors.filter((c) => c.country !== 'TR').length).toBeGreaterThanOrEqual(20);
  });
  for (const [id, [fee, converted, applied, received]] of Object.entries(handWorked)) {
    it(id, () => {
      const q = ok(ask({ corridor: id }));
      expect([dec(q.fee), dec(q.converted), q.rate ? decimalText(q.rate.applied, 4) : null, dec(q.receive) ?? null]).toEqual([fee, converted, applied, received]);
    });
  }
});

describe('quote, the amount to arrive', () => {
  it('finds the smallest amount sent that delivers €19.30 at 50.25 (hand-worked: 999.83 TL)', () => {
    // 19.30 × 50.25 = 969.825 → 969.83 to convert; S − (25 + 0.5 % S) ≥ 969.83 → S ≥ 999.829… → 999.83.
    const q = ok(ask({ side: 'receive', amount: 1930n }, { ...tens, rates: { ...tens.rates, EUR: rate('50.0000') } }));
    expect([dec(q.send), dec(q.fee), dec(q.converted), dec(q.receive)]).toEqual(['999.83', '30.00', '969.83', '19.30']);
  });

  it('delivers at least what was asked, and one kuruş less would not, for every destination with a rate', () => {
    for (const c of fees.corridors.filter((x) => handWorked[x.id]![3] !== null)) {
      for (const want of [1n, 777n, 2345n]) {
        const q = ok(ask({ corridor: c.id, side: 'receive', amount: want * (c.currency === 'JPY' || c.currency === 'PKR' ? 1n : 10n) }));
        const asked = want * (c.currency === 'JPY' || c.currency === 'PKR' ? 1n : 10n);
        expect(q.receive!.minor >= asked, `${c.id} ${want}`).toBe(true);
        const less = ask({ corridor: c.id, amount: q.send.minor - 1n });
        if ('quote' in less) expect(less.quote.receive!.minor < asked, `${c.id} ${want}`).toBe(true);
      }
    }
  });

  it('gives the same figures asked either way round', () => {
    const there = ok(ask({ corridor: 'gb-gbp-bank', amount: 1234567n }));
    const back = ok(ask({ corridor: 'gb-gbp-bank', side: 'receive', amount: there.receive!.minor }));
    expect(back.receive).toEqual(there.receive);
    expect(back.send.minor <= there.send.minor).toBe(true);
  });

  it('says the rate is in the app rather than inventing one for a currency without a rate', () => {
    expect(ask({ corridor: 'ge-gel-bank', side: 'receive', amount: 10000n })).toEqual({ problem: { field: 'amount', kind: 'noRate' } });
    const q = ok(ask({ corridor: 'ge-gel-bank' }));
    expect([q.rate, q.receive]).toEqual([undefined, undefined]);
  });
});

describe('quote, rounding and units', () => {
  const percentOnly: FeeSchedule = { ...fees, fees: fees.fees.map((f) => (f.id === 'international.europe' ? { ...f, amount: 0, percent: 0.5 } : f)) };
  it('rounds the fee half up to the kuruş: 0.5 % of 1.01 TL is 0.505 kuruş → 0.01 TL', () => {
    expect(dec(ok(ask({ amount: 101n }, tens, percentOnly)).fee)).toBe('0.01');
    expect(dec(ok(ask({ amount: 100n }, tens, percentOnly)).fee)).toBe('0.01'); // 0.5 kuruş → 1
    expect(dec(ok(ask({ amount: 99n }, tens, percentOnly)).fee)).toBe('0.00'); // 0.495 kuruş → 0
  });

  it('rounds the applied rate half up to four decimals and uses that rounded rate', () => {
    // 33.3333 × 1.005 = 33.4999665 → 33.5000 (up); 10.0001 × 1.005 = 10.0501005 → 10.0501 (down).
    const at = (s: string) => ok(ask({}, { ...tens, rates: { ...tens.rates, EUR: rate(s) } })).rate!;
    expect(decimalText(at('33.3333').applied, 4)).toBe('33.5000');
    expect(decimalText(at('10.0001').applied, 4)).toBe('10.0501');
    // The markup shown is the rounded rate's: (33.5000 − 33.3333) ÷ 33.3333 = 0.5001 % → %0,50.
    expect(decimalText(at('33.3333').markupBp, 2)).toBe('0.50');
  });

  it('rounds what arrives down: 970 TL at 30.0000 is €32.3333… → €32.33, never €32.34', () => {
    // 30 × 1.005 = 30.1500; 970 / 30.15 = 32.17247… → 32.17.
    const q = ok(ask({}, { ...tens, rates: { ...tens.rates, EUR: rate('30.0000') } }));
    expect(dec(q.receive)).toBe('32.17');
  });

  it('reads a Unit of 100 as the rate of a hundred (JPY): 10,000 TL at 28.0000 per 100 ¥ is ¥34,793', () => {
    // fee 60 + 1.2 % = 180.00; 9,820.00 ÷ 28.2240 (28 × 1.008) × 100 = 34,793.08… → ¥34,793.
    const q = ok(ask({ corridor: 'jp-jpy-bank', amount: 1000000n }, { ...tens, rates: { ...tens.rates, JPY: rate('28.0000', 100) } }));
    expect([dec(q.fee), decimalText(q.rate!.applied, 4), q.rate!.unit, dec(q.receive)]).toEqual(['180.00', '28.2240', 100, '34793']);
  });

  it('applies the weekend markup on a Saturday and on a Turkish holiday, the weekday one otherwise', () => {
    const markup = (date: string, minutes = 600) => decimalText(ok(ask({ date, minutes })).rate!.applied, 4);
    expect(markup('2026-12-05')).toBe('10.1000'); // Saturday: 1 %
    expect(markup('2027-01-01')).toBe('10.1000'); // New Year's Day
    expect(markup('2027-03-08', 14 * 60)).toBe('10.1000'); // an eve, after 13:00
    expect(markup('2027-03-08', 10 * 60)).toBe('10.0500'); // the same eve, morning
  });
});

describe('quote, refusals', () => {
  it('refuses an amount the fee swallows, one over the per-transaction limit, an unknown destination', () => {
    const small = ask({ amount: 2500n }); // 25 TL: the fee is 25.13 TL
    expect(small).toMatchObject({ problem: { field: 'amount', kind: 'tooSmall', limit: { currency: 'TRY' } } });
    // The minimum it names is exact: that amount gets a quote, a kuruş less does not.
    const least = (small as { problem: { limit: { minor: bigint } } }).problem.limit.minor;
    expect(ask({ amount: least })).toHaveProperty('quote');
    expect(ask({ amount: least - 1n })).toMatchObject({ problem: { kind: 'tooSmall' } });
    expect(ask({ amount: 5_000_001n })).toMatchObject({ problem: { field: 'amount', kind: 'overLimit' } });
    expect(ask({ amount: 5_000_000n })).toHaveProperty('quote');
    expect(ask({ corridor: 'xx-xxx-bank' })).toEqual({ problem: { field: 'to', kind: 'unknown' } });
  });
});

describe('a rate kept from an older bulletin', () => {
  it('cites the bulletin it comes from, not the newest one\'s number', () => {
    const kept: Rates = {
      bulletin: { date: '2026-12-01', number: '2026/229' },
      rates: { EUR: { unit: 1, selling: 100000n, date: '2026-11-27', bulletin: '2026/226' }, USD: { unit: 1, selling: 100000n, date: '2026-12-01', bulletin: '2026/229' } },
    };
    expect(ok(ask({ corridor: 'de-eur-bank' }, kept)).rate).toMatchObject({ date: '2026-11-27', bulletin: '2026/226' });
    expect(ok(ask({ corridor: 'us-usd-bank' }, kept)).rate).toMatchObject({ date: '2026-12-01', bulletin: '2026/229' });
  });
});
