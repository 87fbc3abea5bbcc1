// The stand-in held to Umbraco's own shapes: the examples below are written out, key for key,
// from Umbraco's Delivery API models and documentation (docs/umbraco.md, *What Umbraco sends*:
// ApiContentResponse, ApiMediaWithCrops, ApiLink, ApiBlockItem, RichTextModel), not from the
// stand-in. A stand-in answer with a key more, a key less or another kind of value fails, so
// the stand-in cannot drift into shapes the client alone expects.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startUmbracoStandIn, type UmbracoStandIn } from '../../scripts/umbraco-stand-in.js';

/** Umbraco's examples, as its documentation and models give them. */
const examples = {
  // ApiContentResponse (Content Delivery API docs: "Get content item by route").
  content: { contentType: 'blogPost', name: 'A post', createDate: '2023-08-14T08:35:58.8397754', updateDate: '2023-08-14T08:35:58.8397754', route: { path: '/blog/a-post/', startItem: { id: 'a7c6d3f7-32a6-4d5e-8f4d-1b2c3d4e5f60', path: 'unilira' } }, id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e', properties: {}, cultures: {} },
  // ApiMediaWithCrops (MediaPickerWithCropsValueConverter), one item of the always-array value.
  media: { focalPoint: null, crops: [], id: 'dbb62958-de31-465f-bdbe-5e9079b54b25', name: 'Arrows', mediaType: 'Image', url: '/media/lyulnwzr/arrows.png', extension: 'png', width: 1080, height: 530, bytes: 24069, properties: {} },
  // ApiLink (MultiUrlPickerValueConverter), an external link.
  link: { url: 'https://example.org/', queryString: null, title: 'Example', target: null, destinationId: null, destinationType: null, route: null, linkType: 'External' },
  // ApiBlockItem (BlockListPropertyValueConverter).
  block: { content: { contentType: 'navItem', id: 'c1922956-1f6a-4b2c-8a1e-2f3b4c5d6e7f', properties: {} }, settings: null },
  // RichTextModel (RteBlockRenderingValueConverter), markup mode.
  richText: { markup: '<p>Text</p>', blocks: [] },
};

/** The keys of a value and the kind of each (null, string, number, array, object), one level down. */
const shape = (v: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === null ? 'null' : Array.isArray(x) ? 'array' : typeof x]));

let u: UmbracoStandIn;
beforeAll(async () => { u = await startUmbracoStandIn(); });
afterAll(() => u.stop());
const get = async (path: string) => (await fetch(`${u.url}/umbraco/delivery/api/v2${path}`, { headers: { 'Start-Item': 'unilira' } })).json() as Promise<Record<string, unknown> & { properties: Record<string, any> }>;

describe('the stand-in answers in Umbraco\'s shapes', () => {
  it('a content item: the keys of ApiContentResponse, in its order, a route under the start item', async () => {
    const item = await get('/content/item/blog/' + u.docs.find((d) => d.contentType === 'blogPost')!.variants['tr-TR']!.segment + '/');
    expect(Object.keys(item)).toEqual(Object.keys(examples.content));
    expect(shape(item)).toEqual({ ...shape(examples.content), cultures: 'object' });
    expect(shape(item.route as Record<string, unknown>)).toMatchObject(shape(examples.content.route));
    // Umbraco's own example has no zone, its OpenAPI contract says date-time; the site reads neither.
    expect(item.createDate).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z?$/);
  });

  it('a Media Picker item, a Multi URL Picker link, a Block List item and a Rich Text value have Umbraco\'s keys', async () => {
    const header = await get('/content/item/settings/header/');
    const footer = await get('/content/item/settings/footer/');
    expect(shape(header.properties.logo[0])).toEqual({ ...shape(examples.media), width: expect.stringMatching(/number|null/), height: expect.stringMatching(/number|null/), bytes: expect.stringMatching(/number|null/) });
    expect(Object.keys(header.properties.logo[0]).sort()).toEqual(Object.keys(examples.media).sort());
    expect(shape(header.properties.highlightsItem[0])).toEqual(shape(examples.link));
    expect(Object.keys(header.properties.headerNavbar.items[0])).toEqual(Object.keys(examples.block));
    expect(shape(header.properties.headerNavbar.items[0].content)).toEqual(shape(examples.block.content));
    expect(shape(footer.properties.footerDescription)).toEqual(shape(examples.richText));
  });
});
