// The dated fee schedule: the one in force by the site's clock, the coming one and its moment,
// and earlier ones readable as they were.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { feeScheduleSchema } from '../content/facts/fees-schema.js';
import { scheduleOn, scheduleState, scheduleJson } from './schedule.js';

const fees = feeScheduleSchema.parse(JSON.parse(readFileSync('content/data/fees.json', 'utf8')));
const usa = (d: string) => scheduleOn(fees, d)!.fees.find((f) => f.id === 'international.usa')!;

describe('fee schedule', () => {
  it('takes over at the start of its day in Türkiye, and not a second before', () => {
    const before = scheduleState(fees, new Date('2026-12-31T23:59:59+03:00'));
    expect([before.current?.validFrom, before.next?.validFrom, before.takesOverAt?.toISOString()]).toEqual(['2026-01-01', '2027-01-01', '2026-12-31T21:00:00.000Z']);
    const after = scheduleState(fees, new Date('2027-01-01T00:00:00+03:00'));
    expect([after.current?.validFrom, after.next, after.earlier]).toEqual(['2027-01-01', undefined, ['2026-01-01', '2025-07-01']]);
  });

  it('applies what a schedule changes and keeps the base for the rest', () => {
    expect([usa('2026-12-31').amount, usa('2026-12-31').percent]).toEqual([45, 0.9]);
    expect([usa('2027-01-01').amount, usa('2027-01-01').percent]).toEqual([40, 0.8]);
    expect([usa('2025-08-01').amount, usa('2025-08-01').percent]).toEqual([50, 1]);
    expect(scheduleOn(fees, '2027-01-01')!.fees.find((f) => f.id === 'international.europe')).toEqual(fees.fees.find((f) => f.id === 'international.europe'));
    expect(scheduleOn(fees, '2027-01-01')!.corridors.find((c) => c.id === 'us-usd-bank')!.markup).toEqual({ weekday: 0.4, weekend: 0.9 });
    expect(scheduleOn(fees, '2025-06-30')).toBeUndefined();
  });

  it('gives a schedule as JSON with every fee and destination', () => {
    const j = scheduleJson(scheduleOn(fees, '2025-07-01')!);
    expect(j.validFrom).toBe('2025-07-01');
    expect(j.fees).toHaveLength(fees.fees.length);
    expect(j.corridors.find((c) => c.id === 'de-eur-bank')!.markup).toEqual({ weekday: 0.6, weekend: 1.2 });
  });

  it('refuses a schedule naming a fee or destination that does not exist, or a date twice', () => {
    const bad = { ...JSON.parse(readFileSync('content/data/fees.json', 'utf8')) };
    bad.schedules = [{ validFrom: '2026-01-01', fees: [{ id: 'no.such', amount: 1 }], corridors: [{ id: 'xx-xxx-bank', markup: { weekday: 1, weekend: 1 } }] }];
    const issues = feeScheduleSchema.safeParse(bad).error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual(['schedules.0.validFrom: 2026-01-01 has a schedule already', 'schedules.0.fees.0.id: no fee "no.such"', 'schedules.0.corridors.0.id: no corridor "xx-xxx-bank"']);
  });
});
