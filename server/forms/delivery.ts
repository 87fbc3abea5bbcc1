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

type Settings = Required<DeliveryOptions> & { leaseMs: number };

function withDefaults(opts: DeliveryOptions): Settings {
  const batchSize = opts.batchSize ?? 10;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return {
    ...opts,
    pollIntervalMs: opts.pollIntervalMs ?? 2000,
    batchSize,
    timeoutMs,
    backoff: opts.backoff ?? { baseMs: 10_000, capMs: 3_600_000 },
    now: opts.now ?? (() => new Date()),
    random: opts.random ?? Math.random,
    // A batch is delivered one by one: the lease must outlast the slowest possible batch.
    leaseMs: batchSize * timeoutMs + 30_000,
  };
}

/** Posts one submission, signed; returns the HTTP status if one came, and the error to record otherwise. */
async function post(s: Settings, submission: Submission): Promise<{ status?: number; error: string }> {
  const body = JSON.stringify(deliveryPayload(submission));
  const timestamp = Math.floor(Date.now() / 1000);
  let status: number | undefined;
  try {
    const res = await fetch(s.url, {
      method: 'POST',
      body,
      // A redirect is a failure: the body must not follow it somewhere else.
      redirect: 'manual',
      signal: AbortSignal.timeout(s.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'unilira-forms/1',
        'idempotency-key': submission.reference,
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signBody(s.secret, timestamp, body),
      },
    });
    status = res.status;
    await res.body?.cancel();
    return { status, error: `HTTP ${status}` };
  } catch (err) {
    return { status, error: errorName(err) };
  }
}

async function deliver(s: Settings, item: OutboxItem) {
  const { reference } = item.submission;
  const attempt = item.attempts + 1;
  const { status, error } = await post(s, item.submission);
  // Outside post's try: a store failure here is not a failed delivery (the lease runs out and
  // the item is sent again: at least once).
  if (status !== undefined && status >= 200 && status < 300) {
    await s.store.markDelivered(item.id, s.now());
    s.logger.info({ reference, status, attempt }, 'form submission delivered');
    return;
  }
  const retryInMs = retryDelay(attempt, s.backoff, s.random);
  await s.store.markFailed(item.id, new Date(s.now().getTime() + retryInMs), error);
  s.logger.warn({ reference, status, error, attempt, retryInMs }, 'form submission delivery failed; will retry');
}

/** One poll; once `stopping()`, the items not yet started go back to the outbox. */
async function claimAndDeliver(s: Settings, stopping: () => boolean): Promise<number> {
  const items = await s.store.claimDue(s.now(), s.batchSize, s.leaseMs);
  for (const [i, item] of items.entries()) {
    if (stopping()) {
      await s.store.release(items.slice(i).map((x) => x.id));
      break;
    }
    await deliver(s, item);
  }
  return items.length;
}

interface LoopState {
  stopping: boolean;
  /** A wake() during a poll skips the next pause, so a submission made meanwhile is not left waiting. */
  woken: boolean;
  /** Ends the pause in progress, if any. */
  wakeUp?: () => void;
}

function pause(ms: number, state: LoopState): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    state.wakeUp = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

async function pollUntilStopped(s: Settings, state: LoopState, runOnce: () => Promise<number>) {
  while (!state.stopping) {
    let claimed = 0;
    try {
      claimed = await runOnce();
    } catch (err) {
      // The database is unreachable or refused: log what failed (no values), poll again later.
      s.logger.error({ error: errorName(err), message: err instanceof Error ? err.message : String(err) }, 'form delivery: outbox unavailable');
    }
    if (state.stopping) break;
    if (claimed < s.batchSize && !state.woken) {
      await pause(s.pollIntervalMs, state);
      state.wakeUp = undefined;
    }
    state.woken = false;
  }
}

export function createDeliveryWorker(opts: DeliveryOptions): DeliveryWorker {
  const s = withDefaults(opts);
  const state: LoopState = { stopping: false, woken: false };
  let loop: Promise<void> | undefined;
  const runOnce = () => claimAndDeliver(s, () => state.stopping);
  return {
    start() {
      if (loop) return;
      state.stopping = false;
      loop = pollUntilStopped(s, state, runOnce);
    },
    runOnce,
    wake() {
      state.woken = true;
      state.wakeUp?.();
    },
    async stop() {
      state.stopping = true;
      state.wakeUp?.();
      await loop;
      loop = undefined;
    },
  };
}
