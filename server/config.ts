// Every setting in one typed object: defaults here, environment overrides, validated once
// at boot. Nothing else in the project reads process.env.
import { z } from 'zod';
import path from 'node:path';
import os from 'node:os';
import { DEFAULT_RUNTIME, type RuntimeSettings } from './runtime.js';
import { GTM_ID_PATTERN } from '../shared/site-rules.js';
import { containerMemoryLimit, workersThatFit, type Capacity } from './capacity.js';

/**
 * The one check of the tag manager id (spec: GTM-[A-Z0-9]+): a valid container id stays in
 * `gtmId`; any other moves to `refusedGtmId`, never loaded, for start-up to log.
 */
function checkGtmId(config: Config): Config {
  const valid = config.gtmId && GTM_ID_PATTERN.test(config.gtmId) ? config.gtmId : undefined;
  return { ...config, gtmId: valid, refusedGtmId: config.gtmId && !valid ? config.gtmId : undefined };
}

/** How long a page may be served before it is rendered again: in memory, and at a shared cache. */
export const PAGE_LIFETIME_SECONDS = 300;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Unset means a developer's machine; PaaS platforms set NODE_ENV=production.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: z.url().optional(),
  CONTENT_DIR: z.string().default('content'),
  CONTENT_CACHE_TTL: z.coerce.number().int().min(0).default(PAGE_LIFETIME_SECONDS),
  ROOT_REDIRECT: bool.default(true),
  PAGE_CACHE: bool.default(true),
  PAGE_CACHE_MAX_MB: z.coerce.number().positive().max(4096).default(64),
  PAGE_CACHE_WARM: bool.default(true),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  PREVIEW_SECRET: z.string().min(16, 'PREVIEW_SECRET must be at least 16 characters').optional(),
  GTM_ID: z.string().optional(),
  GEO_HEADER: z.string().default('cf-ipcountry'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(200),
  CGROUP_DIR: z.string().default('/sys/fs/cgroup'),
  TRUST_PROXY: z.coerce.number().int().min(0).default(1),
  DIST_DIR: z.string().default('dist'),
  HTTPS_REDIRECT: bool.optional(),
  HSTS_PRELOAD: bool.default(true),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(65_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(10).default(800),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(1000),
  RATE_LIMIT_SEARCH: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_PHONE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_FORMS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_REPORTS: z.coerce.number().int().min(1).default(30),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  DATA_DIR: z.string().default('data'),
  DATA_DIR_PERSISTENT: bool.default(false),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' }).optional(),
  FORMS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'FORMS_WEBHOOK_URL must be an http(s) URL' }).optional(),
  FORMS_WEBHOOK_SECRET: z.string().min(16, 'FORMS_WEBHOOK_SECRET must be at least 16 characters').optional(),
  FORMS_DELIVERY_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  SUBMISSION_RETENTION_DAYS: z.coerce.number().int().min(1).default(180),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  METRICS_GC: bool.default(false),
  CONTENT_SOURCE: z.enum(['file', 'umbraco'], { error: 'CONTENT_SOURCE must be file or umbraco' }).default('file'),
  UMBRACO_URL: z.url({ protocol: /^https?$/, error: 'UMBRACO_URL must be the http(s) origin of the Umbraco site' }).optional(),
  UMBRACO_API_KEY: z.string().min(1).optional(),
  UMBRACO_MEDIA_URL: z.url({ protocol: /^https?$/, error: 'UMBRACO_MEDIA_URL must be the http(s) origin Umbraco\'s media are served from' }).optional(),
  UMBRACO_START_ITEM: z.string().regex(/^[a-z0-9-]+$|^[0-9a-f-]{36}$/i, 'UMBRACO_START_ITEM must be the start item\'s URL segment or GUID').optional(),
  UMBRACO_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  UMBRACO_FRESH_SECONDS: z.coerce.number().int().min(1).default(60),
  UMBRACO_STALE_WHILE_REVALIDATE_SECONDS: z.coerce.number().int().min(0).default(300),
  UMBRACO_STALE_IF_ERROR_SECONDS: z.coerce.number().int().min(0).default(86_400),
  UMBRACO_CACHE_MAX_ENTRIES: z.coerce.number().int().min(100).max(100_000).default(2000),
  UMBRACO_PAGE_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  UMBRACO_WEBHOOK_SECRET: z.string().min(16, 'UMBRACO_WEBHOOK_SECRET must be at least 16 characters').optional(),
  UMBRACO_WEBHOOK_HEADER: z.string().regex(/^[a-z0-9-]+$/i, 'UMBRACO_WEBHOOK_HEADER must be a header name').default('x-umbraco-webhook-secret'),
  RATES_SOURCE: z.enum(['file', 'tcmb'], { error: 'RATES_SOURCE must be file or tcmb' }).optional(),
  RATES_FILE: z.string().optional(),
  RATES_URL: z.url({ protocol: /^https?$/, error: 'RATES_URL must be the http(s) folder of today.xml' }).default('https://www.tcmb.gov.tr/kurlar'),
  RATES_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  RATES_FRESH_SECONDS: z.coerce.number().int().min(1).default(900),
  RATES_STALE_WHILE_REVALIDATE_SECONDS: z.coerce.number().int().min(0).default(3600),
  RATES_STALE_IF_ERROR_SECONDS: z.coerce.number().int().min(0).default(7 * 86_400),
  RATES_HISTORY_FILE: z.string().optional(),
  RATES_ARCHIVE_RPS: z.coerce.number().gt(0).max(10).default(1),
  RATES_ARCHIVE_CONCURRENCY: z.coerce.number().int().min(1).max(4).default(1),
  RATES_ARCHIVE_POLL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  CDN: z.enum(['none', 'varnish', 'fastly', 'cloudflare'], { error: 'CDN must be none, varnish, fastly or cloudflare' }).default('none'),
  CDN_PURGE_URL: z.url({ protocol: /^https?$/, error: 'CDN_PURGE_URL must be an http(s) URL' }).optional(),
  CDN_PURGE_TOKEN: z.string().min(8, 'CDN_PURGE_TOKEN must be at least 8 characters').optional(),
  FASTLY_SERVICE_ID: z.string().regex(/^[A-Za-z0-9]+$/, 'FASTLY_SERVICE_ID must be alphanumeric').optional(),
  CLOUDFLARE_ZONE_ID: z.string().regex(/^[a-f0-9]{32}$/, 'CLOUDFLARE_ZONE_ID must be 32 hexadecimal characters').optional(),
  CDN_PURGE_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  // The serving processes' runtime settings (server/runtime.ts): the one place to change them.
  NODE_RUNTIME_FLAGS: z.string().default(DEFAULT_RUNTIME.nodeFlags.join(' '))
    .transform((v) => (v.trim() === 'none' ? [] : v.split(/\s+/).filter(Boolean)))
    .refine((flags) => flags.every((f) => /^--[a-z][a-z0-9-]*(=[\w.,-]+)?$/.test(f)), 'NODE_RUNTIME_FLAGS must be Node options such as --max-semi-space-size=2, separated by spaces, or none'),
  MALLOC_ARENA_MAX: z.coerce.number().int().min(0).max(64).default(DEFAULT_RUNTIME.mallocArenaMax),
}).refine((e) => e.CONTENT_SOURCE !== 'umbraco' || e.UMBRACO_URL, {
  path: ['UMBRACO_URL'],
  message: 'UMBRACO_URL is required when CONTENT_SOURCE=umbraco',
}).refine((e) => e.CONTENT_SOURCE !== 'umbraco' || e.UMBRACO_START_ITEM, {
  path: ['UMBRACO_START_ITEM'],
  message: 'UMBRACO_START_ITEM is required when CONTENT_SOURCE=umbraco',
}).refine((e) => !e.FORMS_WEBHOOK_URL || e.FORMS_WEBHOOK_SECRET, {
  path: ['FORMS_WEBHOOK_SECRET'],
  message: 'FORMS_WEBHOOK_SECRET is required when FORMS_WEBHOOK_URL is set',
}).refine((e) => e.CDN !== 'varnish' || e.CDN_PURGE_URL, {
  path: ['CDN_PURGE_URL'],
  message: 'CDN_PURGE_URL is required with CDN=varnish (where Varnish accepts xkey purges, e.g. http://127.0.0.1:6081/)',
}).refine((e) => (e.CDN !== 'fastly' && e.CDN !== 'cloudflare') || e.CDN_PURGE_TOKEN, {
  path: ['CDN_PURGE_TOKEN'],
  message: 'CDN_PURGE_TOKEN is required with CDN=fastly or CDN=cloudflare (an API token allowed to purge)',
}).refine((e) => e.CDN !== 'fastly' || e.FASTLY_SERVICE_ID, {
  path: ['FASTLY_SERVICE_ID'],
  message: 'FASTLY_SERVICE_ID is required with CDN=fastly',
}).refine((e) => e.CDN !== 'cloudflare' || e.CLOUDFLARE_ZONE_ID, {
  path: ['CLOUDFLARE_ZONE_ID'],
  message: 'CLOUDFLARE_ZONE_ID is required with CDN=cloudflare',
});

