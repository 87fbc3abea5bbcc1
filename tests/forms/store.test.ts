// The form store's contract, run against both implementations on real databases.
import { afterEach, describe, expect, it } from 'vitest';
import { FormInputError, type FormKind, type SubmitResult } from '../../server/forms/store.js';
import { REFERENCE_PATTERN, newReference } from '../../server/forms/reference.js';
import { DIALECTS, newTarget, sample, type StoreTarget } from './stores.js';

describe.each(DIALECTS)('form store on %s', (dialect) => {
  let target: StoreTarget;
  afterEach(async () => target?.cleanup());

  it('applies migrations once, also when several processes start together', async () => {
    target = await newTarget(dialect);
    const stores = await Promise.all([1, 2, 3].map(() => target.open({ migrate: false })));
    const applied = await Promise.all(stores.map((s) => s.migrate()));
    expect(applied.flat()).toEqual([1]);
    expect(await stores[0]!.migrate()).toEqual([]);
    // Reopening through the factory (which migrates) finds nothing to do and keeps the data.
    const { reference } = await stores[1]!.submit({ kind: 'contact', locale: 'tr', idempotencyKey: 'k1', data: sample(1) });
    const reopened = await target.open();
    expect(await reopened.migrate()).toEqual([]);
    expect((await reopened.list()).map((s) => s.reference)).toEqual([reference]);
  });

  it('stores a submission once per idempotency key and kind, and gives it a phone-friendly reference', async () => {
    target = await newTarget(dialect);
    const store = await target.open();
    const now = new Date('2026-03-01T09:30:00Z');
    const data = sample(1, { nested: { city: 'İzmir', agreed: true } });
    const first = await store.submit({ kind: 'application', locale: 'tr', idempotencyKey: 'form-abc', data, now });
    expect(first.created).toBe(true);
    expect(first.reference).toMatch(REFERENCE_PATTERN);
    const again = await store.submit({ kind: 'application', locale: 'tr', idempotencyKey: 'form-abc', data: sample(2), now });
    expect(again).toEqual({ reference: first.reference, created: false });
    const otherKind = await store.submit({ kind: 'contact', locale: 'en', idempotencyKey: 'form-abc', data: sample(3), now });
    expect(otherKind.created).toBe(true);
    expect(otherKind.reference).not.toBe(first.reference);

    const all = await store.list();
    expect(all).toHaveLength(2);
    expect(all[0]).toMatchObject({ reference: first.reference, kind: 'application', locale: 'tr', idempotencyKey: 'form-abc', data, createdAt: now, deliveredAt: null, deliveryAttempts: 0 });
    expect(await store.list({ kind: 'contact' })).toHaveLength(1);
    expect(await store.list({ since: new Date('2026-03-02T00:00:00Z') })).toHaveLength(0);
  });

  it('refuses bad input with a FormInputError, never a database error', async () => {
    target = await newTarget(dialect);
    const store = await target.open();
    const base = { kind: 'contact' as FormKind, locale: 'tr' as const, idempotencyKey: 'k', data: sample(1) };
    const bad = [
      { ...base, kind: 'newsletter' as FormKind },
      { ...base, locale: 'de' as 'tr' },
      { ...base, idempotencyKey: '' },
      { ...base, idempotencyKey: 'has space' },
      { ...base, idempotencyKey: 'x'.repeat(201) },
      { ...base, data: ['a'] as unknown as Record<string, unknown> },
      { ...base, data: { text: 'a\u0000b' } },
      { ...base, data: { text: 'x'.repeat(70_000) } },
    ];
    for (const input of bad) await expect(store.submit(input)).rejects.toBeInstanceOf(FormInputError);
    await expect(store.purge(0)).rejects.toBeInstanceOf(FormInputError);
    await expect(store.list({ kind: 'x' as FormKind })).rejects.toBeInstanceOf(FormInputError);
    expect(await store.list()).toHaveLength(0);
  });

  it('draws a new reference when one is already taken', async () => {
    target = await newTarget(dialect);
    const queue = ['UL-AAAA-AAAA', 'UL-AAAA-AAAA', 'UL-BBBB-BBBB'];
    const store = await target.openWithReferences(() => queue.shift() ?? newReference());
    const a = await store.submit({ kind: 'contact', locale: 'tr', idempotencyKey: 'a', data: sample(1) });
    const b = await store.submit({ kind: 'contact', locale: 'tr', idempotencyKey: 'b', data: sample(2) });
    expect([a.reference, b.reference]).toEqual(['UL-AAAA-AAAA', 'UL-BBBB-BBBB']);
    expect(await store.list()).toHaveLength(2);
  });

  it('stores 500 submissions from 20 concurrent clients exactly once, duplicates included', async () => {
    target = await newTarget(dialect);
    // Four separate connections (pools on PostgreSQL), as four web processes would have.
    const stores = await Promise.all([1, 2, 3, 4].map(() => target.open({ maxConnections: 5 })));
    const kinds: FormKind[] = ['application', 'contact', 'enquiry'];
    const results = new Map<string, SubmitResult[]>();
    await Promise.all(Array.from({ length: 20 }, async (_, c) => {
      const store = stores[c % 4]!;
      const kind = kinds[Math.floor(c / 2) % 3]!;
      for (let i = 0; i < 25; i++) {
        // Clients 2k and 2k+1 send the same key at the same moment, twice each.
        const key = i === 9 || i === 19 ? `shared-${i}-${Math.floor(c / 2)}` : `client-${c}-${i}`;
        const r = await store.submit({ kind, locale: c % 2 ? 'en' : 'tr', idempotencyKey: key, data: sample(i) });
        results.set(key, [...(results.get(key) ?? []), r]);
      }
    }));
    expect([...results.values()].flat()).toHaveLength(500);
    expect(results.size).toBe(480);
    for (const [key, rs] of results) {
      expect(rs.filter((r) => r.created), key).toHaveLength(1);
      expect(new Set(rs.map((r) => r.reference)).size, key).toBe(1);
    }
    const stored = await stores[0]!.list();
    expect(stored).toHaveLength(480);
    expect(new Set(stored.map((s) => s.reference)).size).toBe(480);
    expect(new Set(stored.map((s) => s.reference))).toEqual(new Set([...results.values()].map((rs) => rs[0]!.reference)));
    // Every stored submission has exactly one outbox row waiting.
    expect(await stores[0]!.claimDue(new Date(Date.now() + 60_000), 1000, 60_000)).toHaveLength(480);
  });

  it('purges what is older than the retention, with its outbox rows', async () => {
    target = await newTarget(dialect);
    const store = await target.open();
    const now = new Date('2026-07-01T12:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    for (const [i, d] of [200, 181, 179, 0].entries()) {
      await store.submit({ kind: 'enquiry', locale: 'en', idempotencyKey: `p${i}`, data: sample(i), now: daysAgo(d) });
    }
    expect(await store.purge(180, now)).toBe(2);
    const left = await store.list();
    expect(left.map((s) => s.idempotencyKey)).toEqual(['p2', 'p3']);
    const queued = await store.claimDue(now, 100, 60_000);
    expect(queued.map((q) => q.submission.idempotencyKey)).toEqual(['p2', 'p3']);
    expect(await store.purge(180, now)).toBe(0);
  });
});
