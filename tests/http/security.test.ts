// The findings of the pre-launch security audit, each as the behaviour a visitor, an attacker
// or an operator would notice: no request can blow up a response or fill a cache, personal
// data stays out of memory and logs, expensive requests are rate limited, preview tokens are
// bounded, plain HTTP goes to https, and the headers say what the site allows.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { Writable } from 'node:stream';
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { testConfig, testApp, PREVIEW_SECRET, SITE_URL, cachedHtml } from '../helpers/app.js';
import { FORM_PAGES, VALID_SUBMISSION } from '../helpers/forms.js';
import { dom } from '../helpers/html.js';
import { createSite, type SiteDeps } from '../../server/site.js';
import { createApp, type FrontDoor } from '../../server/app.js';
import { createPreviewToken } from '../../server/preview.js';
import { createPageCache, toPage } from '../../server/http/page-cache.js';
import type { Config } from '../../server/config.js';

type LogLine = Record<string, unknown> & { level: number; msg: string };

/** The real app with its logs captured as parsed JSON lines. */
async function loggedApp(overrides: Partial<Config> = {}) {
  const deps = await createSite(testConfig(overrides));
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const app = createApp(deps, { logger: pino({ level: 'info' }, stream) });
  return { app, deps, lines, logs: () => lines.map((l) => JSON.parse(l) as LogLine) };
}

const form = {
  fullName: 'Ayşe Gizlitest', businessName: 'Gizlitest Büfe', businessType: 'kiosk', taxType: 'individual', taxNumber: '10000000146',
  city: 'İzmir', district: 'Konak', phone: '0532 987 65 43', email: 'ayse.gizlitest@example.com', message: 'Merhaba', notice: 'yes',
};

