// A real Varnish with the shipped VCL (server/edge/default.vcl) in front of a real server
// process (CDN=varnish): returning visitors get hits whatever cookies they carry, the language
// cookie still redirects, forms' posts and their error pages are never cached, a content
// change purges exactly the pages built from it, tracking parameters share one object, and
// with the origin stopped cached pages are served stale without a single 5xx.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import http from 'node:http';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.js';
import { startVarnish, freePort, type VarnishProcess } from '../../scripts/varnish-process.js';

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function fetchRaw(port: number, urlPath: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers: { 'accept-encoding': 'gzip', ...headers }, agent: false, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy(new Error(`${urlPath}: timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

const SITE_URL = 'https://www.unilira.example';
let contentDir: string;
let origin: ServerProcess;
let varnish: VarnishProcess;
const edge = (p: string, opts?: Parameters<typeof fetchRaw>[2]) => fetchRaw(varnish.port, p, opts);
const atOrigin = (p: string) => fetchRaw(origin.port, p);

/** Asks until the edge holds the page (a HIT), so later checks start from a cached object. */
async function cached(p: string, headers: Record<string, string> = {}): Promise<Answer> {
  for (let i = 0; i < 5; i++) {
    const a = await edge(p, { headers });
    if (a.headers['x-cache'] === 'HIT') return a;
  }
  throw new Error(`${p} never became a hit`);
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  // The content is a copy the tests edit; the server reloads it on SIGHUP.
  contentDir = mkdtempSync(path.join(tmpdir(), 'unilira-cdn-content-'));
  cpSync(path.resolve('content'), contentDir, { recursive: true });
  const originPort = await freePort();
  varnish = await startVarnish(originPort);
  origin = await startServerProcess({
    PORT: String(originPort), CONTENT_DIR: contentDir, CDN: 'varnish', CDN_PURGE_URL: `http://127.0.0.1:${varnish.port}/`, SITE_URL,
  });
  // Varnish's health probe must see the origin before it fetches from it.
  await waitFor(async () => (await edge('/healthz')).status === 200, 'the origin to be healthy at the edge');
});

afterAll(async () => {
  await origin?.stop();
  await varnish?.stop();
  rmSync(contentDir, { recursive: true, force: true });
});

