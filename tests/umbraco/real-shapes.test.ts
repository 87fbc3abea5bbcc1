// The shapes Umbraco's Delivery API really sends (docs/umbraco.md names where each was read):
// media on Umbraco's host with their properties only when expanded, local links as Umbraco's
// route paths, Multi URL Picker content links without a URL, a Date Picker's date and time, and
// Rich Text as markup or as the JSON tree, with a block inside.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import request from 'supertest';
import { startUmbracoStandIn, type UmbracoStandIn, type StandInDoc } from '../../scripts/umbraco-stand-in.js';
import type { ApiBlockList, ApiMedia, ApiLink } from '../../server/content/umbraco/model.js';
import { umbracoApp, STAND_IN_API_KEY } from './helpers.js';
import { dom as parse } from '../helpers/html.js';
import { LOCALES } from '../../shared/locale.js';

let standIn: UmbracoStandIn;
let cms: Awaited<ReturnType<typeof umbracoApp>>;
let json: UmbracoStandIn;
let cmsJson: Awaited<ReturnType<typeof umbracoApp>>;

const docOf = (u: UmbracoStandIn, type: string, where: (d: StandInDoc) => boolean = () => true) => u.docs.find((d) => d.contentType === type && where(d))!;
const props = (d: StandInDoc, culture: string) => (d.variants[culture] ?? d.variants[''])!.properties;
const page = (u: UmbracoStandIn, key: string) => docOf(u, 'page', (d) => props(d, 'tr-TR').routeKey === key);
const blocks = (d: StandInDoc, culture: string) => (props(d, culture).blocks as ApiBlockList).items;

/** A photo from the media library, as ApiMediaWithCrops gives it (properties: what the media type has). */
const photo = (u: UmbracoStandIn, properties: Record<string, unknown>): ApiMedia => ({
  id: '7d2e3c4b-5a69-4f8e-9d0c-1b2a3f4e5d6c', name: 'Kadıköy temsilcilik fotoğrafı', mediaType: 'Image',
  url: u.addMedia('/media/ab12cd34/cover-photo.jpg', 'public/images/og/banner-bills.jpg'), extension: 'jpg', width: 2400, height: 1600, bytes: 412_345,
  focalPoint: { left: 0.3, top: 0.6 }, crops: [{ alias: 'wide', width: 1200, height: 630, coordinates: null }], properties,
});

