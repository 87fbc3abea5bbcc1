// The outbox worker: sends each stored submission as signed JSON to the webhook, retrying with
// capped exponential back-off. Delivery is at least once: an outage or a restart loses nothing
// (the outbox row stays until a 2xx), and a crash after the receiver's 2xx but before it is
// recorded sends that submission again, so receivers dedupe by reference. Any number of
// processes may run a worker; the store's lease keeps an item with one of them at a time.
import type { Logger } from 'pino';
import type { FormStore, OutboxItem, Submission } from './store.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signBody } from './signature.js';

export interface DeliveryOptions {
  store: FormStore;
  url: string;
  secret: string;
  logger: Logger;
  /** Pause between polls when the outbox is empty (default 2 s). */
  pollIntervalMs?: number;
  /** Items claimed per poll (default 10). */
  batchSize?: number;
  /** Per request (default 10 s). */
  timeoutMs?: number;
  /** Retry delays: base × 2^(attempt−1), capped (default 10 s, 1 h), with jitter. */
  backoff?: { baseMs: number; capMs: number };
  /** Clock for scheduling (tests move it); signatures always use the real time. */
  now?: () => Date;
  random?: () => number;
}

export interface DeliveryWorker {
  /** Starts polling. */
  start(): void;
  /** One poll: claims due items and delivers them; returns how many were claimed. Not while started. */
  runOnce(): Promise<number>;
  /** Polls now instead of after the pause (e.g. right after a submission). */
  wake(): void;
  /** Resolves when the delivery in flight has ended; items claimed but not started go back. */
  stop(): Promise<void>;
}

/**
 * Delay after the `failures`-th failed attempt: "equal jitter", half fixed and half random, so
 * items that failed together (an outage) do not all retry at once, while below the cap each
 * delay is at least as long as the one before.
 */
export function retryDelay(failures: number, backoff: { baseMs: number; capMs: number }, random: () => number = Math.random): number {
  const exp = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exp / 2 + (random() * exp) / 2);
}

export function deliveryPayload(s: Submission) {
  return {
    event: 'form.submitted',
    reference: s.reference,
    kind: s.kind,
    locale: s.locale,
    submittedAt: s.createdAt.toISOString(),
    data: s.data,
    delivery: 'at-least-once: the same reference may arrive more than once; keep the first, ignore repeats',
  };
}

const errorName = (err: unknown): string => {
  const e = err as { name?: string; code?: string; cause?: { code?: string } };
  if (e?.name === 'TimeoutError') return 'timeout';
  return e?.cause?.code ?? e?.code ?? e?.name ?? 'error';
};

export function createDeliveryWorker(opts: DeliveryOptions): DeliveryWorker {
  const { store, url, secret, logger } = opts;
  const pollIntervalMs = opts.pollIntervalMs ?? 2000;
  const batchSize = opts.batchSize ?? 10;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const backoff = opts.backoff ?? { baseMs: 10_000, capMs: 3_600_000 };
  const now = opts.now ?? (() => new Date());
  const random = opts.random ?? Math.random;
  // A batch is delivered one by one: the lease must outlast the slowest possible batch.
  const leaseMs = batchSize * timeoutMs + 30_000;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  // A wake() during a poll skips the next pause, so a submission made meanwhile is not left waiting.
  let woken = false;

  async function deliver(item: OutboxItem) {
    const { reference } = item.submission;
    const attempt = item.attempts + 1;
    const body = JSON.stringify(deliveryPayload(item.submission));
    const timestamp = Math.floor(Date.now() / 1000);
    let status: number | undefined;
    let error: string;
    try {
      const res = await fetch(url, {
        method: 'POST',
        body,
        // A redirect is a failure: the body must not follow it somewhere else.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'unilira-forms/1',
          'idempotency-key': reference,
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signBody(secret, timestamp, body),
        },
      });
      status = res.status;
      await res.body?.cancel();
      error = `HTTP ${status}`;
    } catch (err) {
      error = errorName(err);
    }
    // Outside the try: a store failure here is not a failed delivery (the lease runs out and
    // the item is sent again: at least once).
    if (status !== undefined && status >= 200 && status < 300) {
      await store.markDelivered(item.id, now());
      logger.info({ reference, status, attempt }, 'form submission delivered');
      return;
    }
    const retryInMs = retryDelay(attempt, backoff, random);
    await store.markFailed(item.id, new Date(now().getTime() + retryInMs), error);
    logger.warn({ reference, status, error, attempt, retryInMs }, 'form submission delivery failed; will retry');
  }

  async function runOnce(): Promise<number> {
    const items = await store.claimDue(now(), batchSize, leaseMs);
    for (const [i, item] of items.entries()) {
      if (stopping) {
        await store.release(items.slice(i).map((x) => x.id));
        break;
      }
      await deliver(item);
    }
    return items.length;
  }

  async function run() {
    while (!stopping) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (err) {
        // The database is unreachable or refused: log what failed (no values), poll again later.
        logger.error({ error: errorName(err), message: err instanceof Error ? err.message : String(err) }, 'form delivery: outbox unavailable');
      }
      if (stopping) break;
      if (claimed < batchSize && !woken) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollIntervalMs);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wakeUp = undefined;
      }
      woken = false;
    }
  }

  return {
    start() {
      if (loop) return;
      stopping = false;
      loop = run();
    },
    runOnce,
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      stopping = true;
      wakeUp?.();
      await loop;
      loop = undefined;
    },
  };
}
