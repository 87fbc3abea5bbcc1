// What Umbraco really sends, read tolerantly: `null` for an empty value, a property the site
// does not know, a block type it does not know, an empty Rich Text; and one document the site
// cannot use at all, which must not keep the rest of the site from starting.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import request from 'supertest';
import { startUmbracoStandIn, type UmbracoStandIn, type StandInDoc } from '../../scripts/umbraco-stand-in.js';
import type { ApiBlockList } from '../../server/content/umbraco/model.js';
import { umbracoApp, STAND_IN_API_KEY } from './helpers.js';
import { createPreviewToken } from '../../server/preview.js';
import { PREVIEW_SECRET } from '../helpers/app.js';
import type { Locale } from '../../shared/locale.js';

let standIn: UmbracoStandIn;
let cms: Awaited<ReturnType<typeof umbracoApp>>;
/** What an operator reads: each document with problems, one note per field. */
const problems = async () => ((await request(cms.app).get('/content-problems')).body as { documents: { id: string; locale?: string; notes: { field: string }[] }[] }).documents
  .flatMap((d) => d.notes.map((n) => ({ id: d.id, locale: d.locale, field: n.field })));

const page = (key: string) => standIn.docs.find((d) => d.contentType === 'page' && d.variants['tr-TR']!.properties.routeKey === key)!;
const props = (d: StandInDoc, culture: string) => (d.variants[culture] ?? d.variants[''])!.properties;
const blocks = (d: StandInDoc, culture: string, alias = 'blocks') => (props(d, culture)[alias] as ApiBlockList).items;
const path = (key: string, locale: Locale) => cms.deps.router.pathFor(key as never, {}, locale);
const get = (p: string) => request(cms.app).get(p);

let post: StandInDoc;
beforeAll(async () => {
  standIn = await startUmbracoStandIn({ apiKey: STAND_IN_API_KEY });
  // A page whose required title an editor emptied: Umbraco sends null.
  props(page('aboutUs'), 'tr-TR').title = null;
  // A block type added in Umbraco that this site does not know.
  blocks(page('corporate'), 'en-US').splice(1, 0, { content: { contentType: 'videoEmbed', id: '0b6a1c1e-0000-4000-8000-000000000001', properties: { url: 'https://video.example/x' } }, settings: null });
  // An empty Rich Text in a richText block.
  const rich = blocks(page('aboutUs'), 'en-US').find((b) => b.content.contentType === 'richText')!;
  rich.content.properties.html = { markup: '', blocks: [] };
  // A property added to the blog post type (a Content Picker) that the site does not read.
  post = standIn.docs.find((d) => d.contentType === 'blogPost')!;
  props(post, 'tr-TR').relatedPage = { contentType: 'page', name: 'Hakkımızda', createDate: '2025-01-01T09:00:00Z', updateDate: '2025-01-01T09:00:00Z', route: { path: '/pages/aboutus/', startItem: { id: page('home').parent, path: 'unilira' } }, id: page('aboutUs').id };
  // A menu group whose URL was left empty: null.
  const header = standIn.docs.find((d) => d.contentType === 'header')!;
  blocks(header, 'tr-TR', 'headerNavbar')[0]!.content.properties.url = null;
  cms = await umbracoApp(standIn);
}, 60_000);
afterAll(async () => {
  cms?.deps.stopWatching();
  await standIn.stop();
});

describe('an Umbraco document the site cannot use whole', () => {
  it('does not stop start-up: the site serves, that page alone is missing', async () => {
    expect((await get('/readyz')).status).toBe(200);
    expect((await get('/')).status).toBe(200);
    expect((await get(path('aboutUs', 'tr'))).status).toBe(404);
    expect((await get(path('aboutUs', 'en'))).status).toBe(200);
    expect(await problems()).toContainEqual({ id: page('aboutUs').id, locale: 'tr', field: 'title' });
  });

  it('an unknown block is left out and the rest of the page renders', async () => {
    const res = await get(path('corporate', 'en'));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('video.example');
    const files = JSON.parse(JSON.stringify(props(page('corporate'), 'en-US'))) as { blocks: ApiBlockList };
    expect(files.blocks.items.length).toBeGreaterThan(2);
    expect(res.text).toContain(String(blocks(page('corporate'), 'en-US')[0]!.content.properties.title));
    expect(await problems()).toContainEqual({ id: page('corporate').id, locale: 'en', field: 'blocks[1]' });
  });

  it('an empty Rich Text leaves its block out, not the page', async () => {
    const res = await get(path('aboutUs', 'en'));
    expect(res.status).toBe(200);
    expect(res.text).toContain(String(props(page('aboutUs'), 'en-US').title));
  });

  it('a property the site does not read is ignored', async () => {
    const slug = standIn.docs.find((d) => d.id === post.id)!.variants['tr-TR']!.segment;
    const res = await get(cms.deps.router.pathFor('blogArticle', { slug }, 'tr'));
    expect(res.status).toBe(200);
  });

  it('null is an empty value: the menu group without a URL is still a menu group', async () => {
    const res = await get('/');
    const title = String(blocks(standIn.docs.find((d) => d.contentType === 'header')!, 'tr-TR', 'headerNavbar')[0]!.content.properties.title);
    expect(res.text).toContain(`>${title}<`);
    expect((await problems()).filter((p) => p.id === standIn.docs.find((d) => d.contentType === 'header')!.id)).toEqual([]);
  });
});

describe('the editor is told in preview', () => {
  const token = createPreviewToken(PREVIEW_SECRET, 600);
  const cultures = [['tr', 'tr-TR'], ['en', 'en-US']] as const;
  // Drafts saved together: preview reads of the same two seconds share one read.
  beforeAll(() => {
    for (const [, culture] of cultures) {
      const draft = structuredClone(props(page('fees'), culture).blocks) as ApiBlockList;
      draft.items.splice(2, 0, { content: { contentType: 'carousel', id: '0b6a1c1e-0000-4000-8000-000000000002', properties: {} }, settings: null });
      draft.items[0]!.content.properties.eyebrow = 12;
      standIn.save(page('fees').id, culture, { blocks: draft });
    }
  });
  for (const [locale] of cultures) {
    it(`a draft with two problems shows both above the ${locale} page, and only in preview`, async () => {
      const url = path('fees', locale);
      const res = await get(`${url}?preview=${encodeURIComponent(token)}`);
      expect(res.status).toBe(200);
      const notice = /<section class="container preview-notice[^]*?<\/section>/.exec(res.text)?.[0] ?? '';
      expect(notice).toContain(page('fees').id);
      expect(notice).toContain(`(${locale})`);
      expect(notice).toContain('blocks[0].eyebrow');
      expect(notice).toContain('blocks[2]');
      expect(notice).toContain('carousel');
      expect(notice).toContain(locale === 'tr' ? 'Bu kısım gösterilmiyor.' : 'This part is left out.');
      expect((await get(url)).text).not.toContain('preview-notice');
    });
  }
});
