// createApp(deps): the site's front door, a plain Node request listener that does not listen
// (worker.ts gives it to its server, tests to supertest). A GET or HEAD a cached page answers is
// answered first (fast-path.ts), on Node's own request, before Express builds its objects; every
// other request goes down the Express pipeline, which reads in the order of Express's mvc
// example: settings → logging → transport rules → guard → headers → cached pages left to the
// pipeline → health → static → compression → API → webhooks → smart link and redirects → forms →
// pages → 404 → errors.
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import cookieParser from 'cookie-parser';
import path from 'node:path';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { SiteDeps } from './site.js';
import { guard, originForm } from './http/guard.js';
import { assets } from './http/assets.js';
import { flags } from './http/flags.js';
import { FLAG_PATH } from '../shared/phone-rules.js';
import { redirects } from './http/redirects.js';
import { appLink } from './http/app-link.js';
import { pages, servePageCache } from './http/page-routes.js';
import { api } from './http/api.js';
import { phoneApi } from './http/phone-api.js';
import { quoteApi } from './http/quote-api.js';
import { sitemap, robots } from './http/seo.js';
import { ratesApi } from './http/rates-api.js';
import { notFound, errorHandler, tooManyRequests } from './http/errors.js';
import { requestLog } from './http/request-log.js';
import { securityHeaders, securityHeaderList, httpsRedirect, CSP_REPORT_PATH } from './http/security-headers.js';
import { createFastPath } from './http/fast-path.js';
import { createMetrics, countRequests, metricsEndpoint, METRICS_PATH, type Metrics } from './http/metrics.js';
import { cspReport } from './http/csp-report.js';
import { contentProblems, CONTENT_PROBLEMS_PATH } from './http/content-problems.js';
import { operatorOnly } from './http/operator.js';
import { keyScope } from './edge/keys.js';
import { createRateLimits, overLimit } from './http/rate-limit.js';
import type { Store } from 'express-rate-limit';
import type { LimitName } from './http/rate-limit.js';
import { umbracoWebhook, localBus, type ContentBus } from './content/umbraco/webhooks.js';

export interface AppOptions {
  logger: Logger;
  /** Readiness: false while draining on shutdown. */
  isReady?: () => boolean;
  /** After SIGTERM: every answer says Connection: close, so keep-alive clients let go. */
  isDraining?: () => boolean;
  /** Shared rate-limit counters (Redis); in memory per process when absent. */
  rateLimitStore?: (name: LimitName) => Store;
  /** After a form submission is stored (worker.ts wakes this process's delivery worker). */
  onFormSubmitted?: () => void;
  /** How an Umbraco webhook's change reaches every process (worker.ts); this process alone when absent. */
  contentBus?: ContentBus;
}

/** The site's front door: what Node's server calls for every request. */
export type FrontDoor = RequestListener;

/**
 * The Express app as called with a final handler, for a request its router gives up on:
 * Express 5's app(req, res, done) passes done to app.handle, which its typings leave out.
 */
type Pipeline = (req: IncomingMessage, res: ServerResponse, done: (err?: unknown) => void) => void;

export function createApp(deps: SiteDeps, options: AppOptions): FrontDoor {
  const { logger, isDraining = () => false } = options;
  const metrics = createMetrics(deps);
  const security = securityHeaders(deps.config, deps.config.gtmId);
  // A page the page cache holds answers here, before Express builds its objects, with the
  // headers and log line the pipeline would give it; everything else goes down the pipeline.
  const fast = createFastPath(deps, { logger, isDraining, securityHeaders: securityHeaderList(security), observe: metrics.observe });
  const pipeline = expressPipeline(deps, { ...options, isDraining }, metrics, security);
  return (req, res) => {
    originForm(req);
    if (!fast(req, res)) pipeline(req, res, unanswered(res));
  };
}

