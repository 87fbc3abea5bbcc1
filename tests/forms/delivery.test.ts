// The delivery worker against a real local webhook receiver, on both stores: outages, restarts,
// signatures, back-off, timeouts, clean stops, and logs free of personal data.
import { afterEach, describe, expect, it } from 'vitest';
import { createDeliveryWorker, type DeliveryWorker } from '../../server/forms/delivery.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from '../../server/forms/signature.js';
import { DIALECTS, newTarget, sample, type StoreTarget } from './stores.js';
import { captureLogs, closedPort, startReceiver, waitFor, type Receiver } from './receiver.js';

const secret = 'test-webhook-secret-0123456789';

describe.each(DIALECTS)('form delivery on %s', (dialect) => {
  let target: StoreTarget;
  let receiver: Receiver | undefined;
  let worker: DeliveryWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    await receiver?.stop();
    await target?.cleanup();
    worker = receiver = undefined;
  });

  it('loses nothing through a webhook outage and a restart, and delivers every submission signed', async () => {
    target = await newTarget(dialect);
    const port = await closedPort();
    const url = `http://127.0.0.1:${port}/hooks/forms`;
    const logs = captureLogs();
    const options = { url, secret, logger: logs.logger, pollIntervalMs: 20, timeoutMs: 2000, backoff: { baseMs: 20, capMs: 200 } };

    const before = await target.open();
    const refs: string[] = [];
    for (let i = 0; i < 5; i++) refs.push((await before.submit({ kind: 'application', locale: 'tr', idempotencyKey: `d${i}`, data: sample(i) })).reference);
    // The receiver is down (connection refused): every item fails at least twice.
    worker = createDeliveryWorker({ ...options, store: before });
    worker.start();
    await waitFor(async () => (await before.list()).every((s) => s.deliveryAttempts >= 2), 10_000, 'failed attempts');
    await worker.stop();
    await before.close();

    // "Restart": a new store and worker; the receiver is back, but answers 503 twice more.
    receiver = await startReceiver(port, (n) => ({ status: n < 2 ? 503 : 204 }));
    const after = await target.open();
    worker = createDeliveryWorker({ ...options, store: after });
    worker.start();
    await waitFor(async () => (await after.list()).every((s) => s.deliveredAt !== null), 10_000, 'deliveries');

    const accepted = receiver.received.slice(2);
    for (const { body, headers } of receiver.received) {
      expect(headers['content-type']).toBe('application/json');
      expect(verifySignature({ secret, body, timestamp: headers[TIMESTAMP_HEADER] as string, signature: headers[SIGNATURE_HEADER] as string })).toBe(true);
      expect(verifySignature({ secret: 'another-secret-0123456789', body, timestamp: headers[TIMESTAMP_HEADER] as string, signature: headers[SIGNATURE_HEADER] as string })).toBe(false);
    }
    const payloads = accepted.map((r) => JSON.parse(r.body) as { reference: string; kind: string; data: unknown; delivery: string });
    expect(payloads.map((p) => p.reference).sort()).toEqual([...refs].sort());
    expect(accepted.map((r) => r.headers['idempotency-key'])).toEqual(payloads.map((p) => p.reference));
    const first = payloads.find((p) => p.reference === refs[0])!;
    expect(first).toMatchObject({ kind: 'application', data: sample(0) });
    expect(first.delivery).toMatch(/at-least-once.*reference/);

    const entries = logs.entries();
    expect(entries.some((e) => e.error === 'ECONNREFUSED')).toBe(true);
    expect(entries.filter((e) => e.error === 'HTTP 503')).toHaveLength(2);
    expect(entries.filter((e) => e.msg === 'form submission delivered').map((e) => e.reference).sort()).toEqual([...refs].sort());
    // References and statuses only: no name, e-mail, phone or message in any log line.
    const all = logs.lines.join('\n');
    for (const leak of ['Ayşe', 'example.com', '+90', 'temsilci']) expect(all).not.toContain(leak);
  });

  it('waits longer after each failure, up to the cap', async () => {
    target = await newTarget(dialect);
    const store = await target.open();
    receiver = await startReceiver(await closedPort(), () => ({ status: 500 }));
    let clock = new Date('2026-06-01T08:00:00Z').getTime();
    const logs = captureLogs();
    worker = createDeliveryWorker({ store, url: receiver.url, secret, logger: logs.logger, now: () => new Date(clock), backoff: { baseMs: 1000, capMs: 16_000 } });
    await store.submit({ kind: 'contact', locale: 'en', idempotencyKey: 'b1', data: sample(1), now: new Date(clock) });

    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      expect(await worker.runOnce()).toBe(1);
      const delay = logs.entries().at(-1)!.retryInMs as number;
      delays.push(delay);
      clock += delay - 1;
      expect(await worker.runOnce()).toBe(0); // not due a millisecond early
      clock += 1;
    }
    expect(receiver.received).toHaveLength(8);
    expect(delays[0]).toBeGreaterThanOrEqual(500);
    expect(delays[0]).toBeLessThanOrEqual(1000);
    for (let i = 1; i < 5; i++) expect(delays[i]!).toBeGreaterThanOrEqual(delays[i - 1]!);
    for (const d of delays.slice(5)) {
      expect(d).toBeGreaterThanOrEqual(8000);
      expect(d).toBeLessThanOrEqual(16_000);
    }
    expect((await store.list())[0]).toMatchObject({ deliveredAt: null, deliveryAttempts: 8 });
  });

  it('counts a receiver that does not answer within the timeout as a failed attempt', async () => {
    target = await newTarget(dialect);
    const store = await target.open();
    receiver = await startReceiver(await closedPort(), () => 'hang');
    const logs = captureLogs();
    worker = createDeliveryWorker({ store, url: receiver.url, secret, logger: logs.logger, timeoutMs: 200 });
    await store.submit({ kind: 'contact', locale: 'tr', idempotencyKey: 't1', data: sample(1) });
    const started = Date.now();
    await worker.runOnce();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logs.entries().at(-1)).toMatchObject({ error: 'timeout', attempt: 1 });
    expect((await store.list())[0]!.deliveryAttempts).toBe(1);
  });

  it('stops cleanly: stop() resolves once the delivery in flight has ended', async () => {
    target = await newTarget(dialect);
    const store = await target.open();
    receiver = await startReceiver(await closedPort(), () => ({ status: 200, delayMs: 300 }));
    worker = createDeliveryWorker({ store, url: receiver.url, secret, logger: captureLogs().logger, pollIntervalMs: 10_000 });
    worker.start();
    await store.submit({ kind: 'enquiry', locale: 'en', idempotencyKey: 's1', data: sample(1) });
    worker.wake();
    await waitFor(() => receiver!.received.length === 1, 5000, 'the request');
    await worker.stop();
    expect((await store.list())[0]!.deliveredAt).not.toBeNull();
  });
});
