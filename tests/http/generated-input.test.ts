// Generated input against the running site (fast-check): every parser and every endpoint that
// takes input, over real HTTP. Whatever comes in, the site answers (no hang), never with a 5xx,
// JSON endpoints with their documented error shape, HTML without the input as markup, and a
// rejected form stores nothing. The seed is printed; FC_SEED=<n> replays a run, FC_RUNS=<n>
// sets how many inputs each property tries.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fc from 'fast-check';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { parseHTML } from 'linkedom';
import { testApp, testConfig, SITE_URL } from '../helpers/app.js';
import { FORM_PAGES, VALID_SUBMISSION } from '../helpers/forms.js';
import { listeningUmbracoSite, WEBHOOK_SECRET } from '../umbraco/helpers.js';
import { createHttpServer } from '../../server/http/connections.js';
import { LOCALES } from '../../shared/locale.js';
import type { SiteDeps } from '../../server/site.js';
import { termLength, clipTerm, MAX_SEARCH_TERM } from '../../shared/site-rules.js';
import { isCalendarDate } from '../../server/calendar.js';
import { readAmount } from '../../server/calculator/calculate.js';
import { checkPhone } from '../../server/phone.js';

const SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FC_RUNS ?? 150);
console.log(`generated input: seed ${SEED}, ${RUNS} runs a property (replay with FC_SEED=${SEED})`);
fc.configureGlobal({ seed: SEED, numRuns: RUNS, endOnFailure: true });

let server: Server;
let base: string;
let deps: SiteDeps;
let umbraco: Awaited<ReturnType<typeof listeningUmbracoSite>>;
beforeAll(async () => {
  const limits = { search: 100_000, phone: 100_000, forms: 100_000, reports: 100_000 };
  const site = await testApp({ rateLimits: limits });
  deps = site.deps;
  server = createHttpServer(site.app, testConfig());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  umbraco = await listeningUmbracoSite();
}, 120_000);
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await umbraco?.stop();
});

// Pieces known to break parsers, mixed with generated text: markup to find reflected, broken
// percent-encodings, lone surrogates, Turkish letters, numbers in both locales' spellings.
const PROBE = 'x-probe';
const FRAGMENTS = [
  `<${PROBE}>`, `" ${PROBE}="1`, `' ${PROBE}='1`, `</script><${PROBE}>`, `javascript:alert(1)`, '%', '%FF', '%E0%A4%A', '%00', '\u0000',
  '\r\n', '&amp;', '{{x}}', '${x}', '../', '..%2F', 'İ', 'ı', 'ğ', '🇹🇷', '\uD800', '1.250,50', '1,250.50', '-5', '1e9', '9'.repeat(40),
  'NaN', '[]', '{}', 'null', ' ', '2026-11-31', '2026-02-29', 'de-eur-bank', 'tr', 'en', '+90 532 123 45 67',
];
/** Lone surrogates replaced, as a browser's encoder does before percent-encoding. */
const wellFormed = (s: string) => s.replace(/\p{Cs}/gu, '\uFFFD');
const piece = fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 }), fc.string({ unit: 'binary', maxLength: 4 }));
const text = fc.array(piece, { maxLength: 5 }).map((a) => a.join(''));
// Percent-encoded (well-formed first), or left as typed: broken escapes reach the parser as sent.
const RAW_VALUES = ['%FF%FE', '%', '%E0%A4%A', '%C0%AF', '+', '%2B', '=', '%26', '%0A', '%3Cx-probe%3E'];
const queryValue = fc.oneof({ weight: 4, arbitrary: text.map((s) => encodeURIComponent(wellFormed(s))) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_VALUES) });

