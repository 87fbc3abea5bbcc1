import { describe, it, expect } from 'vitest';
import type { Request } from 'express';
import { checkSameOrigin } from './csrf.js';

const SITE = 'https://www.unilira.example';
const req = (headers: Record<string, string>, protocol = 'https', host = 'www.unilira.example') =>
  ({ headers, protocol, get: (h: string) => (h.toLowerCase() === 'host' ? host : undefined) }) as unknown as Request;
const ok = (headers: Record<string, string>, protocol?: string, host?: string) => checkSameOrigin(req(headers, protocol, host), SITE).ok;

describe('checkSameOrigin', () => {
  it('trusts Sec-Fetch-Site first: same-origin and none pass, same-site and cross-site do not', () => {
    expect(ok({ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' })).toBe(true);
    expect(ok({ 'sec-fetch-site': 'none' })).toBe(true);
    expect(ok({ 'sec-fetch-site': 'same-site', origin: 'https://cdn.unilira.example' })).toBe(false);
    expect(ok({ 'sec-fetch-site': 'cross-site', origin: SITE })).toBe(false);
  });
  it('then the Origin: the site origin or the origin the request was made to', () => {
    expect(ok({ origin: SITE })).toBe(true);
    expect(ok({ origin: 'http://127.0.0.1:3000' }, 'http', '127.0.0.1:3000')).toBe(true);
    expect(ok({ origin: 'https://evil.example' })).toBe(false);
    expect(ok({ origin: 'http://www.unilira.example' })).toBe(false); // another scheme is another origin
    expect(ok({ origin: 'null' })).toBe(false);
    expect(ok({ origin: 'not a url' })).toBe(false);
    expect(ok({ origin: 'null' }, 'https', '')).toBe(false); // no usable Host either
  });
  it('then the Referer, for browsers that send no Origin', () => {
    expect(ok({ referer: `${SITE}/iletisim/` })).toBe(true);
    expect(ok({ referer: 'https://evil.example/page' })).toBe(false);
  });
  it('lets a request without any of them through (not a browser)', () => {
    expect(ok({})).toBe(true);
  });
});
