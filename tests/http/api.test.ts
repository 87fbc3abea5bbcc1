// The spec's API (section 7): exact shapes, the allow-list and its 400s.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import type { SiteDeps } from '../../server/site.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
let deps: SiteDeps;
beforeAll(async () => ({ app, deps } = await testApp()));

describe('GET /api/language', () => {
  it('returns the translation dictionary: source text → { tr, en }', async () => {
    const res = await request(app).get('/api/language');
    expect(res.status).toBe(200);
    expect(res.body['Ana Sayfaya Dön']).toEqual({ tr: 'Ana Sayfaya Dön', en: 'Back to home' });
  });
});

describe('GET /api/fetcher', () => {
  it('returns the QR message as the first item\'s properties, per language', async () => {
    const tr = await request(app).get('/api/fetcher?filter=contentType:qrMessage&lang=tr');
    const en = await request(app).get('/api/fetcher?filter=contentType:qrMessage&lang=en');
    expect(tr.status).toBe(200);
    expect(tr.body.items[0].properties.title).toBe((await deps.content.getQrMessage('tr')).properties.title);
    expect(en.body.items[0].properties.title).toBe((await deps.content.getQrMessage('en')).properties.title);
  });
  it.each(['/api/fetcher?lang=tr', '/api/fetcher?filter=contentType:qrMessage', '/api/fetcher?filter=contentType:secret&lang=tr', '/api/fetcher?filter=contentType:qrMessage&lang=de'])('400 for %s', async (url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('bad_request');
    expect(typeof res.body.message).toBe('string');
  });
});

describe('GET /api/umbraco', () => {
  it('HeaderFind returns header properties with the content service names', async () => {
    const res = await request(app).get('/api/umbraco').query({ endpoint: '/Navbar/HeaderFind', alias: 'headerNav', culture: 'tr', preview: 'false' });
    expect(res.status).toBe(200);
    const p = res.body[0].properties;
    for (const k of ['logo', 'headerNavbar', 'searchText', 'searchButtonText', 'highlightsText', 'highlightsItem', 'pastSearchesText', 'helpText', 'helpUrl', 'qrText']) expect(p).toHaveProperty(k);
    expect(p.headerNavbar[0].title).toBe('Bireysel');
  });

  it('AliasFind returns the footer with foterLogo, footerConus and fotterMail', async () => {
    const res = await request(app).get('/api/umbraco').query({ endpoint: '/Navbar/AliasFind', alias: 'foterNavbar', culture: 'en' });
    expect(res.status).toBe(200);
    const p = res.body[0].properties;
    for (const k of ['foterLogo', 'footerDescription', 'footerConus', 'fotterMail', 'navbar', 'footerIcon', 'footerCopyright']) expect(p).toHaveProperty(k);
    expect(p.footerConus).toBe('Contact Us');
  });

  it('Search returns { id, path, title, parentName } results in the asked language', async () => {
    const res = await request(app).get('/api/umbraco').query({ endpoint: '/SearchApi/Search', searchTerm: 'sanal kart', lang: 'tr' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(Object.keys(res.body[0]).sort()).toEqual(['id', 'parentName', 'path', 'title']);
    expect(res.body.map((r: { path: string }) => r.path)).toContain('/sanal-kart/');
    const en = await request(app).get('/api/umbraco').query({ endpoint: '/SearchApi/Search', searchTerm: 'virtual card', lang: 'en' });
    expect(en.body.map((r: { path: string }) => r.path)).toContain('/en/virtual-card/');
  });

  it('finds Turkish words typed without Turkish letters', async () => {
    const res = await request(app).get('/api/umbraco').query({ endpoint: '/SearchApi/Search', searchTerm: 'odemeli', lang: 'tr' });
    expect(res.body.map((r: { path: string }) => r.path)).toContain('/on-odemeli-kart/');
  });

  it('answers an empty search with an empty list', async () => {
    const res = await request(app).get('/api/umbraco').query({ endpoint: '/SearchApi/Search', searchTerm: '', lang: 'tr' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('never shows drafts for a bare preview=true', async () => {
    const res = await request(app).get('/api/umbraco').query({ endpoint: '/SearchApi/Search', searchTerm: 'limit', lang: 'tr', preview: 'true' });
    const draft = (await deps.content.list('blog', 'tr', { preview: true })).find((p) => !p.published)!;
    expect(res.body.map((r: { path: string }) => r.path).some((p: string) => p.includes(draft.slug))).toBe(false);
  });

  it.each([
    ['unknown endpoint', { endpoint: '/Admin/Users' }],
    ['a URL as endpoint', { endpoint: 'https://evil.example/steal', alias: 'headerNav', culture: 'tr' }],
    ['missing culture', { endpoint: '/Navbar/HeaderFind', alias: 'headerNav' }],
    ['wrong alias', { endpoint: '/Navbar/HeaderFind', alias: 'foterNavbar', culture: 'tr' }],
    ['missing searchTerm', { endpoint: '/SearchApi/Search', lang: 'tr' }],
    ['overlong searchTerm', { endpoint: '/SearchApi/Search', searchTerm: 'x'.repeat(101), lang: 'tr' }],
    ['extra parameter', { endpoint: '/Navbar/HeaderFind', alias: 'headerNav', culture: 'tr', url: 'http://x' }],
    ['no endpoint', {}],
  ])('400 JSON for %s', async (_name, query) => {
    const res = await request(app).get('/api/umbraco').query(query);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.error).toBe('bad_request');
  });

  it('400 for a repeated parameter, 405 for POST', async () => {
    expect((await request(app).get('/api/umbraco?endpoint=/Navbar/HeaderFind&endpoint=/x')).status).toBe(400);
    expect((await request(app).post('/api/umbraco').send({})).status).toBe(405);
  });
});