function queryOf(keys: readonly string[]) {
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: queryValue });
  return fc.array(fc.tuple(key, queryValue), { maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
}

/** A parameter name that cannot be decoded: the whole request's 400, documented without `field`. */
function undecodableName(path: string): boolean {
  return (path.split('?')[1] ?? '').split('&').some((pair) => {
    try {
      decodeURIComponent(pair.split('=')[0]!.replace(/\+/g, ' '));
      return false;
    } catch {
      return true;
    }
  });
}

interface Answer { status: number; type: string; body: string }

/** A request over HTTP that must be answered within 15 s (a hang fails the property). */
async function send(path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(base + path, { redirect: 'manual', ...init, signal: AbortSignal.timeout(15_000) });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
}

/** What any answer must be: no 5xx, no input as markup, and JSON errors with their shape. */
function wellAnswered(a: Answer, json: boolean) {
  expect(a.status, a.body.slice(0, 300)).toBeLessThan(500);
  if (a.type.startsWith('text/html')) {
    const { document } = parseHTML(a.body);
    expect(document.querySelector(PROBE), 'an element from the input').toBeNull();
    expect(document.querySelector(`[${PROBE}]`), 'an attribute from the input').toBeNull();
  }
  if (json && a.status >= 400 && a.status !== 304) {
    expect(a.type).toMatch(/^application\/json/);
    const body = JSON.parse(a.body) as Record<string, unknown>;
    expect(typeof body.error).toBe('string');
    expect(typeof body.message).toBe('string');
  }
}

const PAGES_WITH_QUERIES: [string, string[]][] = [
  ['/arama/', ['q', 'tur', 'sayfa']], ['/en/search/', ['q', 'type', 'page']],
  ['/para-transferi-hesapla/', ['amount', 'side', 'to', 'date']], ['/en/transfer-calculator/', ['amount', 'side', 'to', 'date']],
  ['/temsilciliklerimiz/', ['il', 'ilce']], ['/en/our-representative-offices/', ['city', 'district']],
  ['/anlasmali-kurumlar/', ['kategori']], ['/blog/', ['sayfa', 'kategori']], ['/en/blog/', ['page', 'category']],
  ['/iletisim/', ['konu', 'gonderildi']], ['/en/representative-application/', ['sent']], ['/', ['preview', 'lang']],
];

describe('parsers under generated input', () => {
  it('a search term is counted in code points and clipped to a prefix within the limit', () => {
    fc.assert(fc.property(text, fc.string({ unit: 'binary', maxLength: 150 }), (a, b) => {
      for (const term of [a, b]) {
        const clipped = clipTerm(term);
        expect(termLength(clipped)).toBeLessThanOrEqual(MAX_SEARCH_TERM);
        expect(term.startsWith(clipped)).toBe(true);
        expect(clipped === term).toBe(termLength(term) <= MAX_SEARCH_TERM);
      }
    }));
  });

  it('a calendar date is a day that exists, read without rollover', () => {
    const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(fc.property(day, (d) => {
      expect(isCalendarDate(d), d).toBe(true);
    }));
    const two = fc.integer({ min: 0, max: 99 }).map((v) => String(v).padStart(2, '0'));
    fc.assert(fc.property(fc.integer({ min: 1000, max: 9999 }), two, two, (y, m, d) => {
      const days = new Date(Date.UTC(y, Number(m), 0)).getUTCDate(); // month m's last day
      const real = Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= days;
      expect(isCalendarDate(`${y}-${m}-${d}`), `${y}-${m}-${d}`).toBe(real);
    }));
    fc.assert(fc.property(text, (t) => {
      isCalendarDate(t);
    }));
  });

  it('an amount reads to a positive value or a reason, in both locales, and never throws', () => {
    fc.assert(fc.property(text, fc.constantFrom(...LOCALES), fc.integer({ min: 0, max: 3 }), (t, locale, digits) => {
      const r = readAmount(t, locale, digits);
      if ('value' in r) expect(r.value > 0n).toBe(true);
      else expect(r.problem.length).toBeGreaterThan(0);
    }));
  });

  it('a phone number is checked, whatever is typed and whatever country is named', () => {
    fc.assert(fc.property(text, fc.oneof(text, fc.constantFrom('TR', 'DE', 'US', 'xx')), fc.option(text), (number, country, mode) => {
      const r = checkPhone(number, country, { mode: mode ?? undefined });
      expect(typeof r.valid).toBe('boolean');
    }));
  });
});

describe('pages and APIs under generated queries and paths', () => {
  it('pages answer every query without a 5xx or the input as markup', async () => {
    const arb = fc.integer({ min: 0, max: PAGES_WITH_QUERIES.length - 1 }).chain((i) => queryOf(PAGES_WITH_QUERIES[i]![1]).map((q) => `${PAGES_WITH_QUERIES[i]![0]}?${q}`));
    await fc.assert(fc.asyncProperty(arb, async (path) => wellAnswered(await send(path), false)));
  }, 300_000);

  it('the search and quote APIs answer JSON, and a 400 of /api/quote names its field', async () => {
    const arb = fc.oneof(
      queryOf(['q', 'lang', 'limit', 'type']).map((q) => `/api/search?${q}`),
      queryOf(['amount', 'side', 'to', 'date', 'lang']).map((q) => `/api/quote?${q}`),
      queryOf(['endpoint', 'culture', 'searchTerm', 'lang', 'preview']).map((q) => `/api/umbraco?${q}`),
      queryOf(['lang', 'preview']).map((q) => `/api/fetcher?${q}`),
    );
    await fc.assert(fc.asyncProperty(arb, async (path) => {
      const a = await send(path);
      wellAnswered(a, true);
      if (path.startsWith('/api/quote') && a.status === 400 && !undecodableName(path)) {
        const body = JSON.parse(a.body) as { field?: unknown; errors?: unknown[] };
        expect(typeof body.field, a.body).toBe('string');
        expect(Array.isArray(body.errors) && body.errors.length > 0, a.body).toBe(true);
      }
    }));
  }, 300_000);

  it('generated paths, under the site and its APIs, are answered', async () => {
    const segment = queryValue.filter((s) => s.length > 0);
    const prefix = fc.constantFrom('/', '/en/', '/api/', '/api/fee-schedules/', '/blog/', '/ucret-ve-limitler/arsiv/', '/en/fees-and-limits/archive/', '/assets/', '/images/', '/sikca-sorulan-sorular/');
    const arb = fc.tuple(prefix, fc.array(segment, { minLength: 1, maxLength: 3 }), fc.boolean()).map(([p, s, slash]) => p + s.join('/') + (slash ? '/' : ''));
    await fc.assert(fc.asyncProperty(arb, async (path) => wellAnswered(await send(path), path.startsWith('/api/'))));
  }, 300_000);
});

describe('bodies under generated input', () => {
  const formField = fc.constantFrom(...new Set(Object.values(VALID_SUBMISSION).flatMap((f) => Object.keys(f))), 'idempotencyKey', 'website', 'phoneCountry');

  it('a rejected form post stores nothing, and an accepted one is stored once', async () => {
    const arb = fc.record({
      form: fc.constantFrom(...(['application', 'contact'] as const)),
      locale: fc.constantFrom(...LOCALES),
      // Mostly a valid submission with some fields changed, so the checks past the first are reached.
      changes: fc.array(fc.tuple(formField, text), { maxLength: 4 }),
      extra: fc.array(fc.tuple(queryValue, queryValue), { maxLength: 2 }),
      type: fc.constantFrom('application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=utf-8', 'text/plain', 'application/json', 'multipart/form-data'),
      origin: fc.constantFrom(SITE_URL, 'https://evil.example', undefined),
      accept: fc.constantFrom('text/html', 'application/json', '*/*'),
      mode: fc.constantFrom('navigate', 'cors', undefined),
    });
    await fc.assert(fc.asyncProperty(arb, async ({ form, locale, changes, extra, type, origin, accept, mode }) => {
      const fields = new URLSearchParams({ ...VALID_SUBMISSION[form] });
      for (const [k, v] of changes) fields.set(k, wellFormed(v));
      const body = `${fields.toString()}${extra.map(([k, v]) => `&${k}=${v}`).join('')}`;
      const before = (await deps.forms.list()).length;
      const a = await send(FORM_PAGES[form][locale], { method: 'POST', body, headers: { 'content-type': type, accept, ...(origin ? { origin } : {}), ...(mode ? { 'sec-fetch-mode': mode } : {}) } });
      wellAnswered(a, false);
      const stored = (await deps.forms.list()).length - before;
      // Accepted (303, or 201/200 to the widget and JSON clients): once at most, a repeat none.
      expect(stored, `${a.status} for ${body.slice(0, 200)}`).toBeLessThanOrEqual(a.status < 400 ? 1 : 0);
      if (stored) expect([201, 303]).toContain(a.status);
    }));
  }, 300_000);

  it('the phone API and the CSP report endpoint answer any body', async () => {
    const json = fc.oneof(
      fc.record({ number: text, country: fc.oneof(text, fc.constantFrom('TR', 'DE', 'tr')), mode: fc.oneof(text, fc.constantFrom('international', 'national')), only: text }, { requiredKeys: [] }).map((o) => JSON.stringify(o)),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      text,
    );
    const type = fc.constantFrom('application/json', 'application/csp-report', 'application/reports+json', 'text/plain', 'application/json; charset=latin1');
    const arb = fc.tuple(fc.constantFrom('/api/phone', '/csp-report'), json, type);
    await fc.assert(fc.asyncProperty(arb, async ([path, body, t]) => {
      const a = await send(path, { method: 'POST', body, headers: { 'content-type': t } });
      wellAnswered(a, path.startsWith('/api/'));
    }));
  }, 300_000);

  it('the webhook checks the secret first and answers every error as JSON', async () => {
    const secret = fc.constantFrom(WEBHOOK_SECRET, undefined, 'wrong', `${WEBHOOK_SECRET}x`, WEBHOOK_SECRET.slice(1), '');
    const event = fc.oneof(fc.constantFrom('Umbraco.ContentPublished', 'Umbraco.MediaSaved', 'Other'), text);
    const body = fc.oneof(fc.jsonValue().map((v) => JSON.stringify(v)), text, fc.constant(JSON.stringify({ Id: '00000000-0000-0000-0000-000000000000' })));
    const type = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded');
    await fc.assert(fc.asyncProperty(secret, event, body, type, async (s, e, b, t) => {
      const headers: Record<string, string> = { 'content-type': t, 'umb-webhook-event': encodeURIComponent(wellFormed(e)) };
      if (s !== undefined) headers['x-umbraco-webhook-secret'] = s;
      const res = await fetch(umbraco.hook, { method: 'POST', body: b, headers, signal: AbortSignal.timeout(15_000) });
      const a = { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
      wellAnswered(a, true);
      // A wrong or missing secret is refused before the body is read; ten a minute, then 429.
      if (s !== WEBHOOK_SECRET) expect([401, 429]).toContain(a.status);
    }));
  }, 300_000);
});

/** Sends raw bytes; resolves with the status of the reply, or 0 when none came within 10 s. */
function raw(text: string): Promise<number> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port: (server.address() as AddressInfo).port }, () => s.write(text, 'latin1'));
    let reply = '';
    const done = () => { clearTimeout(timer); s.destroy(); resolve(Number(/^HTTP\/1\.1 (\d{3}) /.exec(reply)?.[1] ?? 0)); };
    const timer = setTimeout(done, 10_000);
    s.on('data', (d) => { reply += d.toString('latin1'); if (reply.includes('\r\n')) done(); });
    s.on('end', done);
    s.on('error', done);
  });
}

