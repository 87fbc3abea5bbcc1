// Sitemaps, robots, redirects, preview, caching, security headers and the operator endpoints.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { createServer, get } from 'node:http';
import { testApp, allPagePaths, SITE_URL, PREVIEW_SECRET } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import type { SiteDeps } from '../../server/site.js';
import { createPreviewToken } from '../../server/preview.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
let deps: SiteDeps;
beforeAll(async () => ({ app, deps } = await testApp()));

/** One GET's status, headers and raw bytes over a real socket: supertest would decompress before we could look. */
async function rawGet(path: string, acceptEncoding: string) {
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;
  return new Promise<{ status?: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  }).finally(() => server.close());
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE_URL, ''));

describe('sitemaps', () => {
  it.each([['tr', '/sitemap.xml'], ['en', '/en/sitemap.xml']] as const)('%s sitemap lists exactly the pages that exist, each answering 200', async (locale, url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const listed = locs(res.text);
    const expected = (await allPagePaths(deps, locale)).map((p) => p.path);
    expect(new Set(listed)).toEqual(new Set(expected));
    expect(listed.length).toBe(new Set(listed).size);
    for (const p of listed) {
      expect(p.startsWith('/en/')).toBe(locale === 'en');
      expect((await request(app).get(p)).status, p).toBe(200);
    }
    expect(res.text).toMatch(/<xhtml:link rel="alternate" hreflang="x-default"/);
    expect(res.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('leaves out drafts and the search page', async () => {
    const draft = (await deps.content.list('blog', 'tr', { preview: true })).find((p) => !p.published)!;
    const xml = (await request(app).get('/sitemap.xml')).text;
    expect(xml).not.toContain(draft.slug);
    expect(xml).not.toContain('/arama/');
  });

  it('robots.txt names both sitemaps', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(res.text).toContain(`Sitemap: ${SITE_URL}/en/sitemap.xml`);
  });

  it('keeps files without a trailing slash', async () => {
    expect((await request(app).get('/sitemap.xml/')).status).toBe(404);
    expect((await request(app).get('/robots.txt')).status).toBe(200);
  });
});

describe('redirects', () => {
  it('honours every rule from content/redirects.json with its status', async () => {
    for (const r of await deps.content.getRedirects()) {
      const res = await request(app).get(r.from);
      expect(res.status, r.from).toBe(r.status);
      expect(res.headers.location, r.from).toBe(r.to);
    }
  });

  it('sends the address people guess for the English contact page to it, with or without the slash', async () => {
    for (const from of ['/en/contact', '/en/contact/']) {
      const res = await request(app).get(from);
      expect([res.status, res.headers.location], from).toEqual([301, '/en/communication/']);
    }
  });

  it('serves a page asked with a query string and no slash without redirecting', async () => {
    const res = await request(app).get('/iletisim?utm_source=x');
    expect(res.status).toBe(200);
    expect(dom(res.text).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}/iletisim/`);
  });

  it('sends a visitor whose language cookie says en from / to /en/, others stay', async () => {
    const en = await request(app).get('/').set('Cookie', 'i18n_redirected=en');
    expect(en.status).toBe(302);
    expect(en.headers.location).toBe('/en/');
    expect((await request(app).get('/').set('Cookie', 'i18n_redirected=tr')).status).toBe(200);
    const plain = await request(app).get('/');
    expect(plain.status).toBe(200);
    expect(plain.headers.vary).toMatch(/Cookie/);
  });

  it('keeps the query string (campaign parameters) through a content redirect and the root redirect', async () => {
    for (const r of await deps.content.getRedirects()) {
      const res = await request(app).get(`${r.from}?utm_source=instagram&utm_campaign=kasim`);
      expect(res.headers.location, r.from).toBe(`${r.to}?utm_source=instagram&utm_campaign=kasim`);
      // It names what one visitor sent, so no shared cache keeps it; the bare redirect stays shareable.
      expect(res.headers['cache-control'], r.from).toBe('private');
      expect((await request(app).get(r.from)).headers['cache-control'] ?? '', r.from).not.toMatch(/private/);
    }
    const en = await request(app).get('/?utm_source=x&gclid=1').set('Cookie', 'i18n_redirected=en');
    expect([en.status, en.headers.location, en.headers['cache-control']]).toEqual([302, '/en/?utm_source=x&gclid=1', 'private']);
  });

  it('does not redirect when the root-redirect option is off', async () => {
    const { app: off } = await testApp({ rootRedirect: false });
    expect((await request(off).get('/').set('Cookie', 'i18n_redirected=en')).status).toBe(200);
  });
});

describe('preview', () => {
  const draftPath = async () => {
    const draft = (await deps.content.list('blog', 'tr', { preview: true })).find((p) => !p.published)!;
    return `/blog/${draft.slug}/`;
  };
  it('hides drafts, also for a bare ?preview=true', async () => {
    const p = await draftPath();
    expect((await request(app).get(p)).status).toBe(404);
    expect((await request(app).get(`${p}?preview=true`)).status).toBe(404);
  });
  it('shows a draft for a signed token, uncached and noindex', async () => {
    const res = await request(app).get(`${await draftPath()}?preview=${createPreviewToken(PREVIEW_SECRET, 600)}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });
  it('refuses an expired or forged token', async () => {
    const expired = createPreviewToken(PREVIEW_SECRET, 600, Date.now() - 3_600_000);
    const forged = createPreviewToken('another-secret-0123456789', 600);
    expect((await request(app).get(`${await draftPath()}?preview=${expired}`)).status).toBe(404);
    expect((await request(app).get(`${await draftPath()}?preview=${forged}`)).status).toBe(404);
  });
});

describe('caching and headers', () => {
  it('serves pages with a public cache policy and answers a matching ETag with 304', async () => {
    const first = await request(app).get('/blog/');
    expect(first.headers['cache-control']).toContain('s-maxage');
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    const again = await request(app).get('/blog/').set('If-None-Match', etag);
    expect(again.status).toBe(304);
  });

  it('serves cached pages compressed (brotli, gzip) with the same content, and plain text to clients that ask for it', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await request(app).get('/kampanyalar/').set('Accept-Encoding', 'identity');
    await request(app).get('/kampanyalar/');
    const br = await rawGet('/kampanyalar/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(plain.text);
    const gz = await rawGet('/kampanyalar/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(plain.text);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // A cached page still carries the security headers.
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('compresses what is rendered per request too: search results, the 404 page and the sitemap', async () => {
    const { gunzipSync } = await import('node:zlib');
    for (const [path, status] of [['/arama/?q=kart', 200], ['/en/search/?q=card', 200], ['/olmayan-sayfa/', 404], ['/sitemap.xml', 200]] as const) {
      const plain = await request(app).get(path).set('Accept-Encoding', 'identity').set('User-Agent', 'Mozilla/5.0');
      expect(plain.status, path).toBe(status);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      const br = await rawGet(path, 'gzip, deflate, br');
      expect(br.status, path).toBe(status);
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.headers.vary, path).toMatch(/Accept-Encoding/);
      const text = brotliDecompressSync(br.body).toString();
      // The same document (a search page names its own render time nowhere in the HTML).
      expect(text, path).toBe(plain.text);
      expect(br.body.length, path).toBeLessThan(text.length / 3);
      const gz = await rawGet(path, 'gzip');
      expect(gz.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gz.body).toString(), path).toBe(plain.text);
    }
  });

  it('leaves a rate-limited answer uncompressed: refusing must cost the server almost nothing', async () => {
    const { app: limited } = await testApp({ rateLimits: { ...deps.config.rateLimits, search: 1 } });
    await request(limited).get('/arama/?q=kart');
    const refused = await request(limited).get('/arama/?q=kart').set('Accept-Encoding', 'gzip, br');
    expect(refused.status).toBe(429);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('sends security headers with a CSP that allows the site\'s own assets', async () => {
    const res = await request(app).get('/');
    const csp = res.headers['content-security-policy']!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const css = dom(res.text).querySelector('link[rel="stylesheet"]')!.getAttribute('href')!;
    const cssRes = await request(app).get(css);
    expect(cssRes.status).toBe(200);
    expect(cssRes.headers['cache-control']).toContain('immutable');
    // The build's precompressed variants are what compressing clients get.
    const brCss = await request(app).get(css).set('Accept-Encoding', 'gzip, br');
    expect(brCss.headers['content-encoding']).toBe('br');
    expect(brCss.headers['content-type']).toMatch(/text\/css/);
    expect(brCss.text).toBe(cssRes.text);
    expect((await request(app).get(css).set('Accept-Encoding', 'gzip')).headers['content-encoding']).toBe('gzip');
    // A weight of zero refuses a coding: the page and the asset both leave it out.
    expect((await request(app).get(css).set('Accept-Encoding', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await request(app).get('/').set('Accept-Encoding', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await request(app).get(css).set('Accept-Encoding', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('the inline colour-mode script matches the CSP hash', async () => {
    const { createHash } = await import('node:crypto');
    const res = await request(app).get('/');
    const inline = [...dom(res.text).querySelectorAll('script:not([type]):not([src])')].map((s) => s.textContent!);
    expect(inline.length).toBeGreaterThan(0);
    for (const code of inline) expect(res.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  });
});

describe('operations', () => {
  it('reports health, readiness and the running build', async () => {
    expect((await request(app).get('/healthz')).body.status).toBe('ok');
    expect((await request(app).get('/readyz')).status).toBe(200);
    const build = await request(app).get('/builds/latest.json');
    expect(build.body).toEqual({ id: deps.build.id, timestamp: deps.build.timestamp });
  });

  it('serves the static favicon and icon sprite', async () => {
    expect((await request(app).get('/favicon.ico')).status).toBe(200);
    expect((await request(app).get('/images/icons.svg')).status).toBe(200);
  });

  it('serves the SVG images with words as the build outlined them, compressed when the browser accepts it', async () => {
    const source = readFileSync('public/images/visuals/phone-send-tr.svg', 'utf8');
    expect(source).toContain('<text');
    const br = await rawGet('/images/visuals/phone-send-tr.svg', 'br, gzip');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(br.headers['cache-control']).toBe('public, max-age=86400');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const outlined = brotliDecompressSync(br.body).toString();
    expect(outlined).not.toContain('<text');
    expect(outlined).toContain('<title>Para gönderme ekranı</title>');
    // Without compression the same outlined bytes.
    const plain = await rawGet('/images/visuals/phone-send-tr.svg', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(outlined);
    // An image without words comes from public/ as it is; a folder is no file, but a page path.
    const sprite = await request(app).get('/images/icons.svg').buffer(true);
    expect(String(sprite.body)).toBe(readFileSync('public/images/icons.svg', 'utf8'));
    expect((await request(app).get('/images/visuals').redirects(1)).status).toBe(404);
  });
});

describe('representative application form', () => {
  const url = '/temsilcilik-basvurusu/';
  const valid = {
    fullName: 'Ayşe Yılmaz', businessName: 'Yılmaz Market', businessType: 'market', taxType: 'company', taxNumber: '1234567890',
    city: 'İzmir', district: 'Konak', phone: '0532 123 45 67', email: 'ayse@example.com', notice: 'yes',
  };
  it('keeps what was typed and names each wrong field (400)', async () => {
    const res = await request(app).post(url).type('form').send({ ...valid, phone: '12', email: 'not-an-email', city: '', notice: '' });
    expect(res.status).toBe(400);
    const doc = dom(res.text);
    expect(doc.querySelector<HTMLInputElement>('#app-fullName')?.getAttribute('value')).toBe('Ayşe Yılmaz');
    expect(doc.querySelector('#app-phone-error')?.textContent).toMatch(/telefon/i);
    expect(doc.querySelector('#app-email-error')).not.toBeNull();
    expect(doc.querySelector('#app-city-error')).not.toBeNull();
    expect(doc.querySelector('#app-notice-error')).not.toBeNull();
    expect(doc.querySelector('#app-businessName-error')).toBeNull();
  });
  it('stores a valid application and sends the visitor to the thank-you state with the reference', async () => {
    const res = await request(app).post(url).type('form').send(valid);
    expect(res.status).toBe(303);
    const reference = new URL(res.headers.location!, SITE_URL).searchParams.get('gonderildi');
    expect((await deps.forms.list()).map((s) => s.reference)).toEqual([reference]);
    const thanks = await request(app).get(res.headers.location!.split('#')[0]!);
    expect(dom(thanks.text).querySelector('.form-sent .reference')?.textContent).toBe(reference);
  });
});

describe('the old site\'s /tr/ URLs', () => {
  it('redirect permanently to the same page without the prefix, keeping the query', async () => {
    const { app } = await testApp();
    const res = await request(app).get('/tr/iletisim/?utm_source=eski');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/iletisim/?utm_source=eski');
    expect((await request(app).get('/tr/sikca-sorulan-sorular/')).headers.location).toBe('/sikca-sorulan-sorular/');
    expect((await request(app).get('/tr')).headers.location).toBe('/');
    expect((await request(app).get('/tr//evil.example/')).status).toBe(400);
  });
});

describe('the root redirect and prefetching', () => {
  it('a prefetch of / is never answered with the redirect to /en/ (the click may change the cookie)', async () => {
    const { app } = await testApp();
    expect((await request(app).get('/').set('cookie', 'i18n_redirected=en')).status).toBe(302);
    const prefetch = await request(app).get('/').set('cookie', 'i18n_redirected=en').set('sec-purpose', 'prefetch');
    expect(prefetch.status).toBe(200);
    expect(prefetch.text).toContain('<html lang="tr"');
  });
});

describe('tracking parameters', () => {
  it('get the cached page: the same bytes and ETag as the bare URL, and nothing new in the cache', async () => {
    const { app, deps } = await testApp();
    const bare = await request(app).get('/iletisim/');
    const size = deps.pageCache.size;
    for (const q of ['?utm_source=newsletter&utm_medium=email', '?gclid=abc123', '?fbclid=x&msclkid=y&yclid=z&_ga=1.2', '?anything=else']) {
      const res = await request(app).get(`/iletisim/${q}`);
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe(bare.headers.etag);
      expect(res.text).toBe(bare.text);
    }
    expect(deps.pageCache.size).toBe(size);
  });
});

describe('Server-Timing', () => {
  it('an uncached render says how long loading and rendering took; a cached answer does not', async () => {
    const { app } = await testApp();
    const first = await request(app).get('/hakkimizda/');
    expect(first.headers['server-timing']).toMatch(/^load;dur=\d+(\.\d)?, render;dur=\d+(\.\d)?$/);
    const cached = await request(app).get('/hakkimizda/');
    expect(cached.headers['server-timing']).toBeUndefined();
  });
});
