// createApp(deps): the Express app, without listening (tests use supertest on it).
// Middleware order as in Express's mvc example: settings → guard → static → parsers →
// routes → 404 → error handler.
import express from 'express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { handle as i18nextHandle } from 'i18next-http-middleware';
import type { SiteDeps } from './site.js';
import { guard } from './http/guard.js';
import { assets } from './http/assets.js';
import { redirects } from './http/redirects.js';
import { pages, servePageCache } from './http/pages.js';
import { api } from './http/api.js';
import { phoneApi } from './http/phone-api.js';
import { sitemap, robots } from './http/seo.js';
import { applicationPost } from './http/application.js';
import { notFound, errorHandler } from './http/errors.js';
import { colorModeScript } from '../views/Document.js';
import { speculationRules } from './render/render.js';

export interface AppOptions {
  logger: Logger;
  /** Readiness: false while draining on shutdown. */
  isReady?: () => boolean;
}

export const GTM_ID = /^GTM-[A-Z0-9]+$/;
const sha256 = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

export function createApp(deps: SiteDeps, { logger, isReady = () => true }: AppOptions) {
  const app = express();
  // Only a valid container id is ever loaded (spec: GTM- followed by upper-case letters and digits).
  const gtm = deps.config.gtmId && GTM_ID.test(deps.config.gtmId) ? deps.config.gtmId : undefined;
  if (deps.config.gtmId && !gtm) logger.error({ gtmId: deps.config.gtmId }, 'GTM_ID is not a valid container id (GTM-XXXX); the tag manager will not load');
  app.disable('x-powered-by');
  app.set('strict routing', true);
  app.set('trust proxy', deps.config.trustProxy);
  app.set('etag', false); // pages set their own ETag from the cached render

  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' } }));
  app.use(guard);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", sha256(colorModeScript), sha256(speculationRules), ...(gtm ? ['https://www.googletagmanager.com'] : [])],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', ...(gtm ? ['https://www.googletagmanager.com'] : [])],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...(gtm ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'] : [])],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: deps.config.siteUrl.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );

  app.use(servePageCache(deps));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok', build: deps.build.id }));
  app.get('/readyz', (_req, res) => void res.status(isReady() ? 200 : 503).json({ ready: isReady() }));
  app.get('/builds/latest.json', (_req, res) => void res.set('Cache-Control', 'no-cache').json(deps.build));

  // Hashed build output is immutable; everything else in public/ may change between deploys.
  app.use('/assets', ...assets(path.join(deps.config.distDir, 'public', 'assets')));
  app.use(express.static(path.resolve('public'), { maxAge: '1d', index: false, redirect: false }));

  app.use(cookieParser());
  app.use(i18nextHandle(deps.i18n));
  app.get('/robots.txt', robots(deps));
  app.get(deps.router.pathFor('sitemap', 'tr'), sitemap(deps, 'tr'));
  app.get(deps.router.pathFor('sitemap', 'en'), sitemap(deps, 'en'));
  app.use('/api', phoneApi(deps));
  app.use('/api', api(deps));
  app.use(redirects(deps));
  app.post(/.*/, express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }), applicationPost(deps));
  app.use(pages(deps));
  app.use(notFound(deps));
  app.use(errorHandler(deps, logger));
  return app;
}