export type CdnKind = 'none' | 'varnish' | 'fastly' | 'cloudflare';

/** The shared cache in front of the site (docs/cdn.md): which header names a page's content, where purges go. */
export interface CdnConfig {
  kind: CdnKind;
  /** Varnish: the address that takes xkey purges. Fastly, Cloudflare: the API's origin (their public API unless set, for tests). */
  purgeUrl?: string;
  /** Fastly or Cloudflare API token with purge rights. */
  token?: string;
  fastlyServiceId?: string;
  cloudflareZoneId?: string;
  /** Attempts after the first one for a purge that failed (network error, 5xx, 429). */
  retries: number;
}

export interface Config {
  port: number;
  host: string;
  env: 'development' | 'production' | 'test';
  /** Absolute origin used in canonical URLs, hreflang, sitemaps and structured data. */
  siteUrl: string;
  contentDir: string;
  contentCacheTtl: number;
  rootRedirect: boolean;
  /** Keep rendered HTML in memory (off only to measure or debug rendering). */
  pageCache: boolean;
  /** Upper bound of the page cache in bytes (HTML plus its gzip and brotli copies). */
  pageCacheMaxBytes: number;
  /** Render every sitemap URL into the page cache after start-up (server/http/warm-up.ts). */
  pageCacheWarm: boolean;
  previewSecret?: string;
  /** Google Tag Manager container id: only ever a valid GTM-XXXX id (checkGtmId). */
  gtmId?: string;
  /** A GTM_ID that is not a valid container id: logged at start-up and never loaded. */
  refusedGtmId?: string;
  geoHeader: string;
  logLevel: string;
  shutdownTimeoutMs: number;
  /** Serving processes (node:cluster workers): in production, as many as the cores and the container's memory allow, unless set. */
  webConcurrency: number;
  /** What the worker count was worked out from, for the start-up log line. */
  capacity: Capacity & { from: 'WEB_CONCURRENCY' | 'capacity' | 'development' };
  /** Node flags and glibc's arena limit every serving process runs with, however it was started (server/runtime.ts). */
  runtime: RuntimeSettings;
  trustProxy: number;
  /** Where the build put its output (manifest, assets, build id). */
  distDir: string;
  /** Send plain-HTTP requests to SITE_URL's https origin (default: on when SITE_URL is https). */
  httpsRedirect: boolean;
  hstsPreload: boolean;
  /** Socket limits (server/http/connections.ts): seconds, not minutes, behind a PaaS router. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  /** After SIGTERM, how long the server keeps accepting (answering Connection: close) before it stops listening. */
  shutdownGraceMs: number;
  /** Requests per client address per minute (forms: per 10 minutes); server/http/rate-limit.ts. */
  rateLimits: { search: number; phone: number; forms: number; reports: number };
  /** Shared rate-limit counters across processes; in memory per process when unset. */
  redisUrl?: string;
  /** Folder for local data: the SQLite form store when no database URL is set. */
  dataDir: string;
  /** The operator's word that dataDir survives a restart (required in production for a SQLite form store). */
  dataDirPersistent: boolean;
  /** PostgreSQL for form submissions; unset means SQLite in dataDir. */
  databaseUrl?: string;
  /** Where the delivery worker POSTs each submission; unset means submissions stay queued. */
  formsWebhookUrl?: string;
  /** HMAC key for the webhook signature (16+ characters, required with the URL). */
  formsWebhookSecret?: string;
  /** Pause between outbox polls when nothing woke the delivery worker (a submission wakes it at once). */
  formsDeliveryPollMs: number;
  /** Submissions older than this many days are deleted by `npm run submissions:purge`. */
  submissionRetentionDays: number;
  /** Bearer token for /metrics; unset means /metrics is 404 in production (open in development). */
  metricsToken?: string;
  /** nodejs_gc_duration_seconds in /metrics: off by default, for what it costs every answer (process-metrics.ts). */
  metricsGc: boolean;
  /** Uncached renders at once per event-loop turn, and how many may wait; past that, 503. */
  render: { concurrency: number; queue: number };
  /** Where content comes from: the embedded content/ folder, or Umbraco's Delivery API. */
  contentSource: 'file' | 'umbraco';
  /** Set when contentSource is umbraco (docs/umbraco.md). */
  umbraco?: UmbracoConfig;
  cdn: CdnConfig;
  /** Reference rates for the transfer calculator (server/rates/source.ts). */
  rates: RatesConfig;
}

