// Parity: fed the embedded content, the Umbraco stand-in and the file source give the same
// site: every sitemap URL in both languages, both sitemaps, search and the spec's API answer
// byte for byte the same, but for images, which the CMS serves from its media host.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import request from 'supertest';
import { testApp, allPagePaths } from '../helpers/app.js';
import { startUmbracoStandIn, type UmbracoStandIn } from '../../scripts/umbraco-stand-in.js';
import { umbracoApp, STAND_IN_API_KEY } from './helpers.js';
import { LOCALES } from '../../shared/locale.js';

let standIn: UmbracoStandIn;
let files: Awaited<ReturnType<typeof testApp>>;
let cms: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  standIn = await startUmbracoStandIn({ apiKey: STAND_IN_API_KEY });
  files = await testApp();
  cms = await umbracoApp(standIn);
}, 60_000);
afterAll(async () => {
  cms.deps.stopWatching();
  await standIn.stop();
});

/**
 * Images differ by design: Umbraco's are files of its media library on its own host. Its URLs
 * are read back as the site's files they were made from, and a link preview of an SVG cover
 * (which the CMS's image processor cannot turn into a JPEG) is set apart.
 */
const sameImages = (text: string) => text
  .replace(new RegExp(`${standIn.url}/media/[0-9a-f]{8}/[\\w.-]+`, 'g'), (url) => standIn.sitePathOf(url) ?? url)
  .replace(/(<meta (?:property="og:image[:a-z]*"|name="twitter:image[:a-z]*") content=")[^"]*"/g, '$1"')
  .replace(/,"image":\[\{"@type":"ImageObject"[^\]]*\]/g, '');
const same = async (path: string, normalise: (text: string) => string = (t) => t) => {
  const [a, b] = await Promise.all([request(files.app).get(path), request(cms.app).get(path)]);
  expect(b.status, path).toBe(a.status);
  expect(normalise(sameImages(b.text)), path).toBe(normalise(sameImages(a.text)));
  return a;
};
// A search result's `id` names its item by the id both languages share: the file name in
// content/, the document's GUID key in Umbraco. Everything else must match.
const withoutIds = (text: string) => text.replace(/"id":"(faq|faqCategory|blog|campaign|privacy):[^:"]+/g, '"id":"$1:…');

describe('Umbraco source parity with the embedded content', () => {
  it('reads the content through the Delivery API', () => {
    expect(cms.deps.umbraco).toBeDefined();
    expect(standIn.calls).toBeGreaterThan(10);
  });

  for (const locale of LOCALES) {
    it(`every ${locale} sitemap URL renders the same page`, async () => {
      const paths = (await allPagePaths(files.deps, locale)).map((p) => p.path);
      expect((await allPagePaths(cms.deps, locale)).map((p) => p.path)).toEqual(paths);
      expect(paths.length).toBeGreaterThan(50);
      for (const p of paths) {
        const res = await same(p);
        expect(res.status, p).toBe(200);
      }
    }, 120_000);
  }

  it('both sitemaps, robots.txt and the 404 page are the same', async () => {
    for (const p of ['/sitemap.xml', '/en/sitemap.xml', '/robots.txt', '/no-such-page/', '/en/no-such-page/']) await same(p);
  });

  it('search and the spec API answer the same', async () => {
    const ids = JSON.parse((await request(cms.app).get('/api/search?q=kart&lang=tr')).text).results.map((r: { id: string }) => r.id);
    expect(ids.some((id: string) => /^faq:[0-9a-f-]{36}:/.test(id))).toBe(true);
    for (const p of [
      '/api/search?q=kart&lang=tr', '/api/search?q=card&lang=en', '/api/search?q=iban&lang=en&limit=20', '/api/search?q=%C3%BCcret&lang=tr&type=faq',
      '/api/search?q=temsilcilik&lang=tr', '/arama/?q=fatura', '/en/search/?q=transfer',
      '/api/language', '/api/fetcher?filter=contentType:qrMessage&lang=tr', '/api/fetcher?filter=contentType:qrMessage&lang=en',
      '/api/umbraco?endpoint=/Navbar/HeaderFind&alias=headerNav&culture=tr', '/api/umbraco?endpoint=/Navbar/HeaderFind&alias=headerNav&culture=en',
      '/api/umbraco?endpoint=/Navbar/AliasFind&alias=foterNavbar&culture=tr', '/api/umbraco?endpoint=/Navbar/AliasFind&alias=foterNavbar&culture=en',
      '/api/umbraco?endpoint=/SearchApi/Search&searchTerm=para&lang=tr',
    ]) await same(p, withoutIds);
  });

  it('redirects are the same', async () => {
    for (const p of ['/tr', '/para-transferi', '/en/money-transfer', '/kart']) {
      const [a, b] = await Promise.all([request(files.app).get(p), request(cms.app).get(p)]);
      expect(b.status, p).toBe(a.status);
      expect(b.headers.location, p).toBe(a.headers.location);
    }
  });
});
