// The clean search endpoint for support staff and widgets: GET /api/search.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import type { SiteDeps } from '../../server/site.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
let deps: SiteDeps;
beforeAll(async () => ({ app, deps } = await testApp()));
afterAll(async () => deps.search.close());

interface Hit { id: string; path: string; title: string; parentName: string; snippet: { text: string; mark: boolean }[] }

describe('GET /api/search', () => {
  it('answers { query, results } with snippets, best first, cacheable for a minute', async () => {
    const res = await request(app).get('/api/search').query({ q: 'yurtdisi', lang: 'tr' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body.query).toBe('yurtdisi');
    const first = res.body.results[0] as Hit;
    expect(Object.keys(first).sort()).toEqual(['id', 'parentName', 'path', 'snippet', 'title']);
    expect(first).toMatchObject({ path: '/yurt-disi-para-transferi/', title: 'Yurt Dışı Para Transferi', parentName: 'Para Transferi' });
    expect(first.snippet.map((p) => p.text).join('').length).toBeLessThanOrEqual(160);
  });

  it('marks the matched words in the snippet as data, not markup', async () => {
    const res = await request(app).get('/api/search').query({ q: 'kartımı kaybettim', lang: 'tr' });
    const first = res.body.results[0] as Hit;
    expect(first.path).toBe('/sikca-sorulan-sorular/kartlar/kartimi-kaybettim-ne-yapmaliyim/');
    const marked = first.snippet.filter((p) => p.mark).map((p) => p.text.toLocaleLowerCase('tr'));
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((m) => m.startsWith('kart') || m.startsWith('kayb'))).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/<\/?(mark|b|strong|p)>/);
  });

  it('searches English pages only in English and Turkish only in Turkish; Turkish by default', async () => {
    const en = await request(app).get('/api/search').query({ q: 'card', lang: 'en', limit: '20' });
    expect(en.body.results.length).toBeGreaterThan(3);
    expect(en.body.results.every((r: Hit) => r.path.startsWith('/en/'))).toBe(true);
    const tr = await request(app).get('/api/search').query({ q: 'kart', limit: '20' });
    expect(tr.body.results.length).toBeGreaterThan(3);
    expect(tr.body.results.every((r: Hit) => !r.path.startsWith('/en/'))).toBe(true);
  });

  it('returns at most `limit` results', async () => {
    const res = await request(app).get('/api/search').query({ q: 'kart', lang: 'tr', limit: '3' });
    expect(res.body.results).toHaveLength(3);
  });

  it('answers an empty or missing query with no results', async () => {
    for (const query of [{ q: '' }, { q: '   ' }, {}]) {
      const res = await request(app).get('/api/search').query(query);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ query: '', results: [] });
    }
  });

  it.each([
    ['a query over 100 characters', '/api/search?q=' + 'a'.repeat(101)],
    ['a repeated query', '/api/search?q=kart&q=para'],
    ['a repeated language', '/api/search?q=kart&lang=tr&lang=en'],
    ['an unknown parameter', '/api/search?q=kart&page=2'],
    ['an unknown language', '/api/search?q=kart&lang=de'],
    ['a limit of 0', '/api/search?q=kart&limit=0'],
    ['a limit over 20', '/api/search?q=kart&limit=21'],
    ['a limit that is not a number', '/api/search?q=kart&limit=ten'],
    ['a fractional limit', '/api/search?q=kart&limit=2.5'],
    ['q as an object', '/api/search?q[a]=kart'],
  ])('answers %s with a JSON 400 that says what is wrong', async (_name, url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.error).toBe('bad_request');
    expect(res.body.message).toMatch(/q|lang|limit|page|once/);
  });

  it('never answers odd input with a server error', async () => {
    const odd = ['%00kart', '%07', '%E2%80%AEkart', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '%F0%9F%99%82', '%ED%A0%80', '%C0%AF', '%25%25', "'%22%3B--", '%EF%BF%BF', 'kart%0Apara', '\u200b'];
    for (const q of odd) {
      const res = await request(app).get(`/api/search?q=${q}&lang=tr`);
      expect(res.status, q).toBeLessThan(500);
      expect(res.headers['content-type'], q).toMatch(/application\/json/);
    }
  });

  it('answers other methods with 405', async () => {
    expect((await request(app).post('/api/search').send({ q: 'kart' })).status).toBe(405);
  });
});

describe('the spec\'s search endpoint keeps its shape', () => {
  it('answers [{ id, path, title, parentName }] with the right page first', async () => {
    const res = await request(app).get('/api/umbraco').query({ endpoint: '/SearchApi/Search', searchTerm: 'para gonder', lang: 'tr' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body[0]).sort()).toEqual(['id', 'parentName', 'path', 'title']);
    expect(res.body[0].path).toBe('/ucretsiz-para-transferi/');
  });
});
