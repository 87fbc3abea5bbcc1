// Per-client rate limits (express-rate-limit) on what costs the server real work: search,
// phone checks, form posts and CSP reports. A limited client gets 429 with RateLimit and
// Retry-After headers: JSON on the API, a readable page in the visitor's language elsewhere.
// Counters live in memory per process, or in Redis when REDIS_URL is set (shared by every
// process behind the router). The client address is stored only as an HMAC.
import { createHmac, randomBytes, createHash } from 'node:crypto';
import { rateLimit, ipKeyGenerator, type Store, type RateLimitRequestHandler, type RateLimitInfo } from 'express-rate-limit';
import type { Request, Response, NextFunction } from 'express';
import type { Config } from '../config.js';

export type LimitName = 'search' | 'phone' | 'forms' | 'reports';
export type RateLimits = Record<LimitName, RateLimitRequestHandler>;

const WINDOW_MS: Record<LimitName, number> = { search: 60_000, phone: 60_000, forms: 10 * 60_000, reports: 60_000 };

export interface RateLimitOptions {
  config: Config;
  /** Answers a limited request (JSON or a localized page); see errors.tsx. */
  onLimited: (req: Request, res: Response, next: NextFunction) => void;
  /** A store per limit, for REDIS_URL (server/http/rate-limit-redis.ts); memory when absent. */
  store?: (name: LimitName) => Store;
  /** Limits whose route answers a limited request itself (a form, with what was typed), up to
   *  twice the limit: such a request goes on, marked (`overLimit`); past that, `onLimited`. */
  passOn?: readonly LimitName[];
}

const marked = new WeakSet<Request>();
/** Whether a `passOn` limit found this request over it. */
export const overLimit = (req: Request): boolean => marked.has(req);

export function createRateLimits({ config, onLimited, store, passOn = [] }: RateLimitOptions): RateLimits {
  // Processes sharing a Redis store must hash alike: the key is derived from the Redis URL
  // (which carries its password); in memory a random key per process is enough.
  const secret = config.redisUrl ? createHash('sha256').update(`rate-limit:${config.redisUrl}`).digest() : randomBytes(32);
  const keyGenerator = (req: Request) => createHmac('sha256', secret).update(ipKeyGenerator(req.ip ?? 'unknown', 56)).digest('base64url').slice(0, 22);
  const make = (name: LimitName): RateLimitRequestHandler =>
    rateLimit({
      windowMs: WINDOW_MS[name],
      limit: config.rateLimits[name],
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: name,
      keyGenerator,
      // The limiter counts every request, so an answer that costs a render stays bounded too.
      handler: (req, res, next) => {
        const { used, limit } = (req as Request & { rateLimit: RateLimitInfo }).rateLimit;
        if (!passOn.includes(name) || used > 2 * limit) return onLimited(req, res, next);
        marked.add(req);
        next();
      },
      // A shared store that fails (Redis down) lets requests through rather than the site fail.
      ...(store ? { store: store(name), passOnStoreError: true } : {}),
      // The key is an HMAC (not an address), which the library's own check would flag.
      validate: { keyGeneratorIpFallback: false },
    });
  return { search: make('search'), phone: make('phone'), forms: make('forms'), reports: make('reports') };
}