/** A GET with the path sent exactly as given (supertest would percent-encode the backtick). */
async function rawGet(app: FrontDoor, path: string): Promise<{ status: number; text: string }> {
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c)).on('end', () => resolve({ status: res.statusCode!, text }));
      }).on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('one request cannot blow up a response', () => {
  let app: FrontDoor;
  beforeAll(async () => ({ app } = await testApp()));

  it("a 404 path full of $` and $' comes back as one ordinary page, not copies of the document", async () => {
    const path = `/x${'$`'.repeat(800)}${"$'".repeat(100)}$&/`;
    const res = await rawGet(app, path);
    expect(res.status).toBe(404);
    expect(res.text.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(res.text.length).toBeLessThan(60_000);
    // The error data still names the path exactly as it was asked for.
    const data = /<script type="application\/json" id="error-data">(.*?)<\/script>/.exec(res.text)![1]!;
    expect(JSON.parse(data).path).toBe(path);
  });
});

describe('the page cache', () => {
  it('keeps no entry for made-up URLs under collection routes, and still renders real pages after a flood', async () => {
    const { app, deps } = await testApp();
    for (let i = 0; i < 150; i++) {
      const res = await request(app).get(`/blog/yok-boyle-bir-yazi-${i}/`);
      expect(res.status).toBe(404);
    }
    expect(deps.pageCache.size).toBe(0);
    expect((await request(app).get('/iletisim/')).status).toBe(200);
    expect(deps.pageCache.size).toBe(1);
  });

  it('is bounded by bytes: more pages than fit evict the least recently used, and no insert ever throws', async () => {
    const { app, deps } = await testApp({ pageCacheMaxBytes: 120_000 });
    const paths = ['/', '/iletisim/', '/kurumsal/', '/blog/', '/hakkimizda/', '/para-yukle/', '/sanal-kart/', '/temsilcilik/', '/uniqr/', '/sanal-pos/', '/kampanyalar/', '/en/', '/en/blog/', '/en/corporate/'];
    for (const p of paths) expect((await request(app).get(p)).status).toBe(200);
    expect(deps.pageCache.bytes).toBeLessThanOrEqual(120_000);
    expect(deps.pageCache.size).toBeGreaterThan(0);
    expect(deps.pageCache.size).toBeLessThan(paths.length);
  });

  it('evicts the least recently used page first', () => {
    const cache = createPageCache({ maxBytes: 3 * 1100, ttlSeconds: 0 });
    const page = () => toPage('x'.repeat(1000));
    cache.set('/a/', page());
    cache.set('/b/', page());
    cache.set('/c/', page());
    cache.get('/a/');
    cache.set('/d/', page());
    expect(cache.get('/a/')).toBeDefined();
    expect(cache.get('/b/')).toBeUndefined();
    expect(cache.get('/d/')).toBeDefined();
    // A page larger than the whole cache is simply not kept.
    expect(() => cache.set('/huge/', toPage('y'.repeat(10_000)))).not.toThrow();
    expect(cache.get('/huge/')).toBeUndefined();
  });

  it('keeps a page compressed only, and a client that accepts no compression still gets its HTML', async () => {
    const { app, deps } = await testApp();
    const gzip = await request(app).get('/kurumsal/').set('accept-encoding', 'gzip'); // supertest decodes it
    const page = deps.pageCache.get('/kurumsal/')!;
    const html = Buffer.byteLength(gzip.text);
    // The page's gzip and brotli bytes together are well under its HTML alone (it kept all three).
    expect(deps.pageCache.bytes).toBeLessThan(html * 0.6);
    expect(page.length).toBe(html);
    // Each encoding holds memory of its own size, not the compressor's working buffer.
    for (const encoded of [page.gzip!, page.br!]) expect(encoded.buffer.byteLength).toBe(encoded.length);
    for (const accept of ['identity', '', 'deflate, compress']) {
      const plain = await request(app).get('/kurumsal/').set('accept-encoding', accept);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-length']).toBe(String(html));
      expect(plain.text).toBe(gzip.text);
      expect(plain.headers.etag).toBe(page.etag);
    }
  });
});

describe('personal data stays out of memory and logs', () => {
  it('a posted application form leaves nothing of the visitor in the content served or the page cache, nor in the logs', async () => {
    const { app, deps, lines, logs } = await loggedApp();
    const res = await request(app).post('/temsilcilik-basvurusu/').type('form').send({ ...form, notice: '' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('ayse.gizlitest@example.com'); // kept on the page for the visitor…
    const sent = await request(app).post('/temsilcilik-basvurusu/').type('form').send(form);
    expect(sent.status).toBe(303);
    await request(app).get(sent.headers.location!.split('#')[0]!);
    // …and nowhere else: not in the content the site serves from,
    expect(JSON.stringify(deps.contentRuntime.live.bundle)).not.toMatch(/gizlitest|987 65 43/i);
    expect(cachedHtml(deps.pageCache.get('/temsilcilik-basvurusu/')) ?? '').not.toMatch(/gizlitest/i);
    // The store has it all; the logs only the reference.
    const [stored] = await deps.forms.list();
    expect(stored!.data).toMatchObject({ fullName: 'Ayşe Gizlitest', phone: '+905329876543', taxNumber: '10000000146' });
    // The phone as typed or stored, not any "987": a line's time in milliseconds can hold those digits.
    expect(lines.join('\n')).not.toMatch(/gizlitest|987 ?65 ?43|10000000146|Konak/i);
    expect(logs().find((l) => l.msg === 'form submitted')).toMatchObject({ reference: stored!.reference, kind: 'application', created: true });
  });

  it('request logs carry no query values: no search term, phone number or preview token', async () => {
    const { app, logs, lines } = await loggedApp();
    const token = createPreviewToken(PREVIEW_SECRET, 600);
    await request(app).get('/api/umbraco').query({ endpoint: '/SearchApi/Search', searchTerm: 'gizliarama', lang: 'tr' });
    await request(app).get('/arama/').query({ q: 'gizliarama' });
    await request(app).get('/blog/').query({ preview: token });
    await request(app).get('/api/phone?number=05329876543&country=TR');
    await request(app).post('/api/phone').send({ number: '0532 987 65 43', country: 'TR' });
    await request(app).get('/blog/05329876543/');
    await request(app).get('/blog/ayse@example.com/');
    const all = lines.join('\n');
    for (const secret of ['gizliarama', token, token.split('.')[1]!, '05329876543', '987 65 43', '9876543', 'ayse@example.com', 'ayse%40example.com']) {
      expect(all).not.toContain(secret);
    }
    const requests = logs().filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(7);
    expect(requests.find((l) => l.path === '/api/umbraco')).toMatchObject({ method: 'GET', status: 200, query: ['endpoint', 'searchTerm', 'lang'] });
  });

  it('request text a log line names is masked where it looks personal: query names, a phone check mode, a CSP directive', async () => {
    const { app, logs, lines } = await loggedApp();
    await request(app).get('/iletisim/');
    await request(app).get('/iletisim/?05329876543');
    await request(app).get('/iletisim/?utm_source=x&ayse@example.com');
    await request(app).get('/iletisim/?%2B90%20532%20987%2065%2043=1');
    await request(app).post('/api/phone').send({ number: '0532 987 65 43', country: 'TR', mode: '0532 987 65 43' });
    await request(app).post('/csp-report').set('content-type', 'application/csp-report')
      .send(JSON.stringify({ 'csp-report': { 'document-uri': 'https://www.unilira.example/', 'effective-directive': 'ayse@example.com', 'blocked-uri': 'inline' } }));
    const all = lines.join('\n');
    for (const secret of ['9876543', '987 65 43', 'ayse@example.com', 'ayse%40example.com']) expect(all).not.toContain(secret);
    const queries = logs().filter((l) => l.msg === 'request' && l.path === '/iletisim/' && l.query).map((l) => l.query);
    expect(queries).toEqual([['[digits]'], ['utm_source', '[email]'], ['[digits]']]);
    expect(logs().find((l) => /invalid mode/.test(l.msg))).toMatchObject({ mode: '[digits]' });
    expect(logs().find((l) => l.msg === 'csp violation')?.csp).toMatchObject({ directive: '[email]', blocked: 'inline', page: '/' });
  });

  it('a request line holds what an operator needs, in a few hundred bytes, without headers', async () => {
    const { app, lines, logs } = await loggedApp();
    const res = await request(app).get('/iletisim/').set('cookie', 'i18n_redirected=tr; secret=abc').set('x-request-id', 'router-abc-12345');
    expect(res.headers['x-request-id']).toBe('router-abc-12345');
    const line = logs().find((l) => l.msg === 'request')!;
    expect(line).toMatchObject({ reqId: 'router-abc-12345', method: 'GET', path: '/iletisim/', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(line.bytes).toBeGreaterThan(1000);
    expect(lines.join('')).not.toMatch(/secret=abc|content-security-policy|"headers"/i);
    expect(lines[0]!.length).toBeLessThan(400);
  });
});

describe('rate limits', () => {
  let app: FrontDoor;
  beforeAll(async () => ({ app } = await testApp({ rateLimits: { search: 3, phone: 2, forms: 2, reports: 2 } })));

  it('the search API answers 429 JSON with RateLimit headers once a client has searched too often', async () => {
    const search = () => request(app).get('/api/umbraco').query({ endpoint: '/SearchApi/Search', searchTerm: 'kart', lang: 'tr' });
    for (let i = 0; i < 3; i++) expect((await search()).status).toBe(200);
    const res = await search();
    expect(res.status).toBe(429);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.error).toBe('rate_limited');
    expect(res.headers['ratelimit-policy']).toMatch(/^"search"; q=3; w=60/);
    expect(res.headers.ratelimit).toMatch(/^"search"; r=0; t=\d+/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Pages that cost nothing are not limited.
    expect((await request(app).get('/api/umbraco').query({ endpoint: '/Navbar/HeaderFind', alias: 'headerNav', culture: 'tr' })).status).toBe(200);
    expect((await request(app).get('/iletisim/')).status).toBe(200);
  });

  it('the search page answers a readable 429 page in the visitor\'s language', async () => {
    const { app: fresh } = await testApp({ rateLimits: { search: 1, phone: 2, forms: 2, reports: 2 } });
    expect((await request(fresh).get('/en/search/?q=card')).status).toBe(200);
    const res = await request(fresh).get('/en/search/?q=card');
    expect(res.status).toBe(429);
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.text).toContain('<html lang="en"');
    expect(res.text).toContain('Too many requests');
    const tr = await request(fresh).get('/arama/?q=kart');
    expect(tr.status).toBe(429);
    expect(tr.text).toContain('Çok fazla istek');
  });

  it('phone checks and form posts are limited per client', async () => {
    const check = () => request(app).post('/api/phone').send({ number: '0532 123 45 67', country: 'TR' });
    expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(429);
    const post = () => request(app).post('/temsilcilik-basvurusu/').type('form').send({ fullName: 'x' });
    expect((await post()).status).toBe(400);
    expect((await post()).status).toBe(400);
    // Past twice the limit the answer is the plain 429 page, which costs no render.
    expect((await post()).status).toBe(429);
    expect((await post()).status).toBe(429);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.text).toContain('Çok fazla istek');
    expect(limited.headers['content-encoding']).toBeUndefined();
    // The form limit's window is ten minutes: the page promises no shorter wait than Retry-After.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect(limited.text).not.toMatch(/dakika sonra/);
  });

  it('a form sent over the limit comes back with what was typed and says to send it later; nothing is stored', async () => {
    const { app: fresh, deps, logs, lines } = await loggedApp({ rateLimits: { search: 1, phone: 1, forms: 3, reports: 1 } });
    const send = (path: string, fields: Record<string, string>) => request(fresh).post(path).set('origin', SITE_URL).type('form').send(new URLSearchParams(fields).toString());
    expect((await send(FORM_PAGES.contact.en, { ...VALID_SUBMISSION.contact, idempotencyKey: 'e5a1c7d0-0b1e-4a57-9c11-2f4be1a0d001' })).status).toBe(303);
    for (let i = 0; i < 2; i++) expect((await send(FORM_PAGES.contact.en, { fullName: 'x' })).status).toBe(400);
    const again = { ...VALID_SUBMISSION.contact, fullName: 'Zeynep Arslan', idempotencyKey: 'e5a1c7d0-0b1e-4a57-9c11-2f4be1a0d002' };
    const res = await send(FORM_PAGES.contact.en, again);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // A whole form page, compressed for a slow line, where the plain 429 page is not (below).
    expect(res.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    const doc = dom(res.text);
    expect(doc.querySelector('.error-summary')?.textContent).toContain('Too many forms have been sent from this connection');
    expect(doc.getElementById('contact-fullName')?.getAttribute('value')).toBe('Zeynep Arslan');
    expect(doc.querySelector('input[name=idempotencyKey]')?.getAttribute('value')).toBe(again.idempotencyKey);
    expect((await deps.forms.list()).map((s) => s.data.fullName)).toEqual([VALID_SUBMISSION.contact.fullName]);
    // The operator sees the refusal as its own line, as other refused forms have, and nothing typed.
    const refused = logs().filter((l) => l.msg === 'form refused: over the rate limit');
    expect(refused).toEqual([expect.objectContaining({ form: 'contact', reqId: expect.anything() })]);
    expect(lines.join('\n')).not.toContain('Zeynep');
    // In Turkish too, and as JSON for a client that asks for it.
    const tr = dom((await send(FORM_PAGES.contact.tr, again)).text);
    expect(tr.querySelector('.error-summary')?.textContent).toContain('Bu bağlantıdan kısa sürede çok fazla form gönderildi');
    expect(tr.getElementById('contact-fullName')?.getAttribute('value')).toBe('Zeynep Arslan');
    const json = await send(FORM_PAGES.contact.en, again).set('accept', 'application/json');
    expect([json.status, json.body.ok, Object.values(json.body.errors)]).toEqual([429, false, [expect.stringContaining('Too many forms')]]);
  });

  it('counts clients apart by their address behind the trusted proxy', async () => {
    const { app: fresh } = await testApp({ rateLimits: { search: 1, phone: 2, forms: 2, reports: 2 } });
    const from = (ip: string) => request(fresh).get('/api/umbraco').set('x-forwarded-for', ip).query({ endpoint: '/SearchApi/Search', searchTerm: 'kart', lang: 'tr' });
    expect((await from('203.0.113.1')).status).toBe(200);
    expect((await from('203.0.113.1')).status).toBe(429);
    expect((await from('203.0.113.2')).status).toBe(200);
  });
});

describe('preview tokens', () => {
  let app: FrontDoor;
  let deps: SiteDeps;
  beforeAll(async () => ({ app, deps } = await testApp()));

  it('a token that would live longer than seven days is refused; a six-day one works', async () => {
    const draft = (await deps.content.list('blog', 'tr', { preview: true })).find((p) => !p.published)!;
    const url = `/blog/${draft.slug}/`;
    const tenYears = createPreviewToken(PREVIEW_SECRET, 10 * 365 * 24 * 3600);
    expect((await request(app).get(url).query({ preview: tenYears })).status).toBe(404);
    expect((await request(app).get(url).query({ preview: createPreviewToken(PREVIEW_SECRET, 8 * 24 * 3600) })).status).toBe(404);
    expect((await request(app).get(url).query({ preview: createPreviewToken(PREVIEW_SECRET, 6 * 24 * 3600) })).status).toBe(200);
  });

  it('API answers made with a preview token are private and never stored by shared caches', async () => {
    const q = { endpoint: '/Navbar/HeaderFind', alias: 'headerNav', culture: 'tr' };
    const withToken = await request(app).get('/api/umbraco').query({ ...q, preview: createPreviewToken(PREVIEW_SECRET, 600) });
    expect(withToken.headers['cache-control']).toBe('private, no-store');
    const plain = await request(app).get('/api/umbraco').query(q);
    expect(plain.headers['cache-control']).toMatch(/^public/);
  });
});

describe('HTTPS', () => {
  it('sends plain-HTTP requests permanently to the https origin, but leaves health checks alone', async () => {
    const { app } = await testApp({ httpsRedirect: true });
    const get = await request(app).get('/iletisim/?utm_source=x');
    expect(get.status).toBe(301);
    expect(get.headers.location).toBe('https://www.unilira.example/iletisim/?utm_source=x');
    const post = await request(app).post('/temsilcilik-basvurusu/').type('form').send({ a: 'b' });
    expect(post.status).toBe(308);
    expect((await request(app).get('/iletisim/').set('x-forwarded-proto', 'https')).status).toBe(200);
    expect((await request(app).get('/healthz')).status).toBe(200);
    expect((await request(app).get('/readyz')).status).toBe(200);
  });

  it('sends HSTS for two years with includeSubDomains and preload (preload can be turned off)', async () => {
    const { app } = await testApp();
    expect((await request(app).get('/')).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    const { app: noPreload } = await testApp({ hstsPreload: false });
    expect((await request(noPreload).get('/')).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('headers and small answers', () => {
  let app: FrontDoor;
  beforeAll(async () => ({ app } = await testApp()));

  it('JSON answers escape markup, in error messages and in the phone check', async () => {
    const bad = await request(app).get('/api/umbraco').query({ endpoint: '<script>alert(1)</script>' });
    expect(bad.status).toBe(400);
    const unknown = await request(app).get('/api/language').query({ '<script>': '1' });
    expect(unknown.status).toBe(400);
    expect(unknown.text).not.toContain('<script>');
    expect(unknown.text).toContain('\\u003cscript\\u003e');
    const phone = await request(app).post('/api/phone').send({ number: '<script>alert(1)</script>', country: 'TR' });
    expect(phone.status).toBe(200);
    expect(phone.body.formatted).toBe('<script>alert(1)</script>');
    expect(phone.text).not.toContain('<script>');
  });

  it('the 404 answer says it varies by User-Agent (crawlers get plain text)', async () => {
    const human = await request(app).get('/yok-boyle/');
    const bot = await request(app).get('/yok-boyle/').set('user-agent', 'Googlebot/2.1');
    for (const res of [human, bot]) {
      expect(res.status).toBe(404);
      expect(res.headers.vary).toMatch(/User-Agent/i);
    }
    expect(bot.headers['content-type']).toMatch(/text\/plain/);
  });

  it('the root redirect reads the language cookie one way, with or without a query, cached or not', async () => {
    const { app: fresh } = await testApp();
    expect((await request(fresh).get('/')).status).toBe(200); // now in the page cache
    for (const cookie of ['i18n_redirected=en', 'i18n_redirected="en"', 'a=1; i18n_redirected=en']) {
      for (const url of ['/', '/?x=1']) {
        const res = await request(fresh).get(url).set('cookie', cookie);
        expect([url, cookie, res.status]).toEqual([url, cookie, 302]);
        expect(res.headers.location).toBe(url.replace('/', '/en/')); // the query goes along
      }
    }
    expect((await request(fresh).get('/').set('cookie', 'i18n_redirected=tr')).status).toBe(200);
  });

  it('CSP reports violations to the site itself; frames are denied twice over; unused browser features are off', async () => {
    const res = await request(app).get('/');
    const csp = res.headers['content-security-policy']!;
    expect(csp).toContain('report-uri /csp-report');
    expect(csp).toContain('report-to csp');
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['reporting-endpoints']).toBe('csp="https://www.unilira.example/csp-report"');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
  });

  it('with the tag manager on, only its two script paths are allowed, not its whole origin', async () => {
    const { app: gtm } = await testApp({ gtmId: 'GTM-ABC123' });
    const scriptSrc = /script-src ([^;]+)/.exec((await request(gtm).get('/')).headers['content-security-policy']!)![1]!;
    expect(scriptSrc.split(' ')).toEqual(expect.arrayContaining(['https://www.googletagmanager.com/gtm.js', 'https://www.googletagmanager.com/gtag/js']));
    expect(scriptSrc.split(' ')).not.toContain('https://www.googletagmanager.com');
  });

  it('takes CSP violation reports, logs them without personal data, and limits them per client', async () => {
    const { app: logged, logs } = await loggedApp({ rateLimits: { search: 5, phone: 5, forms: 5, reports: 2 } });
    const report = { 'csp-report': { 'document-uri': 'https://www.unilira.example/arama/?q=ayse%40example.com', 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js?token=abc' } };
    const send = () => request(logged).post('/csp-report').set('content-type', 'application/csp-report').send(JSON.stringify(report));
    expect((await send()).status).toBe(204);
    const modern = await request(logged).post('/csp-report').set('content-type', 'application/reports+json')
      .send(JSON.stringify([{ type: 'csp-violation', body: { documentURL: 'https://www.unilira.example/', effectiveDirective: 'img-src', blockedURL: 'https://img.example/a.png' } }]));
    expect(modern.status).toBe(204);
    expect((await send()).status).toBe(429);
    const lines = logs().filter((l) => l.msg === 'csp violation');
    expect(lines.map((l) => l.csp)).toEqual([
      { directive: 'script-src-elem', blocked: 'https://evil.example', page: '/arama/' },
      { directive: 'img-src', blocked: 'https://img.example', page: '/' },
    ]);
    expect(JSON.stringify(logs())).not.toMatch(/ayse|token=abc/);
  });
});
