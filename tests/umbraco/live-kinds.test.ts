// Every kind of content is live: an editor publishes in Umbraco (the stand-in), Umbraco's
// webhook reaches one process, and every process shows the change with no restart: both
// cluster workers of instance A and instance B, which shares A's Redis. One case per kind:
// a page, each collection, header, footer, QR message and its QR code image, dictionary,
// site settings with the product word (the old URL answers 301), search settings, redirects,
// company facts, fees, limits and holidays.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServerProcess, get, type ServerProcess } from '../../scripts/server-process.js';
import { startRedis } from '../../scripts/redis-process.js';
import { startUmbracoStandIn, type UmbracoStandIn, type StandInDoc } from '../../scripts/umbraco-stand-in.js';
import { model } from '../../server/content/umbraco/model.js';
import { STAND_IN_API_KEY, WEBHOOK_SECRET } from './helpers.js';

let standIn: UmbracoStandIn;
let redis: Awaited<ReturnType<typeof startRedis>>;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  standIn = await startUmbracoStandIn({ apiKey: STAND_IN_API_KEY });
  redis = await startRedis();
  const redisUrl = redis.url;
  const env = (extra: Record<string, string>) => ({
    CONTENT_SOURCE: 'umbraco', UMBRACO_URL: standIn.url, UMBRACO_START_ITEM: model.startItem, UMBRACO_API_KEY: STAND_IN_API_KEY,
    UMBRACO_WEBHOOK_SECRET: WEBHOOK_SECRET, PAGE_CACHE_WARM: 'false', REDIS_URL: redisUrl, ...extra,
  });
  [a, b] = await Promise.all([startServerProcess(env({ WEB_CONCURRENCY: '2' })), startServerProcess(env({}))]);
  const end = Date.now() + 30_000;
  while (a.logs.filter((l) => l.msg === 'listening').length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
}, 90_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  redis?.stop();
  await standIn?.stop();
});

type Answer = Awaited<ReturnType<typeof get>>;
const docOf = (contentType: string, where: (d: StandInDoc) => boolean = () => true) => {
  const d = standIn.docs.find((x) => x.contentType === contentType && where(x));
  if (!d) throw new Error(`no ${contentType}`);
  return d;
};
const props = (d: StandInDoc, culture = 'tr-TR') => (d.variants[culture] ?? d.variants[''])!.properties;
/** A JSON text property (site settings, synonyms), edited. */
const json = (d: StandInDoc, alias: string, edit: (v: any) => void, culture = '') => {
  const v = JSON.parse(String(props(d, culture)[alias]));
  edit(v);
  return { [alias]: JSON.stringify(v) };
};

