// Security headers: helmet with a strict Content Security Policy (scripts only from the site
// and the SHA-256 hashes of the two static inline snippets), HSTS with preload on https,
// X-Frame-Options DENY to agree with frame-ancestors 'none', a Permissions-Policy that denies
// what the site does not use, violation reports to a same-origin endpoint, and the redirect
// of plain-HTTP requests to the https origin.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config.js';
import { colorModeScript } from '../../views/Document.js';
import { speculationRules } from '../render/render.js';

export const CSP_REPORT_PATH = '/csp-report';
const sha256 = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

// Only features Chromium knows: an unknown name is reported as a console error.
const PERMISSIONS_POLICY = [
  'accelerometer=()', 'camera=()', 'display-capture=()', 'geolocation=()', 'gyroscope=()',
  'hid=()', 'magnetometer=()', 'microphone=()', 'midi=()', 'payment=()', 'serial=()', 'usb=()',
  'browsing-topics=()', 'fullscreen=(self)',
].join(', ');

export function securityHeaders(config: Config, gtmId: string | undefined): RequestHandler[] {
  const https = config.siteUrl.startsWith('https:');
  // The tag manager's two script paths, not its whole origin (loaded only after consent).
  const gtmScripts = gtmId ? ['https://www.googletagmanager.com/gtm.js', 'https://www.googletagmanager.com/gtag/js'] : [];
  const helmetHandler = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", sha256(colorModeScript), sha256(speculationRules), ...gtmScripts],
        styleSrc: ["'self'"],
        // Images an editor picked from Umbraco's media library come from its media host, and only from it.
        imgSrc: ["'self'", 'data:', ...(config.contentSource === 'umbraco' && config.umbraco ? [config.umbraco.mediaUrl] : []), ...(gtmId ? ['https://www.googletagmanager.com'] : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(gtmId ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'] : [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        reportUri: [CSP_REPORT_PATH],
        reportTo: ['csp'],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true, preload: config.hstsPreload } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const reportingEndpoints = `csp="${config.siteUrl}${CSP_REPORT_PATH}"`;
  const extra: RequestHandler = (_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('Reporting-Endpoints', reportingEndpoints);
    next();
  };
  return [helmetHandler, extra];
}

/**
 * Whether the visitor asked over HTTPS, as Express's req.protocol reads it with `trust proxy`
 * set to a hop count: X-Forwarded-Proto's first value when a proxy is trusted and sent one,
 * else the socket. The redirect and the cached-page fast path both ask this.
 */
export function isHttps(req: IncomingMessage, trustProxy: number): boolean {
  const proto = trustProxy > 0 ? req.headers['x-forwarded-proto'] : undefined;
  if (typeof proto !== 'string' || proto === '') return (req.socket as TLSSocket).encrypted === true;
  const comma = proto.indexOf(',');
  return (comma < 0 ? proto : proto.slice(0, comma)).trim() === 'https';
}

/**
 * Behind a PaaS router that terminates TLS, the scheme arrives in X-Forwarded-Proto (isHttps).
 * Health checks come from inside the platform and stay on plain HTTP.
 */
export function httpsRedirect(config: Config): RequestHandler {
  const origin = config.siteUrl;
  return (req, res, next) => {
    if (!config.httpsRedirect || isHttps(req, config.trustProxy) || req.path === '/healthz' || req.path === '/readyz') return next();
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, origin + req.originalUrl);
  };
}

/**
 * The headers those handlers set, computed once: they depend only on configuration, so the
 * cached-page fast path (server/http/fast-path.ts) sends the same set without running helmet.
 */
export function securityHeaderList(handlers: RequestHandler[]): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const recorder = {
    setHeader(name: string, value: unknown) { headers.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(', ') : String(value)]); },
    removeHeader(name: string) { headers.delete(name.toLowerCase()); },
    getHeader(name: string) { return headers.get(name.toLowerCase())?.[1]; },
  };
  for (const h of handlers) {
    let called = false;
    void h({ headers: {}, method: 'GET', url: '/' } as never, recorder as never, () => (called = true));
    if (!called) throw new Error('a security-header handler did not pass the request on synchronously');
  }
  return [...headers.values()];
}