let post: StandInDoc;
let bare: StandInDoc;
beforeAll(async () => {
  standIn = await startUmbracoStandIn({ apiKey: STAND_IN_API_KEY });
  // Two blog posts with photos from the media library: one whose Image type has an altText property, one without.
  [post, bare] = standIn.docs.filter((d) => d.contentType === 'blogPost') as [StandInDoc, StandInDoc];
  props(post!, 'tr-TR').cover = [photo(standIn, { altText: 'Kadıköy temsilciliğinin vitrini' })];
  props(bare!, 'tr-TR').cover = [photo(standIn, {})];
  props(post!, 'tr-TR').date = '2025-10-01T00:00:00Z';
  // Local links in Rich Text, as ApiRichTextMarkupParser writes them: Umbraco's route path.
  const fees = page(standIn, 'fees');
  const link = `<a href="/pages/fees/" data-start-item-path="unilira" data-start-item-id="${fees.parent}">ücretler</a>`;
  for (const culture of ['tr-TR', 'en-US']) {
    const rich = blocks(page(standIn, 'aboutUs'), culture).find((b) => b.content.contentType === 'richText')!;
    const html = rich.content.properties.html as { markup: string };
    html.markup += `<p>${link} · <a>gizli belge</a> · <a href="https://example.org/x" target="_blank">dış</a></p>`;
  }
  // A Multi URL Picker link to a document (no url, a route), opening in a new window.
  const search = docOf(standIn, 'searchSettings');
  const contentLink: ApiLink = { url: null, queryString: null, title: 'Fees', target: '_blank', destinationId: fees.id, destinationType: 'page', route: { path: '/pages/fees/', startItem: { id: fees.parent!, path: 'unilira' } }, linkType: 'Content' };
  (props(search, 'en-US').links as ApiLink[]).unshift(contentLink);
  // The blog folder named in each language, as an Umbraco developer would name a variant folder.
  standIn.move(docOf(standIn, 'folder', (d) => d.variants['tr-TR']!.segment === 'blog').id, { segment: 'articles', culture: 'en-US' });
  cms = await umbracoApp(standIn);

  // Rich Text as the JSON tree, with a block placed inside a page's rich text block.
  json = await startUmbracoStandIn({ apiKey: STAND_IN_API_KEY, richTextOutputAsJson: true });
  const rich = blocks(page(json, 'aboutUs'), 'en-US').find((b) => b.content.contentType === 'richText')!;
  const value = rich.content.properties.html as { markup: string; blocks: unknown[] };
  value.markup += '<umb-rte-block data-content-id="5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b"></umb-rte-block><p>After the block.</p>';
  value.blocks = [{ content: { contentType: 'cta', id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', properties: { title: 'Block inside Rich Text', text: 'Rendered by the page\'s block components.', action: { items: [{ content: { contentType: 'actionItem', id: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c', properties: { label: 'Contact us', route: 'contact' } }, settings: null }] } } }, settings: null }];
  cmsJson = await umbracoApp(json);
}, 90_000);
afterAll(async () => {
  cms?.deps.stopWatching();
  cmsJson?.deps.stopWatching();
  await standIn.stop();
  await json.stop();
});

const get = (app: typeof cms, p: string) => request(app.app).get(p);
const slugOf = (d: StandInDoc) => d.variants['tr-TR']!.segment;

describe('media from Umbraco\'s media library', () => {
  it('the logo is the media library\'s file on Umbraco\'s host, and the CSP allows that host alone', async () => {
    const res = await get(cms, '/');
    const logo = parse(res.text).querySelector('.logo img')!.getAttribute('src')!;
    expect(logo).toMatch(new RegExp(`^${standIn.url}/media/[0-9a-f]{8}/logo\\.svg$`));
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`img-src 'self' data: ${standIn.url}(;| )`));
    expect((await fetch(logo)).status).toBe(200);
  });

  it('a photo as cover: asked for with expand, alt text from the media item, sized copies in its 1200×630 frame', async () => {
    expect(standIn.requests.some((r) => decodeURIComponent(r).includes('expand=properties[cover,banner]'))).toBe(true);
    const res = await get(cms, cms.deps.router.pathFor('blogArticle', { slug: slugOf(post) }, 'tr'));
    expect(res.status).toBe(200);
    const img = parse(res.text).querySelector('img.article-visual')!;
    expect(img.getAttribute('alt')).toBe('Kadıköy temsilciliğinin vitrini');
    const src = img.getAttribute('src')!;
    expect(src).toMatch(new RegExp(`^${standIn.url}/media/ab12cd34/cover-photo\\.jpg\\?width=1200&height=630&rmode=crop&rxy=0\\.3%2C0\\.6&format=webp$`));
    // renderToString writes React's names (srcSet, dateTime); HTML reads them in any case.
    expect(img.getAttribute('srcSet')!.split(', ').map((c) => c.split(' ')[1])).toEqual(['320w', '640w', '960w', '1200w']);
    expect(parse(res.text).querySelector('meta[property="og:image"]')!.getAttribute('content')).toContain('cover-photo.jpg?width=1200&height=630&rmode=crop&rxy=0.3%2C0.6&format=jpg');
  });

  it('a photo whose media type has no alt text property: its name is the alt text', async () => {
    const res = await get(cms, cms.deps.router.pathFor('blogArticle', { slug: slugOf(bare) }, 'tr'));
    expect(parse(res.text).querySelector('img.article-visual')!.getAttribute('alt')).toBe('Kadıköy temsilcilik fotoğrafı');
  });
});

describe('links and values as Umbraco writes them', () => {
  it('a Rich Text local link leads to the page in the page\'s own language; an unpublished one is its text', async () => {
    for (const locale of LOCALES) {
      const res = await get(cms, cms.deps.router.pathFor('aboutUs', {}, locale));
      const links = [...parse(res.text).querySelectorAll('main a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]);
      expect(links).toContainEqual(['ücretler', cms.deps.router.pathFor('fees', {}, locale), null, null]);
      expect(links).toContainEqual(['dış', 'https://example.org/x', '_blank', 'noopener noreferrer']);
      expect(res.text).toContain('gizli belge');
      expect(links.some(([text]) => text === 'gizli belge')).toBe(false);
    }
  });

  it('a Multi URL Picker content link (url null, a route) goes to the site\'s page, in a new window when the editor asked', async () => {
    const res = await get(cms, '/en/');
    const chip = [...parse(res.text).querySelectorAll('.search-suggestions a')].find((a) => a.textContent === 'Fees')!;
    expect(chip.getAttribute('href')).toBe(cms.deps.router.pathFor('fees', {}, 'en'));
    expect(chip.getAttribute('target')).toBe('_blank');
    expect(chip.getAttribute('rel')).toBe('noopener');
  });

  it('a folder named differently per culture: its list is read by its id, and its documents in both languages', async () => {
    const enPosts = standIn.docs.filter((d) => d.contentType === 'blogPost' && d.variants['en-US']?.published);
    const list = await get(cms, '/en/blog/');
    expect(list.status).toBe(200);
    const slug = enPosts[0]!.variants['en-US']!.segment;
    expect(list.text).toContain(cms.deps.router.pathFor('blogArticle', { slug }, 'en'));
    expect((await get(cms, cms.deps.router.pathFor('blogArticle', { slug }, 'en'))).status).toBe(200);
    expect((await cms.deps.content.list('blog', 'en')).length).toBe(enPosts.length);
  });

  it('a Date Picker value (date and time) is the day', async () => {
    const res = await get(cms, cms.deps.router.pathFor('blogArticle', { slug: slugOf(post) }, 'tr'));
    expect(parse(res.text).querySelector('.article-header time')!.getAttribute('dateTime')).toBe('2025-10-01');
  });

  it('Rich Text as the JSON tree renders as markup does, and a block inside it renders as a block of the page', async () => {
    const path = cms.deps.router.pathFor('aboutUs', {}, 'en');
    const [asJson, asMarkup] = await Promise.all([get(cmsJson, path), get(cms, path)]);
    expect(asJson.status).toBe(200);
    const main = parse(asJson.text).querySelector('main')!;
    expect(main.textContent).toContain('Block inside Rich Text');
    expect(main.textContent).toContain('After the block.');
    const cta = [...main.querySelectorAll('a')].find((a) => a.textContent === 'Contact us')!;
    expect(cta.getAttribute('href')).toBe(cmsJson.deps.router.pathFor('contact', {}, 'en'));
    // The second rich text block is the same in both stand-ins (the first got a block or links).
    const prose = (t: string) => [...parse(t).querySelectorAll('main .prose')].map((p) => p.innerHTML);
    expect(prose(asJson.text).length).toBeGreaterThan(2);
    expect(prose(asJson.text)[2]).toBe(prose(asMarkup.text)[1]);
  });
});