describe('request lines and headers under generated input', () => {
  const visible = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 40 });
  const target = fc.oneof(
    visible,
    visible.map((s) => `/${s}`),
    fc.tuple(fc.constantFrom('http://', 'https://', 'http://[', '//', '*', 'http://[::1]'), visible).map(([a, b]) => a + b),
    fc.constantFrom('*', 'http://[::1]x/', 'http://[fz/', '/%', '/?%FF=1', '/en/../../etc/passwd', '//evil.example/'),
  );
  const method = fc.oneof(fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'CONNECT', 'PROPFIND'), fc.stringMatching(/^[A-Z]{1,10}$/));
  const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength: 60 });
  const headerName = fc.oneof(fc.constantFrom('Cookie', 'Accept', 'Accept-Language', 'X-Forwarded-For', 'X-Forwarded-Proto', 'Content-Type', 'If-None-Match', 'Range', 'User-Agent', 'Origin', 'Referer', 'CF-IPCountry', 'Accept-Encoding'), fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,15}$/));
  const cookie = fc.array(fc.tuple(fc.constantFrom('lang', 'theme', 'consent', 'i18next', 'preview'), headerValue), { maxLength: 3 }).map((c) => c.map(([k, v]) => `${k}=${v}`).join('; '));

  it('every request line and header set gets a status line, never a 5xx', async () => {
    const arb = fc.tuple(method, target, fc.array(fc.tuple(headerName, headerValue), { maxLength: 4 }), cookie);
    await fc.assert(fc.asyncProperty(arb, async ([m, t, headers, c]) => {
      const lines = [`${m} ${t} HTTP/1.1`, 'Host: 127.0.0.1', ...headers.map(([k, v]) => `${k}: ${v}`), ...(c ? [`Cookie: ${c}`] : []), 'Connection: close', '', ''];
      const status = await raw(lines.join('\r\n'));
      expect(status, lines.join('\\r\\n')).toBeGreaterThanOrEqual(100);
      expect(status, lines.join('\\r\\n')).toBeLessThan(500);
    }));
  }, 300_000);
});
