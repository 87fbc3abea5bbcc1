// The phone field's country flags (/flags/TR.svg): the SVG files of the country-flag-icons
// package, served from where npm installed it rather than copied into the build. One small
// file per country (mostly under 1 KB), fetched only for the country shown; any other name
// under /flags/ is left to the 404 page.
import type { RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const NAME = /^\/([A-Z]{2})\.svg$/;

export function flags(): RequestHandler {
  // The package exports no file paths, so its folder is found through its main entry.
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('country-flag-icons')), '3x2');
  return (req, res, next) => {
    const iso = NAME.exec(req.path)?.[1];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !iso || !existsSync(path.join(dir, `${iso}.svg`))) return next();
    // A week: a flag changes only with the package, and an older one for a while is harmless.
    res.sendFile(`${iso}.svg`, { root: dir, maxAge: '7d', headers: { 'Content-Type': 'image/svg+xml' } });
  };
}
