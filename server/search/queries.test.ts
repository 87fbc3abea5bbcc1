// Real queries, as visitors and support staff type them, against the real content: each
// must bring the right page first. Expected pages were chosen by reading the content.
import { describe, it, expect, beforeAll } from 'vitest';
import { loadContent, type ContentBundle } from '../content/load.js';
import { fileContentSource } from '../content/source.js';
import { createRouter } from '../routes/paths.js';
import { createI18n, translator } from '../i18n.js';
import { buildSearchIndex, type SearchIndex } from './search-index.js';
import type { Locale } from '../../shared/locale.js';

let index: SearchIndex;
let bundle: ContentBundle;

beforeAll(async () => {
  bundle = loadContent('content');
  const content = fileContentSource(bundle);
  const router = createRouter(bundle.site.product);
  const i18n = await createI18n(bundle.dictionary);
  index = await buildSearchIndex(content, router, (s, l) => translator(i18n, l)(s), { synonyms: bundle.synonyms, countZeroResults: false });
});

/** An office result: one of the offices in that city (or district), whichever the content lists. */
type OfficeIn = { office: { city: string } | { district: string } };
type Expected = string | OfficeIn;

const tr: [string, Expected][] = [
  // Joined and split compounds, with and without Turkish letters, in capitals.
  ['yurtdışı', '/yurt-disi-para-transferi/'],
  ['yurtdisi', '/yurt-disi-para-transferi/'],
  ['yurt disi', '/yurt-disi-para-transferi/'],
  ['YURTDIŞI', '/yurt-disi-para-transferi/'],
  ['yurt dışı para transferi', '/yurt-disi-para-transferi/'],
  ['sanalpos', '/sanal-pos/'],
  ['sanal pos', '/sanal-pos/'],
  ['SANAL POS', '/sanal-pos/'],
  ['döviz pos', '/sanal-pos/doviz-pos/'],
  ['doviz pos', '/sanal-pos/doviz-pos/'],
  // Without Turkish letters, in capitals.
  ['para gonder', '/ucretsiz-para-transferi/'],
  ['para gönder', '/ucretsiz-para-transferi/'],
  ['odeme', '/sanal-pos/link-ile-odeme-alma/'],
  ['iletisim', '/iletisim/'],
  ['İLETİŞİM', '/iletisim/'],
  ['IBAN', '/avrupa-iban-ile-para-alma/'],
  ['on odemeli', '/on-odemeli-kart/'],
  ['para yukle', '/para-yukle/'],
  ['sube', '/temsilciliklerimiz/'],
  // Typos.
  ['kampanyalr', '/kampanyalar/'],
  ['iletişm', '/iletisim/'],
  ['moneygrm', '/moneygram-ile-para-alma/'],
  // Suffixes.
  ['kartlar', '/on-odemeli-kart/'],
  ['kampanyalar', '/kampanyalar/'],
  ['limitler', '/ucret-ve-limitler/'],
  ['temsilciliklerimiz', '/temsilciliklerimiz/'],
  // Questions.
  ['kartımı kaybettim', '/sikca-sorulan-sorular/kartlar/kartimi-kaybettim-ne-yapmaliyim/'],
  ['kartimi kaybettim', '/sikca-sorulan-sorular/kartlar/kartimi-kaybettim-ne-yapmaliyim/'],
  ['IBAN nasıl alınır', '/avrupa-iban-ile-para-alma/'],
  ['hesap nasıl açılır', '/sikca-sorulan-sorular/hesap-ve-kimlik-dogrulama/unilira-hesabi-nasil-acilir/'],
  ['yanlış iban', '/sikca-sorulan-sorular/para-transferi/yanlis-ibana-para-gonderdim/'],
  ['kart şifresi', '/sikca-sorulan-sorular/kartlar/kart-sifremi-nasil-belirlerim/'],
  ['faturamı nasıl öderim', '/anlasmali-kurumlar/'],
  // Synonyms (content/search/synonyms.json).
  ['fatura', '/anlasmali-kurumlar/'],
  ['fatura öde', '/anlasmali-kurumlar/'],
  ['havale', '/ucretsiz-para-transferi/'],
  ['eft', '/ucretsiz-para-transferi/'],
  ['şube', '/temsilciliklerimiz/'],
  ['kayıp kart', '/sikca-sorulan-sorular/kartlar/kartimi-kaybettim-ne-yapmaliyim/'],
  ['kartım çalındı', '/sikca-sorulan-sorular/kartlar/kartimi-kaybettim-ne-yapmaliyim/'],
  ['müşteri hizmetleri', '/iletisim/'],
  ['komisyon', '/ucret-ve-limitler/'],
  ['sss', '/sikca-sorulan-sorular/'],
  ['sepa', '/avrupa-iban-ile-para-alma/'],
  // Offices by city and district.
  ['ankara temsilcilik', { office: { city: 'Ankara' } }],
  ['izmir şube', { office: { city: 'İzmir' } }],
  ['kadıköy', { office: { district: 'Kadıköy' } }],
  // Pages by name.
  ['sanal kart', '/sanal-kart/'],
  ['ön ödemeli kart', '/on-odemeli-kart/'],
  ['troy', '/troy-kart/'],
  ['moneygram', '/moneygram-ile-para-alma/'],
  ['para yükle', '/para-yukle/'],
  ['avrupa iban', '/avrupa-iban-ile-para-alma/'],
  ['link ile ödeme', '/sanal-pos/link-ile-odeme-alma/'],
  ['uniqr', '/uniqr/'],
  ['temsilcilik başvurusu', '/temsilcilik-basvurusu/'],
  ['ücret ve limitler', '/ucret-ve-limitler/'],
  ['hakkımızda', '/hakkimizda/'],
  ['kurumsal yönetim', '/kurumsal-yonetim/'],
  ['kurumsal', '/kurumsal/'],
  ['çerez politikası', '/gizlilik-ve-guvenlik/cerez-politikasi/'],
  ['güvenlik ipuçları', '/gizlilik-ve-guvenlik/guvenlik-ipuclari/'],
  ['arkadaşını davet et', '/kampanyalar/arkadasini-davet-et-100-tl-kazan/'],
];

