// Open or closed in Türkiye's time, at the boundaries, over the weekend and whatever the
// server's own time zone; and the hours as a visitor reads them.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { openingStatus, describeHours, turkeyClock, soonestStatusChange } from './opening-hours.js';
import { holidaysSchema, indexHolidays } from './holidays.js';
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
    // Closed until tomorrow: the page changes at midnight, when "tomorrow" becomes "today".
    expect(openingStatus(hours, at('2026-11-23T19:00:00'))).toMatchObject({ open: false, opens: '09:00', day: 'tue', inDays: 1, opensAt: at('2026-11-24T09:00:00'), changesAt: at('2026-11-24T00:00:00') });
  });

  it('reads the clock in Türkiye, not UTC: 06:30 UTC on a Monday is 09:30 there, open', () => {
    expect(openingStatus(hours, new Date('2026-11-23T06:30:00Z')).open).toBe(true);
    expect(openingStatus(hours, new Date('2026-11-23T05:59:00Z')).open).toBe(false);
    // 22:30 UTC on Sunday is already Monday 01:30 in Türkiye: opens later today.
    expect(openingStatus(hours, new Date('2026-11-29T22:30:00Z'))).toMatchObject({ open: false, day: 'mon', inDays: 0 });
    expect(turkeyClock(new Date('2026-11-29T22:30:00Z'))).toMatchObject({ day: 'mon', minutes: 90 });
  });

  it('after Saturday closing it opens on Monday, two days later; Sunday is closed all day', () => {
    expect(openingStatus(hours, at('2026-11-28T16:00:00'))).toMatchObject({ open: false, day: 'mon', inDays: 2, opensAt: at('2026-11-30T09:00:00'), changesAt: at('2026-11-29T00:00:00') });
    expect(openingStatus(hours, at('2026-11-29T12:00:00'))).toMatchObject({ open: false, day: 'mon', inDays: 1 });
    expect(openingStatus(hours, at('2026-11-28T10:00:00'))).toMatchObject({ open: true, closes: '16:00' });
  });

  it('an office open one day a week opens again in seven days after closing', () => {
    const once: OpeningHours = [{ days: ['wed'], opens: '10:00', closes: '12:00' }];
    expect(openingStatus(once, at('2026-11-25T12:00:00'))).toMatchObject({ open: false, day: 'wed', inDays: 7, opensAt: at('2026-12-02T10:00:00') });
  });

  it('the soonest change among several offices', () => {
    const now = at('2026-11-23T08:00:00');
    const late: OpeningHours = [{ days: ['mon'], opens: '10:00', closes: '22:00' }];
    expect(soonestStatusChange([openingStatus(late, now), openingStatus(hours, now)])).toEqual(at('2026-11-23T09:00:00'));
    expect(soonestStatusChange([])).toBeUndefined();
  });
});

describe('public holidays', () => {
  const holidays = indexHolidays(holidaysSchema.parse(JSON.parse(readFileSync('content/data/holidays.json', 'utf8'))).holidays);
  const status = (local: string) => openingStatus(hours, at(local), undefined, holidays);

  it('is closed all day on Republic Day (a Thursday) and says so, opening the day after', () => {
    const s = status('2026-10-29T11:00:00');
    expect(s).toMatchObject({ open: false, day: 'fri', date: '2026-10-30', inDays: 1, opens: '09:00', opensAt: at('2026-10-30T09:00:00'), changesAt: at('2026-10-30T00:00:00') });
    expect(s.holiday?.name).toEqual({ tr: 'Cumhuriyet Bayramı', en: 'Republic Day' });
    // The day after is an ordinary Friday.
    expect(status('2026-10-30T11:00:00')).toMatchObject({ open: true, closes: '19:00' });
    expect(status('2026-10-30T11:00:00').holiday).toBeUndefined();
  });

  it('closes at 13:00 on the eve (arife) and is closed that afternoon', () => {
    expect(status('2026-10-28T12:59:00')).toMatchObject({ open: true, closes: '13:00', changesAt: at('2026-10-28T13:00:00'), holiday: { name: { tr: 'Cumhuriyet Bayramı arifesi' } } });
    const afternoon = status('2026-10-28T15:00:00');
    expect(afternoon).toMatchObject({ open: false, day: 'fri', inDays: 2, opensAt: at('2026-10-30T09:00:00'), changesAt: at('2026-10-29T00:00:00') });
    expect(afternoon.holiday?.name.en).toBe('Eve of Republic Day');
    // Before opening on the eve morning, it opens at 09:00 as usual.
    expect(status('2026-10-28T08:00:00')).toMatchObject({ open: false, inDays: 0, opensAt: at('2026-10-28T09:00:00') });
  });

  it('skips a whole religious holiday: on Kurban Bayramı eve afternoon it opens again on Monday 1 June', () => {
    expect(status('2026-05-26T14:00:00')).toMatchObject({ open: false, day: 'mon', date: '2026-06-01', inDays: 6, opensAt: at('2026-06-01T09:00:00') });
    expect(status('2026-05-31T12:00:00')).toMatchObject({ open: false, day: 'mon', inDays: 1 });
    expect(status('2026-05-31T12:00:00').holiday).toBeUndefined();
  });

  it('an office that opens after 13:00 stays closed all day on an eve', () => {
    const late: OpeningHours = [{ days: ['wed'], opens: '14:00', closes: '20:00' }];
    expect(openingStatus(late, at('2026-10-28T10:00:00'), undefined, holidays)).toMatchObject({ open: false, date: '2026-11-04', inDays: 7 });
  });

  it('rejects a holiday listed twice, out of order, or on a day that does not exist', () => {
    const one = { date: '2026-10-29', name: { tr: 'a', en: 'b' } };
    const note = { tr: 'x', en: 'y' };
    expect(holidaysSchema.safeParse({ note, holidays: [one, one] }).success).toBe(false);
    expect(holidaysSchema.safeParse({ note, holidays: [one, { ...one, date: '2026-01-01' }] }).success).toBe(false);
    expect(holidaysSchema.safeParse({ note, holidays: [{ ...one, date: '2026-02-30' }] }).success).toBe(false);
    expect(holidaysSchema.safeParse({ note, holidays: [{ ...one, from: '12:00' }] }).success).toBe(false);
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
