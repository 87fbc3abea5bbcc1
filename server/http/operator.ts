// Endpoints for operators alone (metrics, content problems): a bearer token (METRICS_TOKEN)
// compared in constant time; without one, production answers as for an unknown path (`hidden`)
// and development answers anyone.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Config } from '../config.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Passes a request on only with the operators' token; never cached, never indexed. */
export function operatorOnly(config: Pick<Config, 'metricsToken' | 'env'>, hidden: RequestHandler, realm: string): RequestHandler {
  const token = config.metricsToken;
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  return (req, res, next) => {
    if (!token && config.env === 'production') return hidden(req, res, next);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    if (expected && !timingSafeEqual(digest(String(req.headers.authorization ?? '')), expected)) {
      res.setHeader('WWW-Authenticate', `Bearer realm="${realm}"`);
      return void res.status(401).type('text/plain').send(`${realm} need the bearer token (METRICS_TOKEN)\n`);
    }
    next();
  };
}