export type RatesConfig =
  | { source: 'file'; file: string; historyFile?: string }
  | { source: 'tcmb'; url: string; timeoutMs: number; freshMs: number; staleWhileRevalidateMs: number; staleIfErrorMs: number; archive?: RatesArchiveConfig };

/** How the past bulletins are read from the archive (server/rates/history/open.ts). */
export interface RatesArchiveConfig { requestsPerSecond: number; concurrency: number; pollMs: number }

export interface UmbracoConfig {
  url: string;
  /** The origin of Umbraco's media URLs (`/media/…`); the content security policy allows images from it. */
  mediaUrl: string;
  apiKey?: string;
  startItem: string;
  timeoutMs: number;
  freshMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  maxEntries: number;
  pageSize: number;
  /** Webhooks are refused (404) without it. */
  webhookSecret?: string;
  webhookHeader: string;
}

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Canonical URLs, hreflang, sitemaps, robots.txt, Open Graph and structured data all carry
  // SITE_URL: in production a missing one would silently publish http://localhost.
  if (e.NODE_ENV === 'production' && !e.SITE_URL) {
    throw new Error('invalid configuration:\n  SITE_URL: required in production (the public origin, e.g. https://www.unilira.com.tr); it goes into canonical URLs, hreflang, sitemaps and structured data');
  }
  // A PaaS's local disk is lost at each restart or deploy, and every form on it with it.
  if (e.NODE_ENV === 'production' && !e.DATABASE_URL && !e.DATA_DIR_PERSISTENT) {
    throw new Error('invalid configuration:\n  DATABASE_URL: required in production, or DATA_DIR_PERSISTENT=true if DATA_DIR is on a disk that survives restarts and deploys; form submissions are stored there');
  }
  const capacity: Capacity = {
    cores: os.availableParallelism(),
    memoryLimitBytes: containerMemoryLimit(e.CGROUP_DIR),
    workerBudgetBytes: e.WORKER_MEMORY_MB * 1024 * 1024,
  };
  return checkGtmId({
    port: e.PORT,
    host: e.HOST,
    env: e.NODE_ENV,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    contentDir: path.resolve(e.CONTENT_DIR),
    contentCacheTtl: e.CONTENT_CACHE_TTL,
    rootRedirect: e.ROOT_REDIRECT,
    pageCache: e.PAGE_CACHE,
    pageCacheMaxBytes: Math.round(e.PAGE_CACHE_MAX_MB * 1024 * 1024),
    pageCacheWarm: e.PAGE_CACHE_WARM,
    render: { concurrency: e.RENDER_CONCURRENCY, queue: e.RENDER_QUEUE },
    previewSecret: e.PREVIEW_SECRET,
    gtmId: e.GTM_ID,
    geoHeader: e.GEO_HEADER.toLowerCase(),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    webConcurrency: e.WEB_CONCURRENCY ?? (e.NODE_ENV === 'production' ? workersThatFit(capacity) : 1),
    capacity: { ...capacity, from: e.WEB_CONCURRENCY ? 'WEB_CONCURRENCY' : e.NODE_ENV === 'production' ? 'capacity' : 'development' },
    runtime: { nodeFlags: e.NODE_RUNTIME_FLAGS, mallocArenaMax: e.MALLOC_ARENA_MAX },
    trustProxy: e.TRUST_PROXY,
    distDir: path.resolve(e.DIST_DIR),
    httpsRedirect: e.HTTPS_REDIRECT ?? (e.SITE_URL ?? '').startsWith('https:'),
    hstsPreload: e.HSTS_PRELOAD,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    rateLimits: { search: e.RATE_LIMIT_SEARCH, phone: e.RATE_LIMIT_PHONE, forms: e.RATE_LIMIT_FORMS, reports: e.RATE_LIMIT_REPORTS },
    redisUrl: e.REDIS_URL,
    dataDir: path.resolve(e.DATA_DIR),
    dataDirPersistent: e.DATA_DIR_PERSISTENT,
    databaseUrl: e.DATABASE_URL,
    formsWebhookUrl: e.FORMS_WEBHOOK_URL,
    formsWebhookSecret: e.FORMS_WEBHOOK_SECRET,
    formsDeliveryPollMs: e.FORMS_DELIVERY_POLL_MS,
    submissionRetentionDays: e.SUBMISSION_RETENTION_DAYS,
    metricsToken: e.METRICS_TOKEN,
    metricsGc: e.METRICS_GC,
    contentSource: e.CONTENT_SOURCE,
    umbraco: e.CONTENT_SOURCE === 'umbraco' ? {
      url: e.UMBRACO_URL!.replace(/\/+$/, ''),
      mediaUrl: new URL(e.UMBRACO_MEDIA_URL ?? e.UMBRACO_URL!).origin,
      apiKey: e.UMBRACO_API_KEY,
      startItem: e.UMBRACO_START_ITEM!,
      timeoutMs: e.UMBRACO_TIMEOUT_MS,
      freshMs: e.UMBRACO_FRESH_SECONDS * 1000,
      staleWhileRevalidateMs: e.UMBRACO_STALE_WHILE_REVALIDATE_SECONDS * 1000,
      staleIfErrorMs: e.UMBRACO_STALE_IF_ERROR_SECONDS * 1000,
      maxEntries: e.UMBRACO_CACHE_MAX_ENTRIES,
      pageSize: e.UMBRACO_PAGE_SIZE,
      webhookSecret: e.UMBRACO_WEBHOOK_SECRET,
      webhookHeader: e.UMBRACO_WEBHOOK_HEADER.toLowerCase(),
    } : undefined,
    // Production reads the Central Bank; elsewhere the embedded sample bulletin, no network.
    rates: (e.RATES_SOURCE ?? (e.NODE_ENV === 'production' ? 'tcmb' : 'file')) === 'tcmb'
      ? { source: 'tcmb', url: e.RATES_URL, timeoutMs: e.RATES_TIMEOUT_MS, freshMs: e.RATES_FRESH_SECONDS * 1000, staleWhileRevalidateMs: e.RATES_STALE_WHILE_REVALIDATE_SECONDS * 1000, staleIfErrorMs: e.RATES_STALE_IF_ERROR_SECONDS * 1000,
        archive: { requestsPerSecond: e.RATES_ARCHIVE_RPS, concurrency: e.RATES_ARCHIVE_CONCURRENCY, pollMs: e.RATES_ARCHIVE_POLL_SECONDS * 1000 } }
      : { source: 'file', file: path.resolve(e.RATES_FILE ?? path.join(e.CONTENT_DIR, 'rates', 'today.xml')), historyFile: path.resolve(e.RATES_HISTORY_FILE ?? path.join(e.CONTENT_DIR, 'rates', 'history-sample.json')) },
    cdn: {
      kind: e.CDN,
      purgeUrl: e.CDN_PURGE_URL ?? (e.CDN === 'fastly' ? 'https://api.fastly.com' : e.CDN === 'cloudflare' ? 'https://api.cloudflare.com' : undefined),
      token: e.CDN_PURGE_TOKEN,
      fastlyServiceId: e.FASTLY_SERVICE_ID,
      cloudflareZoneId: e.CLOUDFLARE_ZONE_ID,
      retries: e.CDN_PURGE_RETRIES,
    },
    ...overrides,
  });
}