describe('Varnish in front of the site', () => {
  it('a second visitor with other _ga, consent and language cookies gets a HIT with the same bytes, and no cookie is set', async () => {
    for (const p of ['/kurumsal/', '/']) {
      const first = await edge(p, { headers: { cookie: '_ga=GA1.2.111.222; _gid=GA1.2.333; cookie_consent=granted; i18n_redirected=tr' } });
      expect(first.status).toBe(200);
      const second = await edge(p, { headers: { cookie: '_ga=GA1.2.999.888; cookie_consent=denied; _fbp=fb.1.2.3; theme=dark' } });
      expect(second.status).toBe(200);
      expect(second.headers['x-cache']).toBe('HIT');
      expect(second.body.equals(first.body)).toBe(true);
      expect(second.headers.etag).toBe(first.headers.etag);
      for (const a of [first, second]) {
        expect(a.headers['set-cookie']).toBeUndefined();
        expect(a.headers.xkey).toBeUndefined(); // keys are for the cache only
      }
    }
  });

  it('the language cookie takes an English visitor from / to /en/ (cached too); a Turkish one stays on /', async () => {
    const en1 = await edge('/', { headers: { cookie: '_ga=GA1.2.1; i18n_redirected=en' } });
    expect(en1.status).toBe(302);
    expect(en1.headers.location).toBe('/en/');
    const en2 = await edge('/', { headers: { cookie: 'i18n_redirected=en; cookie_consent=granted; _ga=GA1.2.2' } });
    expect(en2.status).toBe(302);
    expect(en2.headers['x-cache']).toBe('HIT');
    const tr = await edge('/', { headers: { cookie: 'i18n_redirected=tr; _ga=GA1.2.3' } });
    expect(tr.status).toBe(200);
    expect(tr.headers['content-encoding']).toBe('gzip');
    // A client's own X-Lang-Pref is replaced by what its cookie says.
    expect((await edge('/', { headers: { 'x-lang-pref': 'en' } })).status).toBe(200);
  });

  it('a form page is served from cache; its POST and the error page the POST renders never are', async () => {
    const page = await cached('/iletisim/');
    for (let i = 0; i < 2; i++) {
      const post = await edge('/iletisim/', { method: 'POST', headers: { origin: SITE_URL, 'content-type': 'application/x-www-form-urlencoded' }, body: 'fullName=' });
      expect(post.status).toBe(400);
      expect(post.headers['x-cache']).not.toBe('HIT');
      expect(post.headers['cache-control']).toBe('private, no-store');
    }
    const after = await edge('/iletisim/');
    expect(after.headers['x-cache']).toBe('HIT');
    expect(after.body.equals(page.body)).toBe(true);
    // Nor the thank-you state.
    for (let i = 0; i < 2; i++) expect((await edge('/iletisim/?gonderildi=UL-ABCD-EFGH')).headers['x-cache']).not.toBe('HIT');
  });

  it('tracking parameters hit the same cache object', async () => {
    const bare = await cached('/kurumsal/');
    for (const q of ['?utm_source=tv&utm_medium=spot&utm_campaign=kis', '?gclid=Cj0KCQ&fbclid=IwAR1', '?msclkid=1&utm_content=a&_gl=1*abc']) {
      const tracked = await edge(`/kurumsal/${q}`);
      expect(tracked.headers['x-cache'], q).toBe('HIT');
      expect(tracked.body.equals(bare.body)).toBe(true);
    }
    // A parameter the page reads stays in the key.
    expect((await edge('/temsilciliklerimiz/?il=istanbul')).body.equals((await edge('/temsilciliklerimiz/')).body)).toBe(false);
  });

  it('a redirect keeps the tracking parameters each visitor came with, though the edge shares one redirect', async () => {
    for (const [source, id] of [['instagram', 'a1'], ['tv', 'b2'], ['instagram', 'a1']]) {
      const r = await edge(`/basvuru?utm_source=${source}&gclid=${id}`);
      expect([r.status, r.headers.location]).toEqual([302, `/temsilcilik-basvurusu/?utm_source=${source}&gclid=${id}`]);
    }
    const kept = await edge('/kart?x=1&utm_campaign=kasim');
    expect([kept.status, kept.headers.location]).toEqual([301, '/on-odemeli-kart/?x=1&utm_campaign=kasim']);
    const en = await edge('/?utm_source=x', { headers: { cookie: 'i18n_redirected=en' } });
    expect([en.status, en.headers.location]).toEqual([302, '/en/?utm_source=x']);
    // Without tracking parameters, and with a made-up X-Tracking header, the Location is the origin's.
    expect((await edge('/basvuru', { headers: { 'x-tracking': 'evil=1' } })).headers.location).toBe('/temsilcilik-basvurusu/');
  });

  it('a content change purges exactly the pages built from it: HIT becomes MISS for those, the others stay HIT', async () => {
    const paths = ['/iletisim/', '/en/communication/', '/kurumsal/', '/blog/', '/en/', '/sikca-sorulan-sorular/'];
    for (const p of paths) await cached(p);
    // Which pages depend on the contact page's Turkish text, as the origin names them.
    const dependsOnContact = new Set<string>();
    for (const p of paths) if (String((await atOrigin(p)).headers.xkey).split(' ').includes('page-contact-tr')) dependsOnContact.add(p);
    // The page itself and its English twin (whose hreflang pair needs the Turkish page); nothing else.
    expect([...dependsOnContact].sort()).toEqual(['/en/communication/', '/iletisim/']);

    const file = path.join(contentDir, 'pages/contact.tr.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Sana nasıl yardımcı olabiliriz?', 'Sana bugün nasıl yardımcı olabiliriz?'));
    const purges = origin.logs.filter((l) => l.msg === 'purged at the CDN').length;
    origin.child.kill('SIGHUP');
    await waitFor(() => origin.logs.filter((l) => l.msg === 'purged at the CDN').length > purges, 'the purge');

    for (const p of paths) {
      const a = await edge(p);
      expect(a.headers['x-cache'], p).toBe(dependsOnContact.has(p) ? 'MISS' : 'HIT');
    }
    const fresh = await edge('/iletisim/', { headers: { 'accept-encoding': 'identity' } });
    expect(fresh.body.toString()).toContain('Sana bugün nasıl yardımcı olabiliriz?');

    // The Turkish footer is on every Turkish page and on no English one.
    for (const p of paths) await cached(p);
    const footer = path.join(contentDir, 'navigation/footer.tr.json');
    writeFileSync(footer, readFileSync(footer, 'utf8').replace('"footerConus": "Bize Ulaşın"', '"footerConus": "Bize yaz"'));
    const before = origin.logs.filter((l) => l.msg === 'purged at the CDN').length;
    origin.child.kill('SIGHUP');
    await waitFor(() => origin.logs.filter((l) => l.msg === 'purged at the CDN').length > before, 'the second purge');
    for (const p of paths) expect((await edge(p)).headers['x-cache'], p).toBe(p.startsWith('/en/') ? 'HIT' : 'MISS');
  }, 180_000);

  it('with the origin stopped, cached pages are served stale (past their TTL, in grace) with no 5xx', async () => {
    const sitemap = async (p: string) => [...(await edge(p, { headers: { 'accept-encoding': 'identity' } })).body.toString().matchAll(/<loc>https:\/\/www\.unilira\.example([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const pages = [...new Set([...(await sitemap('/sitemap.xml')), ...(await sitemap('/en/sitemap.xml'))])];
    expect(pages.length).toBeGreaterThan(100);
    const before = new Map<string, Buffer>();
    for (const p of pages) before.set(p, (await cached(p)).body);

    await origin.stop();
    // Every object's TTL ends now (a soft purge keeps them for grace): from here on only
    // stale-if-error can answer.
    const soft = await edge('/', { method: 'PURGE', headers: { 'xkey-softpurge': 'site' } });
    expect(soft.status).toBe(200);
    const statuses: number[] = [];
    for (const p of pages) {
      const a = await edge(p);
      statuses.push(a.status);
      expect(a.body.equals(before.get(p)!), p).toBe(true);
    }
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    expect(statuses.every((s) => s === 200)).toBe(true);
  }, 180_000); // two requests or more for each of 210 pages: minutes on a busy two-core machine
});

describe('the purge endpoint', () => {
  it('refuses a purge without keys; the ACL admits the origin’s address', async () => {
    expect((await edge('/', { method: 'PURGE' })).status).toBe(400);
    expect((await edge('/', { method: 'PURGE', headers: { 'xkey-purge': 'no-such-key' } })).status).toBe(200);
  });

  it('refuses purges from an address outside the purgers ACL', async () => {
    // The same VCL with an ACL that leaves loopback out: this test's requests come from outside it.
    const strict = await startVarnish(await freePort(), {
      edit: (vcl) => vcl.replace(/acl purgers \{[^}]*\}/, 'acl purgers {\n    "192.0.2.1";\n}'),
    });
    try {
      for (const header of ['xkey-purge', 'xkey-softpurge']) {
        expect((await fetchRaw(strict.port, '/', { method: 'PURGE', headers: { [header]: 'site' } })).status).toBe(403);
      }
    } finally {
      await strict.stop();
    }
  });
});
