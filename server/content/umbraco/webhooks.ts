// Umbraco's webhooks: POST /webhooks/umbraco. Umbraco signs nothing, so the webhook is set
// up in Umbraco with a custom header carrying a shared secret (UMBRACO_WEBHOOK_HEADER,
// UMBRACO_WEBHOOK_SECRET), compared here in constant time. Umbraco sends `Umb-Webhook-Event`
// and `Umb-Webhook-RetryCount` and retries a failed delivery about every 10 s, up to 5 times,
// so handling is idempotent: an event reads the document it names again (applyContentChange);
// the same event twice reads the same content, and a read that changes nothing empties no cache.
//
// One process receives the POST; the change has to reach every process: the receiving one
// tells the others through the content-change bus (Redis pub/sub between instances when
// REDIS_URL is set, cluster messages between the workers of one instance otherwise), and
// each applies it itself through the content runtime's narrow port (refresh these documents,
// or everything: ContentRefresh).
import express, { type Request, type Response, type NextFunction } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { createHash, timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import type { Logger } from 'pino';
import type { ContentRefresh } from '../runtime.js';
import type { UmbracoConfig } from '../../config.js';
import { CONTENT_CHANGED_MESSAGE } from '../../../shared/content-bus.js';
import { maskLogged } from '../../text/mask.js';

export const WEBHOOK_PATH = '/webhooks/umbraco';

/** Umbraco's webhook events the site acts on, with both spellings the documentation uses. */
export const webhookEvents = new Set([
  'Umbraco.ContentPublish', 'Umbraco.ContentPublished',
  'Umbraco.ContentUnpublish', 'Umbraco.ContentUnpublished',
  'Umbraco.ContentDelete', 'Umbraco.ContentDeleted',
  'Umbraco.MediaSave', 'Umbraco.MediaSaved',
  'Umbraco.MediaDelete', 'Umbraco.MediaDeleted',
]);

export interface ContentChangeMessage { event: string; id: string | null }

/** Constant-time comparison of the presented secret with the configured one (equal-length digests). */
export function secretMatches(presented: string | undefined, secret: string): boolean {
  const a = createHash('sha256').update(presented ?? '').digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b) && presented !== undefined;
}

/**
 * Applies a change in this process. A content event names its document: only that document
 * is read again (by id, in every culture), and the lists it joins or leaves; events arriving
 * meanwhile are merged into one read. A Media event (a picked image's URL may have changed on
 * any document) or an event without an id makes every cached CMS answer due and reads everything.
 */
export async function applyContentChange(content: ContentRefresh, msg: ContentChangeMessage): Promise<boolean> {
  const reason = `umbraco webhook ${msg.event}`;
  if (msg.id && !/^Umbraco\.Media/.test(msg.event)) return content.refresh({ reason, ids: [msg.id] });
  content.invalidate();
  return content.refresh({ reason });
}

/** How a content change reaches every process. */
export interface ContentBus {
  /** Tells every process (this one included) and resolves when this one has applied it: false when it could not read the change. */
  publish(msg: ContentChangeMessage): Promise<boolean>;
  close(): Promise<void>;
}

/** This process alone (one process, or no bus configured). */
export function localBus(content: ContentRefresh, logger: Pick<Logger, 'error'>): ContentBus {
  const apply = (msg: ContentChangeMessage) => applyContentChange(content, msg).catch((err: Error) => {
    logger.error({ err: err.message }, 'content change not applied');
    return false;
  });
  return { publish: apply, close: async () => {} };
}

const isMessage = (m: unknown): m is ContentChangeMessage =>
  typeof m === 'object' && m !== null && typeof (m as ContentChangeMessage).event === 'string' && webhookEvents.has((m as ContentChangeMessage).event);

/**
 * The bus: Redis pub/sub when a URL is given (reaches every process of every instance), else
 * cluster messages through the primary (every worker of this instance), else this process alone.
 */