/** Publishes, fires the webhook at one worker of A, and waits until every process answers `path` as `shows` says. */
async function publishAndSee(d: StandInDoc, culture: string, change: Record<string, unknown>, path: string, shows: (r: Answer) => boolean) {
  standIn.publish(d.id, culture, change);
  const statuses = await standIn.fireWebhook(`http://127.0.0.1:${a.port}/webhooks/umbraco`, 'Umbraco.ContentPublish', d.id, { headers: { 'x-umbraco-webhook-secret': WEBHOOK_SECRET }, retries: 0 });
  expect(statuses).toEqual([200]);
  const since = Date.now();
  for (;;) {
    // Eight fresh connections spread over A's two workers, three to B.
    const answers = await Promise.all([...Array.from({ length: 8 }, () => get(a.port, path)), ...Array.from({ length: 3 }, () => get(b.port, path))]);
    const stale = answers.filter((r) => !shows(r)).length;
    if (!stale) return;
    if (Date.now() - since > 10_000) throw new Error(`${path}: ${stale} of ${answers.length} answers still without the change after 10 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const has = (text: string) => (r: Answer) => r.status === 200 && r.body.includes(text);

describe('every kind of content is live on every process', () => {
  it('a page', async () => {
    const page = docOf('page', (d) => props(d).routeKey === 'contact');
    await get(a.port, '/iletisim/');
    await publishAndSee(page, 'tr-TR', { title: 'Zümrüt iletişim' }, '/iletisim/', has('Zümrüt iletişim'));
  });

  it('each collection: a blog post, a campaign, a legal page, an FAQ category, an office, a provider', async () => {
    const title = (type: string) => docOf(type, (d) => !!d.variants['tr-TR']?.published);
    const post = title('blogPost');
    await publishAndSee(post, 'tr-TR', { title: 'Zümrüt blog yazısı' }, `/blog/${post.variants['tr-TR']!.segment}/`, has('Zümrüt blog yazısı'));
    const campaign = title('campaign');
    await publishAndSee(campaign, 'tr-TR', { title: 'Zümrüt kampanyası' }, '/kampanyalar/', has('Zümrüt kampanyası'));
    const privacy = title('privacyPage');
    await publishAndSee(privacy, 'tr-TR', { title: 'Zümrüt gizlilik metni' }, `/gizlilik-ve-guvenlik/${privacy.variants['tr-TR']!.segment}/`, has('Zümrüt gizlilik metni'));
    const faq = title('faqCategory');
    await publishAndSee(faq, 'tr-TR', { title: 'Zümrüt soruları' }, '/sikca-sorulan-sorular/', has('Zümrüt soruları'));
    await publishAndSee(docOf('office'), '', { address: 'Zümrüt Sokak No: 7' }, '/temsilciliklerimiz/', has('Zümrüt Sokak No: 7'));
    await publishAndSee(docOf('provider'), '', { name: 'Zümrüt Bakkal' }, '/anlasmali-kurumlar/', has('Zümrüt Bakkal'));
  }, 60_000);

  it('the header, the footer and the search suggestions', async () => {
    await publishAndSee(docOf('header'), 'tr-TR', { searchText: 'Zümrüt ara' }, '/', has('Zümrüt ara'));
    await publishAndSee(docOf('footer'), 'tr-TR', { footerConus: 'Zümrüt yaz bize' }, '/hakkimizda/', has('Zümrüt yaz bize'));
    await publishAndSee(docOf('searchSettings'), 'tr-TR', { heading: 'Zümrüt öneriler' }, '/', has('Zümrüt öneriler'));
  }, 60_000);

  it('the QR message and its QR code image', async () => {
    const qr = (html: string) => /<svg[^>]*crispEdges[^>]*>.*?<\/svg>/s.exec(html)?.[0];
    const before = qr((await get(a.port, '/')).body);
    expect(before).toBeDefined();
    await publishAndSee(docOf('qrMessage'), 'tr-TR', { appUrl: 'https://unilira.com.tr/zumrut-uygulama' }, '/', (r) => r.status === 200 && !!qr(r.body) && qr(r.body) !== before);
  });

  it('a dictionary entry: rendered pages and /api/language alike', async () => {
    const entry = docOf('dictionaryItem', (d) => props(d, '').key === 'Ana menü');
    await get(a.port, '/en/');
    await publishAndSee(entry, '', { en: 'Zumrut menu' }, '/en/', has('aria-label="Zumrut menu"'));
    const api = JSON.parse((await get(b.port, '/api/language')).body);
    expect(api['Ana menü'].en).toBe('Zumrut menu');
  });

  it('site settings: the product word moves its pages, and the old URL answers 301', async () => {
    const settings = docOf('siteSettings');
    await publishAndSee(settings, '', json(settings, 'siteData', (s) => { s.product = 'zumrut'; }), '/nasil-zumrutli-olurum/', (r) => r.status === 200);
    for (const port of [a.port, b.port]) {
      const old = await get(port, '/nasil-unilirali-olurum/');
      expect(old.status).toBe(301);
      expect(old.headers.location).toBe('/nasil-zumrutli-olurum/');
    }
  });

  it('company facts, fees, limits and holidays', async () => {
    const settings = docOf('siteSettings');
    await publishAndSee(settings, '', json(settings, 'companyData', (c) => { c.kep = 'zumrut.odeme@hs00.kep.tr'; }), '/', has('zumrut.odeme@hs00.kep.tr'));
    await publishAndSee(settings, '', json(settings, 'feesData', (f) => { f.fees.find((x: { id: string }) => x.id === 'account.fx').label.tr = 'Zümrüt döviz bozdurma'; }), '/ucret-ve-limitler/', has('Zümrüt döviz bozdurma'));
    await publishAndSee(settings, '', json(settings, 'feesData', (f) => { f.limits[0].label.tr = 'Zümrüt bakiye sınırı'; }), '/ucret-ve-limitler/', has('Zümrüt bakiye sınırı'));
    // A holiday two days ahead joins the offices' special opening hours (their structured data).
    const day = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
    const holidays = json(settings, 'holidaysData', (h) => {
      h.holidays = h.holidays.filter((x: { date: string }) => x.date !== day);
      h.holidays.push({ date: day, name: { tr: 'Zümrüt Günü', en: 'Emerald Day' } });
      h.holidays.sort((x: { date: string }, y: { date: string }) => x.date.localeCompare(y.date));
    });
    await publishAndSee(settings, '', holidays, '/temsilciliklerimiz/', has(`"validFrom":"${day}"`));
  }, 60_000);

  it('search synonyms and redirects', async () => {
    const search = docOf('searchSettings');
    const before = JSON.parse((await get(a.port, '/api/search?q=qxzvw&lang=tr')).body);
    expect(before.results).toEqual([]);
    await publishAndSee(search, 'tr-TR', json(search, 'synonyms', (s) => { s.push({ typed: ['qxzvw'], alsoSearch: ['sanal kart'] }); }, 'tr-TR'),
      '/api/search?q=qxzvw&lang=tr', (r) => r.status === 200 && JSON.parse(r.body).results.length > 0);
    const redirect = docOf('redirect', (d) => props(d, '').from === '/kart');
    await publishAndSee(redirect, '', { to: '/sanal-kart/' }, '/kart', (r) => r.status === 301 && r.headers.location === '/sanal-kart/');
  }, 60_000);
});
