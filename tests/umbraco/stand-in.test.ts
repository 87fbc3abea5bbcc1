// The Umbraco stand-in answers as the Delivery API contract says: every answer is checked
// against the schemas of Umbraco's own OpenAPI document (delivery-api-v2.openapi.json, a
// trimmed copy of the contract Umbraco's integration tests expect).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { startUmbracoStandIn, type UmbracoStandIn } from '../../scripts/umbraco-stand-in.js';
import { model } from '../../server/content/umbraco/model.js';

const contract = JSON.parse(readFileSync(new URL('./delivery-api-v2.openapi.json', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false });
addFormats.default(ajv);
// OpenAPI 3.1 schemas are JSON Schema 2020-12; `discriminator` is OpenAPI's own keyword.
ajv.addKeyword('discriminator');
ajv.addSchema({ $id: 'delivery', components: contract.components }, 'delivery');
const schema = (name: string) => ajv.getSchema(`delivery#/components/schemas/${name}`)!;
const valid = (name: string, data: unknown) => {
  const v = schema(name);
  const ok = v(data);
  return ok ? true : v.errors;
};

const API_KEY = 'stand-in-key-0123456789';
let u: UmbracoStandIn;
const get = (p: string, headers: Record<string, string> = {}) => fetch(`${u.url}/umbraco/delivery/api/v2${p}`, { headers: { 'Start-Item': model.startItem, ...headers } });

beforeAll(async () => { u = await startUmbracoStandIn({ apiKey: API_KEY }); });
afterAll(() => u.stop());

describe('Umbraco Delivery API stand-in', () => {
  it('answers an item by path in the requested culture, in the contract shape', async () => {
    const tr = await get('/content/item/settings/header/', { 'Accept-Language': 'tr-TR' });
    expect(tr.status).toBe(200);
    const item = await tr.json();
    expect(valid('IApiContentResponseModelApiContentResponseModel', item)).toBe(true);
    expect(item.contentType).toBe('header');
    expect(item.properties.searchText).toBeTypeOf('string');
    expect(Object.keys(item.cultures).sort()).toEqual(['en-US', 'tr-TR']);
    const en = await (await get('/content/item/settings/header/', { 'Accept-Language': 'en-US' })).json();
    expect(en.id).toBe(item.id);
    expect(en.properties.searchText).not.toBe(item.properties.searchText);
  });

  it('answers the root for an empty path, by id, and several ids at once', async () => {
    const root = await (await get('/content/item/')).json();
    expect(root.contentType).toBe('siteRoot');
    expect(root.route.path).toBe('/');
    const byId = await get(`/content/item/${root.id}`);
    expect(byId.status).toBe(200);
    const header = await (await get('/content/item/settings/header/')).json();
    const many = await (await get(`/content/items?id=${root.id}&id=${header.id}`)).json();
    expect(many.map((i: { id: string }) => i.id)).toEqual([root.id, header.id]);
    for (const i of many) expect(valid('IApiContentResponseModel', i)).toBe(true);
  });

  it('queries children with filter, sort, skip and take (take defaults to 10)', async () => {
    const first = await (await get('/content?fetch=children:/blog/&filter=contentType:blogPost&sort=updateDate:desc')).json();
    expect(valid('PagedIApiContentResponseModel', first)).toBe(true);
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    const dates = first.items.map((i: { updateDate: string }) => i.updateDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await (await get('/content?fetch=children:/blog/&filter=contentType:blogPost&sort=updateDate:desc&skip=10&take=10')).json();
    expect(second.items.length).toBe(first.total - 10);
    expect(second.items.every((i: { id: string }) => !first.items.some((f: { id: string }) => f.id === i.id))).toBe(true);
  });

  it('maps properties onto Umbraco editors: Block List, Rich Text, Media Picker, Multi URL Picker', async () => {
    const header = await (await get('/content/item/settings/header/')).json();
    expect(header.properties.headerNavbar.items[0]).toMatchObject({ content: { contentType: 'headerNavbarItem', properties: { title: expect.any(String) } }, settings: null });
    // Media on Umbraco's own host, as its media URL provider gives them.
    expect(header.properties.logo[0]).toMatchObject({ url: expect.stringMatching(/^\/media\/[0-9a-f]{8}\/logo\.svg$/), mediaType: 'umbracoMediaVectorGraphics', properties: {} });
    expect((await fetch(`${u.url}${header.properties.logo[0].url}`)).headers.get('content-type')).toBe('image/svg+xml');
    expect(header.properties.highlightsItem[0]).toMatchObject({ url: expect.any(String), title: expect.any(String), linkType: 'External' });
    const footer = await (await get('/content/item/settings/footer/')).json();
    expect(footer.properties.footerDescription).toMatchObject({ markup: expect.stringContaining('<p>'), blocks: [] });
    const home = await (await get('/content/item/pages/home/')).json();
    expect(home.contentType).toBe('page');
    expect(home.properties.blocks.items[0].content.contentType).toBe('hero');
  });

  it('sends what Umbraco sends: every property, null when empty, a Date Picker\'s date and time, media properties only when expanded', async () => {
    const post = u.docs.find((d) => d.contentType === 'blogPost')!;
    const plain = await (await get(`/content/item/${post.id}`)).json();
    expect(Object.keys(plain.properties).sort()).toEqual(model.documentTypes.find((t) => t.alias === 'blogPost')!.properties.map((p) => p.alias).sort());
    expect(plain.properties.seoTitle === null || typeof plain.properties.seoTitle === 'string').toBe(true);
    expect(plain.properties.date).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    expect(plain.properties.cover[0]).toMatchObject({ width: 1200, height: 630, properties: {} });
    const expanded = await (await get(`/content/item/${post.id}?expand=${encodeURIComponent('properties[cover]')}`)).json();
    expect(expanded.properties.cover[0].properties).toEqual({ altText: expect.any(String) });
    const all = await (await get(`/content/item/${post.id}?expand=${encodeURIComponent('properties[$all]')}`)).json();
    expect(all.properties.cover[0].properties.altText).toBe(expanded.properties.cover[0].properties.altText);
    const header = await (await get('/content/item/settings/header/')).json();
    expect(header.properties.headerNavbar.items[0].content.properties.url).toBeNull();
  });

  it('gives ProblemDetails 400 for a bad filter or sort, 404 for nothing there', async () => {
    for (const q of ['filter=colour:red', 'sort=random:asc', 'take=-1', 'fetch=siblings:/blog/']) {
      const res = await get(`/content?${q}`);
      expect(res.status, q).toBe(400);
      expect(valid('ProblemDetails', await res.json())).toBe(true);
    }
    expect((await get('/content/item/no/such/page/')).status).toBe(404);
  });

  it('refuses preview without the API key (401) and shows drafts with it', async () => {
    expect((await get('/content?fetch=children:/blog/', { Preview: 'true' })).status).toBe(401);
    expect((await get('/content?fetch=children:/blog/', { Preview: 'true', 'Api-Key': 'wrong' })).status).toBe(401);
    const post = u.docs.find((d) => d.contentType === 'blogPost')!;
    u.unpublish(post.id);
    try {
      expect((await get(`/content/item/${post.id}`)).status).toBe(404);
      const preview = await get(`/content/item/${post.id}`, { Preview: 'true', 'Api-Key': API_KEY });
      expect(preview.status).toBe(200);
      expect(valid('IApiContentResponseModel', await preview.json())).toBe(true);
    } finally {
      for (const v of Object.values(post.variants)) v.published = true;
    }
  });

  it('fires webhooks as Umbraco does, retrying while the receiver fails', async () => {
    const { createServer } = await import('node:http');
    const seen: { headers: Record<string, unknown>; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c)).on('end', () => {
        seen.push({ headers: req.headers, body });
        res.statusCode = seen.length < 3 ? 503 : 200;
        res.end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const port = (receiver.address() as { port: number }).port;
    const header = u.find('header', 'header');
    const statuses = await u.fireWebhook(`http://127.0.0.1:${port}/hook`, 'Umbraco.ContentPublish', header.id, { intervalMs: 10, headers: { 'x-secret': 's' } });
    receiver.close();
    expect(statuses).toEqual([503, 503, 200]);
    expect(seen.map((s) => s.headers['umb-webhook-retrycount'])).toEqual(['0', '1', '2']);
    expect(seen[0]!.headers['umb-webhook-event']).toBe('Umbraco.ContentPublish');
    // The published item as the content API gives it, less its cultures (ContentPublishedWebhookEvent's payload).
    expect(valid('IApiContentResponseModel', { ...JSON.parse(seen[0]!.body), cultures: {} })).toBe(true);
    expect(JSON.parse(seen[0]!.body)).not.toHaveProperty('cultures');
  });
});