function expressPipeline(
  deps: SiteDeps,
  { logger, isReady = () => true, isDraining, rateLimitStore, onFormSubmitted, contentBus }: AppOptions & { isDraining: () => boolean },
  metrics: Metrics,
  security: RequestHandler[],
): Pipeline {
  const { config, router } = deps;
  const app = express();
  // config.ts keeps only a valid container id (spec: GTM-[A-Z0-9]+) and sets a refused one apart.
  if (config.refusedGtmId) logger.error('GTM_ID is not a valid container id (GTM-XXXX); the tag manager will not load');
  app.disable('x-powered-by');
  app.set('strict routing', true);
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false); // pages set their own ETag from the cached render
  app.set('json escape', true); // <, > and & in JSON answers as \u003c…: nothing in them can become markup

  app.use(requestLog(logger));
  app.use(countRequests(metrics));
  app.use((_req, res, next) => {
    if (isDraining()) res.setHeader('Connection', 'close');
    next();
  });
  app.use(httpsRedirect(config));
  app.use(guard);
  app.use(...security);
  app.use(cookieParser());

  app.use(servePageCache(deps));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok', build: deps.build.id }));
  app.get('/readyz', (_req, res) => void res.status(isReady() ? 200 : 503).json({ ready: isReady() }));
  app.get(METRICS_PATH, metricsEndpoint(deps, metrics));
  app.get(CONTENT_PROBLEMS_PATH, operatorOnly(config, notFound(deps), 'content problems'), contentProblems(config.contentSource, () => deps.contentRuntime.live.bundle.problems));
  app.get('/builds/latest.json', (_req, res) => void res.set('Cache-Control', 'no-cache').json(deps.build));

  // Hashed build output is immutable; everything else in public/ may change between deploys.
  app.use('/assets', ...assets(path.join(config.distDir, 'public', 'assets')));
  // SVG images whose words the build set as paths in the site's typeface (scripts/svg-outline.mjs).
  app.use('/images', ...assets(path.join(config.distDir, 'public', 'images'), { immutable: false, maxAge: '1d' }));
  // A path ending in '/' is a page, never a file (no index files, no redirects): no stat for it.
  const publicFiles = express.static(path.resolve('public'), { maxAge: '1d', index: false, redirect: false });
  app.use((req, res, next) => (req.path.endsWith('/') ? next() : publicFiles(req, res, next)));
  app.use(FLAG_PATH, flags());
  // What is rendered per request goes out compressed too (cached pages and the build's files
  // carry their own copies); refusals (429, 503) stay as cheap as they are, except a form sent
  // back over its limit: a whole page, at most as many per address as the limit.
  const refusal = (req: express.Request, status: number) => (status === 429 && !overLimit(req)) || status === 503;
  app.use(compression({ filter: (req, res) => !refusal(req, res.statusCode) && compression.filter(req, res) }));

  const limits = createRateLimits({ config, onLimited: tooManyRequests(deps), store: rateLimitStore, passOn: ['forms'] });
  app.post(CSP_REPORT_PATH, limits.reports, ...cspReport(logger));

  app.get('/robots.txt', robots(deps));
  app.get(router.pathFor('sitemap', {}, 'tr'), sitemap(deps, 'tr'));
  app.get(router.pathFor('sitemap', {}, 'en'), sitemap(deps, 'en'));
  app.use('/api/phone', limits.phone);
  app.get('/api/umbraco', (req, res, next) => (req.query.endpoint === '/SearchApi/Search' ? limits.search(req, res, next) : next()));
  app.get(['/api/search', '/api/quote', '/api/rates', '/api/rates.csv', '/api/rates/:code'], limits.search);
  app.get([router.pathFor('search', {}, 'tr'), router.pathFor('search', {}, 'en')], limits.search);
  app.use('/api', phoneApi(deps));
  app.use('/api', quoteApi(deps));
  app.use('/api', ratesApi(deps));
  app.use('/api', api(deps));
  const bus: ContentBus = contentBus ?? localBus(deps.contentRuntime, logger);
  app.use(umbracoWebhook(deps.umbraco && config.umbraco, () => bus, logger));
  app.use(appLink(deps));
  app.use(redirects(deps));
  // Pages rendered from here on name the content they read (server/edge/keys.ts): a change
  // drops exactly those pages from the page cache, and from the CDN behind one.
  app.use(keyScope);
  // A POST to a page runs its form block's action (blocks/form/).
  // The store is read per post (tests swap it for one that fails).
  const services = { get forms() { return deps.forms; }, logger, onSubmitted: onFormSubmitted };
  app.use(pages(deps, { limit: limits.forms, services }));
  app.use(notFound(deps));
  app.use(errorHandler(deps, logger));

  return app;
}

/**
 * What answers when the pipeline gives a request up without reaching its own handlers (a path
 * its router cannot read): Express's default waited for a request body that had already ended
 * (optimizeEmptyRequests, connections.ts) and never answered.
 */
const unanswered = (res: ServerResponse) => (err?: unknown) => {
  if (res.headersSent) return void res.destroy();
  res.writeHead(err ? 500 : 400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  res.end(err ? 'Something went wrong\n' : 'The request target cannot be read\n');
};