export async function createContentBus(content: ContentRefresh, logger: Logger, redisUrl?: string): Promise<ContentBus> {
  const apply = localBus(content, logger).publish;
  if (redisUrl) {
    const { createClient } = await import('@redis/client');
    const options = { url: redisUrl, socket: { connectTimeout: 2000, reconnectStrategy: (n: number) => Math.min(100 * 2 ** n, 5000) } };
    const pub = createClient(options);
    const sub = createClient(options);
    for (const c of [pub, sub]) c.on('error', (err: Error) => logger.warn({ err: { type: err.name, message: err.message.replace(/\/\/[^@]*@/, '//…@') } }, 'content bus: redis error'));
    await Promise.all([pub.connect(), sub.connect()]);
    const own = new Set<string>();
    await sub.subscribe(CONTENT_CHANGED_MESSAGE, (raw) => {
      let msg: unknown;
      try { msg = JSON.parse(raw); } catch { return; }
      const tag = (msg as { tag?: string }).tag;
      if (tag && own.delete(tag)) return; // published by this process: applied already
      if (isMessage(msg)) void apply(msg);
    });
    return {
      publish: async (msg) => {
        const tag = `${process.pid}:${Math.random().toString(36).slice(2)}`;
        own.add(tag);
        // The others start reading while this process does.
        await pub.publish(CONTENT_CHANGED_MESSAGE, JSON.stringify({ ...msg, tag })).catch((err: Error) => {
          own.delete(tag);
          logger.warn({ err: err.message }, 'content change not shared through redis');
        });
        return apply(msg);
      },
      close: async () => { await Promise.all([sub.close(), pub.close()]).catch(() => undefined); },
    };
  }
  if (cluster.isWorker && process.send) {
    const onMessage = (m: unknown) => {
      if (typeof m === 'object' && m !== null && (m as { type?: string }).type === CONTENT_CHANGED_MESSAGE && (m as { from?: number }).from !== process.pid && isMessage((m as { msg?: unknown }).msg)) {
        void apply((m as { msg: ContentChangeMessage }).msg);
      }
    };
    process.on('message', onMessage);
    return {
      publish: async (msg) => {
        process.send?.({ type: CONTENT_CHANGED_MESSAGE, from: process.pid, msg });
        return apply(msg);
      },
      close: async () => { process.off('message', onMessage); },
    };
  }
  return localBus(content, logger);
}


const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The most a webhook's body may hold: a legacy payload is the whole published item. */
export const WEBHOOK_BODY_LIMIT = '512kb';
/** Wrong or missing secrets a client may send a minute before 429s. */
export const WEBHOOK_FAILED_ATTEMPTS = 10;

/** Errors of the webhook as JSON, never the site's HTML error page (a body too large, not JSON…). */
const jsonErrors = (err: { status?: number; type?: string; message?: string }, _req: Request, res: Response, _next: NextFunction) => {
  const status = err.status && err.status >= 400 && err.status < 500 ? err.status : 400;
  res.status(status).json({ error: err.type ?? 'bad_request', message: status === 413 ? `the body is over ${WEBHOOK_BODY_LIMIT}` : 'the body is not JSON Umbraco sends' });
};

/**
 * The endpoint; absent (404) unless the Umbraco source and a webhook secret are configured. The
 * secret is checked first, in constant time, and only then is the body read (at most
 * WEBHOOK_BODY_LIMIT); wrong secrets are limited per client; every answer is JSON.
 */
export function umbracoWebhook(cfg: UmbracoConfig | undefined, bus: () => ContentBus, logger: Logger) {
  const router = express.Router();
  if (!cfg?.webhookSecret) return router;
  const secret = cfg.webhookSecret;
  const failedAttempts = rateLimit({
    windowMs: 60_000, limit: WEBHOOK_FAILED_ATTEMPTS, standardHeaders: 'draft-8', legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown', 56),
    // Only a refused secret counts: Umbraco's own retries of a 503 must never be limited.
    requestWasSuccessful: (_req, res) => res.statusCode !== 401,
    skipSuccessfulRequests: true,
    handler: (_req, res) => void res.status(429).json({ error: 'too_many_requests', message: 'too many wrong webhook secrets; wait a minute' }),
  });
  const checkSecret = (req: Request, res: Response, next: NextFunction) => {
    if (secretMatches(req.get(cfg.webhookHeader), secret)) return next();
    logger.warn({ event: maskLogged(req.get('umb-webhook-event') ?? '') }, 'umbraco webhook refused: wrong or missing secret');
    res.setHeader('Connection', 'close'); // its body is never read
    res.status(401).json({ error: 'unauthorized', message: 'wrong or missing webhook secret' });
  };
  router.post(WEBHOOK_PATH, failedAttempts, checkSecret, express.json({ limit: WEBHOOK_BODY_LIMIT, type: () => true }), (req: Request, res: Response, next: NextFunction) => {
    const event = req.get('umb-webhook-event') ?? '';
    if (!webhookEvents.has(event)) {
      res.status(400).json({ error: 'unknown_event', message: 'unknown Umb-Webhook-Event', accepted: [...webhookEvents] });
      return;
    }
    const rawId = (req.body as { id?: unknown; Id?: unknown } | undefined)?.id ?? (req.body as { Id?: unknown } | undefined)?.Id;
    const id = typeof rawId === 'string' && GUID.test(rawId) ? rawId : null;
    const retry = Number(req.get('umb-webhook-retrycount') ?? 0) || 0;
    logger.info({ event, id, retry }, 'umbraco webhook');
    // A change this process could not read (Umbraco down or failing) answers 503, so Umbraco
    // sends the webhook again (about every 10 s, up to 5 times); applying it twice is harmless.
    bus().publish({ event, id }).then((applied) => {
      if (applied) res.json({ applied: true, event, id });
      else res.status(503).set('Retry-After', '10').json({ applied: false, event, id, error: 'the change could not be read from Umbraco; send it again' });
    }, next);
  }, jsonErrors);
  router.all(WEBHOOK_PATH, (_req, res) => void res.status(405).set('Allow', 'POST').json({ error: 'method_not_allowed', message: 'POST only' }));
  return router;
}
