// Files the build wrote, sent as the .br or .gz file beside them when the browser accepts it,
// otherwise as is: the hashed assets (/assets/*, immutable for a year) and the outlined SVG
// images (/images/*, a day, like the rest of public/).
import express, { type RequestHandler } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chooseEncoding } from './page-encoding.js';

export function assets(dir: string, cache: { immutable: boolean; maxAge: string } = { immutable: true, maxAge: '1y' }): RequestHandler[] {
  const files = new Set(existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : []);
  const precompressed: RequestHandler = (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !files.has(name)) return next();
    const encoding = chooseEncoding({ br: files.has(`${name}.br`), gzip: files.has(`${name}.gz`) }, req.headers['accept-encoding']);
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', encoding);
    res.sendFile(path.join(dir, `${name}.${encoding === 'br' ? 'br' : 'gz'}`), { ...cache, headers: { 'Content-Type': res.getHeader('Content-Type') as string } });
  };
  return [precompressed, express.static(dir, { ...cache, index: false, redirect: false })];
}
