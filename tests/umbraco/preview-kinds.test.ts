// Preview covers every kind of content: an editor saves drafts (unpublished versions beside
// the published ones) in the Umbraco stand-in; with a valid signed token the pages show the
// draft header, footer, QR message, dictionary entry, site settings, page and item, and the
// spec's three API calls answer in preview mode. Without a token, or with a bare
// `preview=true`, nothing unpublished shows anywhere.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import request from 'supertest';
import { startUmbracoStandIn, type UmbracoStandIn, type StandInDoc } from '../../scripts/umbraco-stand-in.js';
import { createPreviewToken } from '../../server/preview.js';
import { PREVIEW_SECRET } from '../helpers/app.js';
import { umbracoApp, STAND_IN_API_KEY } from './helpers.js';

let standIn: UmbracoStandIn;
let cms: Awaited<ReturnType<typeof umbracoApp>>;
const token = createPreviewToken(PREVIEW_SECRET, 600);
const doc = (type: string, where: (d: StandInDoc) => boolean = () => true) => standIn.docs.find((d) => d.contentType === type && where(d))!;
const props = (d: StandInDoc) => (d.variants['tr-TR'] ?? d.variants[''])!.properties;

beforeAll(async () => {
  standIn = await startUmbracoStandIn({ apiKey: STAND_IN_API_KEY });
  cms = await umbracoApp(standIn);
  standIn.save(doc('header').id, 'tr-TR', { searchText: 'Taslak arama' });
  standIn.save(doc('footer').id, 'tr-TR', { footerConus: 'Taslak yaz bize' });
  standIn.save(doc('qrMessage').id, 'tr-TR', { title: 'Taslak karekod başlığı' });
  standIn.save(doc('dictionaryItem', (d) => props(d).key === 'Ana menü').id, '', { tr: 'Taslak menü' });
  const settings = doc('siteSettings');
  const company = JSON.parse(String(props(settings).companyData));
  company.kep = 'taslak.odeme@hs00.kep.tr';
  standIn.save(settings.id, '', { companyData: JSON.stringify(company) });
  standIn.save(doc('page', (d) => props(d).routeKey === 'contact').id, 'tr-TR', { title: 'Taslak iletişim' });
  standIn.save(doc('campaign').id, 'tr-TR', { title: 'Taslak kampanya' });
}, 60_000);
afterAll(async () => {
  cms?.deps.stopWatching();
  await standIn?.stop();
});

const drafts = ['Taslak arama', 'Taslak yaz bize', 'Taslak karekod başlığı', 'aria-label="Taslak menü"', 'taslak.odeme@hs00.kep.tr'];

describe('preview of every kind of content', () => {
  it('a valid token shows the draft header, footer, QR message, dictionary entry and site settings on a page', async () => {
    const res = await request(cms.app).get(`/iletisim/?preview=${token}`);
    expect(res.status).toBe(200);
    for (const d of [...drafts, 'Taslak iletişim']) expect(res.text).toContain(d);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const list = await request(cms.app).get(`/kampanyalar/?preview=${token}`);
    expect(list.text).toContain('Taslak kampanya');
  });

  it('without a token, with preview=true or with a forged token, nothing unpublished shows', async () => {
    for (const q of ['', '?preview=true', `?preview=${token.slice(0, -2)}xx`]) {
      const res = await request(cms.app).get(`/iletisim/${q}`);
      expect(res.status).toBe(200);
      for (const d of [...drafts, 'Taslak iletişim']) expect(res.text).not.toContain(d);
    }
    expect((await request(cms.app).get('/kampanyalar/')).text).not.toContain('Taslak kampanya');
  });

  it('the spec’s three API calls answer in preview mode with a token, and live without one', async () => {
    const header = (q: string) => request(cms.app).get(`/api/umbraco?endpoint=/Navbar/HeaderFind&alias=headerNav&culture=tr${q}`);
    const footer = (q: string) => request(cms.app).get(`/api/umbraco?endpoint=/Navbar/AliasFind&alias=foterNavbar&culture=tr${q}`);
    const language = (q: string) => request(cms.app).get(`/api/language${q && `?${q.slice(1)}`}`);
    const fetcher = (q: string) => request(cms.app).get(`/api/fetcher?filter=contentType:qrMessage&lang=tr${q}`);
    const preview = `&preview=${token}`;
    expect((await header(preview)).body[0].properties.searchText).toBe('Taslak arama');
    expect((await footer(preview)).body[0].properties.footerConus).toBe('Taslak yaz bize');
    expect((await language(preview)).body['Ana menü'].tr).toBe('Taslak menü');
    const qr = await fetcher(preview);
    expect(qr.body.items[0].properties.title).toBe('Taslak karekod başlığı');
    expect(qr.headers['cache-control']).toBe('private, no-store');
    for (const q of ['', '&preview=true']) {
      expect((await header(q)).body[0].properties.searchText).not.toBe('Taslak arama');
      expect((await footer(q)).body[0].properties.footerConus).not.toBe('Taslak yaz bize');
      expect((await language(q)).body['Ana menü'].tr).toBe('Ana menü');
      expect((await fetcher(q)).body.items[0].properties.title).not.toBe('Taslak karekod başlığı');
    }
  });
});
