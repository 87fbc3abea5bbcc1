// Open or closed in Türkiye's time, at the boundaries, over the weekend and whatever the
// server's own time zone; and the hours as a visitor reads them.
import { describe, it, expect } from 'vitest';
import { openingStatus, describeHours, turkeyClock, soonestStatusChange } from './opening-hours.js';
import { officeSchema, type OpeningHours } from './schemas.js';

// Weekdays 09:00–19:00, Saturday 10:00–16:00, closed on Sunday.
const hours: OpeningHours = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '19:00' },
  { days: ['sat'], opens: '10:00', closes: '16:00' },
];
// 2026-11-23 is a Monday. Instants are written in Türkiye's time (+03:00).
const at = (local: string) => new Date(`${local}+03:00`);

describe('opening status', () => {
  it('opens at 09:00 sharp and closes at 19:00 sharp, Türkiye time', () => {
    expect(openingStatus(hours, at('2026-11-23T08:59:59'))).toMatchObject({ open: false, opens: '09:00', inDays: 0, changesAt: at('2026-11-23T09:00:00') });
    expect(openingStatus(hours, at('2026-11-23T09:00:00'))).toMatchObject({ open: true, closes: '19:00', changesAt: at('2026-11-23T19:00:00') });
    expect(openingStatus(hours, at('2026-11-23T18:59:59'))).toMatchObject({ open: true, closes: '19:00' });
    expect(openingStatus(hours, at('2026-11-23T19:00:00'))).toMatchObject({ open: false, opens: '09:00', day: 'tue', inDays: 1, changesAt: at('2026-11-24T09:00:00') });
  });

  it('reads the clock in Türkiye, not UTC: 06:30 UTC on a Monday is 09:30 there, open', () => {
    expect(openingStatus(hours, new Date('2026-11-23T06:30:00Z')).open).toBe(true);
    expect(openingStatus(hours, new Date('2026-11-23T05:59:00Z')).open).toBe(false);
    // 22:30 UTC on Sunday is already Monday 01:30 in Türkiye: opens later today.
    expect(openingStatus(hours, new Date('2026-11-29T22:30:00Z'))).toMatchObject({ open: false, day: 'mon', inDays: 0 });
    expect(turkeyClock(new Date('2026-11-29T22:30:00Z'))).toMatchObject({ day: 'mon', minutes: 90 });
  });

  it('after Saturday closing it opens on Monday, two days later; Sunday is closed all day', () => {
    expect(openingStatus(hours, at('2026-11-28T16:00:00'))).toMatchObject({ open: false, day: 'mon', inDays: 2, changesAt: at('2026-11-30T09:00:00') });
    expect(openingStatus(hours, at('2026-11-29T12:00:00'))).toMatchObject({ open: false, day: 'mon', inDays: 1 });
    expect(openingStatus(hours, at('2026-11-28T10:00:00'))).toMatchObject({ open: true, closes: '16:00' });
  });

  it('an office open one day a week opens again in seven days after closing', () => {
    const once: OpeningHours = [{ days: ['wed'], opens: '10:00', closes: '12:00' }];
    expect(openingStatus(once, at('2026-11-25T12:00:00'))).toMatchObject({ open: false, day: 'wed', inDays: 7, changesAt: at('2026-12-02T10:00:00') });
  });

  it('the soonest change among several offices', () => {
    const now = at('2026-11-23T08:00:00');
    const late: OpeningHours = [{ days: ['mon'], opens: '10:00', closes: '22:00' }];
    expect(soonestStatusChange([openingStatus(late, now), openingStatus(hours, now)])).toEqual(at('2026-11-23T09:00:00'));
    expect(soonestStatusChange([])).toBeUndefined();
  });
});

describe('hours as text', () => {
  const words = { tr: { everyDay: 'Her gün', weekdays: 'Hafta içi' }, en: { everyDay: 'Every day', weekdays: 'Weekdays' } };
  it('names runs of days, weekdays and every day in each language', () => {
    expect(describeHours(hours, 'tr', words.tr)).toBe('Hafta içi 09:00–19:00, Cumartesi 10:00–16:00');
    expect(describeHours(hours, 'en', words.en)).toBe('Weekdays 09:00–19:00, Saturday 10:00–16:00');
    expect(describeHours([{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '09:00', closes: '20:00' }], 'tr', words.tr)).toBe('Pazartesi–Cumartesi 09:00–20:00');
    expect(describeHours([{ days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '10:00', closes: '22:00' }], 'en', words.en)).toBe('Every day 10:00–22:00');
    expect(describeHours([{ days: ['mon', 'wed'], opens: '10:00', closes: '12:00' }], 'en', words.en)).toBe('Monday, Wednesday 10:00–12:00');
  });
});

describe('office schema', () => {
  const office = {
    slug: 'x', name: { tr: 'X Temsilciliği', en: 'X Office' }, city: 'Ankara', district: 'Çankaya', address: 'Bir adres 06000',
    phone: '+90 312 000 00 00', hours, services: ['cashDeposit'],
  };
  it('accepts a complete office and rejects a missing translation, a closing before opening, a day listed twice', () => {
    expect(officeSchema.safeParse(office).success).toBe(true);
    expect(officeSchema.safeParse({ ...office, name: { tr: 'X Temsilciliği' } }).error?.issues[0]?.path).toEqual(['name', 'en']);
    expect(officeSchema.safeParse({ ...office, hours: [{ days: ['mon'], opens: '19:00', closes: '09:00' }] }).success).toBe(false);
    expect(officeSchema.safeParse({ ...office, hours: [...hours, { days: ['mon'], opens: '20:00', closes: '21:00' }] }).success).toBe(false);
    expect(officeSchema.safeParse({ ...office, hours: [{ days: ['mon'], opens: '9:00', closes: '17:00' }] }).success).toBe(false);
  });
});