const en: [string, Expected][] = [
  ['card', '/en/prepaid-card/'],
  ['cards', '/en/prepaid-card/'],
  ['prepaid card', '/en/prepaid-card/'],
  ['virtual card', '/en/virtual-card/'],
  ['troy', '/en/troy-card/'],
  ['fees', '/en/fees-and-limits/'],
  ['transfer limits', '/en/fees-and-limits/'],
  ['commission', '/en/fees-and-limits/'],
  ['lost card', '/en/faq/cards/i-lost-my-card-what-should-i-do/'],
  ['stolen card', '/en/faq/cards/i-lost-my-card-what-should-i-do/'],
  ['international transfer', '/en/international-money-transfer/'],
  ['send money', '/en/free-money-transfer/'],
  ['wire transfer', '/en/free-money-transfer/'],
  ['load money', '/en/load-money/'],
  ['virtual pos', '/en/virtual-pos/'],
  ['virtualpos', '/en/virtual-pos/'],
  ['multi currency pos', '/en/virtual-pos/multi-currency-pos/'],
  ['link payment', '/en/virtual-pos/link-payment/'],
  ['contact', '/en/communication/'],
  ['customer service', '/en/communication/'],
  ['iban', '/en/receive-money-europe-iban/'],
  ['european iban', '/en/receive-money-europe-iban/'],
  ['moneygram', '/en/moneygram-money-receiving/'],
  ['representative application', '/en/representative-application/'],
  ['about us', '/en/about-us/'],
  ['corporate governance', '/en/corporate-governance/'],
  ['cookie policy', '/en/privacy-and-security/cookie-policy/'],
  ['faq', '/en/faq/'],
  ['open account', '/en/faq/account-and-verification/how-do-i-open-an-account/'],
  ['invite a friend', '/en/campaigns/invite-a-friend-earn-100-try/'],
  ['card pin', '/en/faq/cards/how-do-i-set-my-card-pin/'],
  ['wrong iban', '/en/faq/money-transfer/i-sent-money-to-the-wrong-iban/'],
  ['pay bills', '/en/in-network-providers/'],
  ['how do I pay my bills', '/en/in-network-providers/'],
  ['branch ankara', { office: { city: 'Ankara' } }],
  ['izmir branch', { office: { city: 'İzmir' } }],
  ['kadikoy', { office: { district: 'Kadıköy' } }],
];

function check(locale: Locale, query: string, expected: Expected) {
  const results = index.search(query, locale, 10);
  const first = results[0];
  expect(first, `"${query}" found nothing`).toBeDefined();
  expect(results.every((r) => r.path.startsWith('/en/') === (locale === 'en')), 'results in the other language').toBe(true);
  if (typeof expected === 'string') {
    expect(first!.path, `"${query}" → ${results.slice(0, 3).map((r) => r.path).join(', ')}`).toBe(expected);
    return;
  }
  const officesPath = locale === 'tr' ? '/temsilciliklerimiz/' : '/en/our-representative-offices/';
  expect(first!.path.startsWith(`${officesPath}#`), `"${query}" → ${first!.path}`).toBe(true);
  const office = bundle.collections.offices.find((o) => first!.path.endsWith(`#${o.slug}`));
  expect(office, first!.path).toMatchObject(expected.office);
}

describe('the right page comes first', () => {
  it('has at least 60 queries across both languages', () => {
    expect(tr.length + en.length).toBeGreaterThanOrEqual(60);
  });
  it.each(tr)('tr: %s', (query, expected) => check('tr', query, expected));
  it.each(en)('en: %s', (query, expected) => check('en', query, expected));
});

describe('result shape', () => {
  it('names a page by its visible name and the section a visitor knows', () => {
    const [first] = index.search('sanal pos', 'tr');
    expect(first).toEqual({ id: expect.any(String), path: '/sanal-pos/', title: 'Sanal POS', parentName: 'Kurumsal' });
    const [faq] = index.search('kartımı kaybettim', 'tr');
    expect(faq!.parentName).toBe('Sıkça Sorulan Sorular');
    const [transfer] = index.search('international transfer', 'en');
    expect(transfer!.parentName).toBe('Money Transfer');
  });

  it('gives sections of a page their own result, linking to the anchor', () => {
    const results = index.search('kart ücretleri', 'tr');
    expect(results.map((r) => r.path)).toContain('/ucret-ve-limitler/#kartlar');
    const section = results.find((r) => r.path === '/ucret-ve-limitler/#kartlar')!;
    expect(section.parentName).toBe('Ücretler ve Limitler');
  });

  it('indexes no placeholder text from missing fields', () => {
    expect(index.search('undefined', 'tr')).toEqual([]);
    expect(index.search('null', 'en')).toEqual([]);
  });

  it('never returns drafts', () => {
    const drafts = bundle.collections.blog.filter((p) => !p.published);
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) {
      const paths = index.search(d.title, d.locale, 50).map((r) => r.path);
      expect(paths.some((p) => p.includes(d.slug))).toBe(false);
    }
  });
});
