// Exports of what each store holds: CSV a spreadsheet opens safely, and JSON.
import { afterEach, describe, expect, it } from 'vitest';
import { parseSince, submissionsToCsv, submissionsToJson } from '../../server/forms/export.js';
import { FormInputError } from '../../server/forms/store.js';
import { DIALECTS, newTarget, type StoreTarget } from './stores.js';

const tricky = {
  name: '=HYPERLINK("http://evil.example","Tıkla")',
  phone: '+90 532 000 00 00',
  note: 'Merhaba, "Unilira"\nikinci satır',
  amount: -5,
  handle: '@SUM(A1)',
  city: 'Çanakkale',
};

describe.each(DIALECTS)('submission export from %s', (dialect) => {
  let target: StoreTarget;
  afterEach(async () => target?.cleanup());

  it('writes CSV with quoting, a BOM, and no cell a spreadsheet would run as a formula', async () => {
    target = await newTarget(dialect);
    const store = await target.open();
    const at = new Date('2026-02-03T04:05:06.000Z');
    const a = await store.submit({ kind: 'contact', locale: 'tr', idempotencyKey: 'e1', data: tricky, now: at });
    const b = await store.submit({ kind: 'enquiry', locale: 'en', idempotencyKey: 'e2', data: { company: 'Acme, Ltd.', kind: 'retail' }, now: new Date(at.getTime() + 1000) });
    const csv = submissionsToCsv(await store.list());
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe([
      'reference,kind,locale,submitted_at,delivered_at,name,phone,note,amount,handle,city,company,data.kind',
      `${a.reference},contact,tr,2026-02-03T04:05:06.000Z,,"'=HYPERLINK(""http://evil.example"",""Tıkla"")",'+90 532 000 00 00,"Merhaba, ""Unilira""\nikinci satır",'-5,'@SUM(A1),Çanakkale,,`,
      `${b.reference},enquiry,en,2026-02-03T04:05:07.000Z,,,,,,,,"Acme, Ltd.",retail`,
      '',
    ].join('\n'));
  });

  it('writes JSON with the data as stored', async () => {
    target = await newTarget(dialect);
    const store = await target.open();
    const at = new Date('2026-02-03T04:05:06.000Z');
    const { reference } = await store.submit({ kind: 'application', locale: 'en', idempotencyKey: 'j1', data: tricky, now: at });
    expect(JSON.parse(submissionsToJson(await store.list()))).toEqual([
      { reference, kind: 'application', locale: 'en', submittedAt: '2026-02-03T04:05:06.000Z', deliveredAt: null, deliveryAttempts: 0, data: tricky },
    ]);
  });
});

describe('export --since', () => {
  it('reads a date as midnight in Türkiye and a timestamp as written', () => {
    expect(parseSince('2026-01-01').toISOString()).toBe('2025-12-31T21:00:00.000Z');
    expect(parseSince('2026-01-01T10:00:00Z').toISOString()).toBe('2026-01-01T10:00:00.000Z');
    for (const bad of ['yesterday', '2026-13-01', '01/02/2026', '']) expect(() => parseSince(bad)).toThrow(FormInputError);
  });
});
