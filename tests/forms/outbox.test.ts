// The outbox's claims and leases, on both stores: what lets several worker processes share it.
import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, newTarget, sample, type StoreTarget } from './stores.js';

describe.each(DIALECTS)('form outbox on %s', (dialect) => {
  let target: StoreTarget;
  afterEach(async () => target?.cleanup());

  it('never hands one item to two workers claiming at the same time', async () => {
    target = await newTarget(dialect);
    // Four workers, each with its own connection, claim small batches as fast as they can.
    const stores = await Promise.all([1, 2, 3, 4].map(() => target.open({ maxConnections: 2 })));
    const now = new Date('2026-05-01T10:00:00Z');
    await Promise.all(Array.from({ length: 120 }, (_, i) => stores[i % 4]!.submit({ kind: 'contact', locale: 'tr', idempotencyKey: `c${i}`, data: sample(i), now })));
    const claimed: number[] = [];
    await Promise.all(stores.map(async (store) => {
      for (;;) {
        const items = await store.claimDue(now, 3, 60_000);
        if (items.length === 0) return;
        claimed.push(...items.map((x) => x.id));
      }
    }));
    expect(claimed).toHaveLength(120);
    expect(new Set(claimed).size).toBe(120);
  });

  it('keeps a claimed item leased, reschedules failures, retires deliveries and takes back releases', async () => {
    target = await newTarget(dialect);
    const store = await target.open();
    const t0 = new Date('2026-05-01T10:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    for (const k of ['x', 'y', 'z']) await store.submit({ kind: 'enquiry', locale: 'en', idempotencyKey: k, data: sample(1), now: t0 });

    const [x, y, z] = await store.claimDue(t0, 10, 60_000);
    expect([x, y, z].map((i) => i!.submission.idempotencyKey)).toEqual(['x', 'y', 'z']);
    expect(x!.attempts).toBe(0);
    expect(await store.claimDue(at(59_999), 10, 60_000)).toHaveLength(0);

    await store.markFailed(x!.id, at(120_000), 'HTTP 503');
    await store.markDelivered(y!.id, at(1000));
    await store.release([z!.id]);
    // z is back at once; x waits for its retry time; y is done.
    expect((await store.claimDue(at(2000), 10, 60_000)).map((i) => i.submission.idempotencyKey)).toEqual(['z']);
    expect(await store.claimDue(at(61_999), 10, 60_000)).toHaveLength(0);
    // By 120 s x is due again, and z's lease (2 s + 60 s) has run out: a worker that died
    // holding it loses nothing.
    const due = await store.claimDue(at(120_000), 10, 60_000);
    expect(due.map((i) => [i.submission.idempotencyKey, i.attempts])).toEqual([['x', 1], ['z', 0]]);

    const listed = Object.fromEntries((await store.list()).map((s) => [s.idempotencyKey, s]));
    expect(listed.y).toMatchObject({ deliveredAt: at(1000), deliveryAttempts: 1 });
    expect(listed.x).toMatchObject({ deliveredAt: null, deliveryAttempts: 1 });
  });
});
