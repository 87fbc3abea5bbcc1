// The one table of the site's URLs (spec section 2). Matching, link building, the
// language switcher, hreflang, canonical URLs and both sitemaps are all derived from it.
// `{product}` is the product word from content/site.json; `:name` is a parameter.
export const routeMap = {
  home: { tr: '/', en: '/en/' },
  contact: { tr: '/iletisim/', en: '/en/communication/' },
  corporate: { tr: '/kurumsal/', en: '/en/corporate/' },
  troyCard: { tr: '/troy-kart/', en: '/en/troy-card/' },
  blog: { tr: '/blog/', en: '/en/blog/' },
  blogArticle: { tr: '/blog/:slug/', en: '/en/blog/:slug/' },
  aboutUs: { tr: '/hakkimizda/', en: '/en/about-us/' },
  loadMoney: { tr: '/para-yukle/', en: '/en/load-money/' },
  virtualCard: { tr: '/sanal-kart/', en: '/en/virtual-card/' },
  representative: { tr: '/temsilcilik/', en: '/en/representative/' },
  uniqr: { tr: '/uniqr/', en: '/en/uniqr/' },
  uniqrWhat: { tr: '/uniqr/uniqr-nedir/', en: '/en/uniqr/what-is-uniqr/' },
  prepaidCard: { tr: '/on-odemeli-kart/', en: '/en/prepaid-card/' },
  virtualPos: { tr: '/sanal-pos/', en: '/en/virtual-pos/' },
  multiCurrencyPos: { tr: '/sanal-pos/doviz-pos/', en: '/en/virtual-pos/multi-currency-pos/' },
  linkPayment: { tr: '/sanal-pos/link-ile-odeme-alma/', en: '/en/virtual-pos/link-payment/' },
  corporateGovernance: { tr: '/kurumsal-yonetim/', en: '/en/corporate-governance/' },
  campaigns: { tr: '/kampanyalar/', en: '/en/campaigns/' },
  campaignDetail: { tr: '/kampanyalar/:slug/', en: '/en/campaigns/:slug/' },
  fees: { tr: '/ucret-ve-limitler/', en: '/en/fees-and-limits/' },
  // Every fee schedule by date, and each one by the date it came into force (server/page-kinds/fees-archive.tsx).
  feesArchiveIndex: { tr: '/ucret-ve-limitler/arsiv/', en: '/en/fees-and-limits/archive/' },
  feesArchive: { tr: '/ucret-ve-limitler/arsiv/:date/', en: '/en/fees-and-limits/archive/:date/' },
  // The Central Bank's rates, today's and their history, with our applied rates (server/page-kinds/rates-pages.tsx).
  rates: { tr: '/doviz-kurlari/', en: '/en/exchange-rates/' },
  ratesCurrency: { tr: '/doviz-kurlari/:currency/', en: '/en/exchange-rates/:currency/' },
  providers: { tr: '/anlasmali-kurumlar/', en: '/en/in-network-providers/' },
  offices: { tr: '/temsilciliklerimiz/', en: '/en/our-representative-offices/' },
  representativeApplication: { tr: '/temsilcilik-basvurusu/', en: '/en/representative-application/' },
  becomeRepresentative: { tr: '/nasil-{product}li-olurum/', en: '/en/how-to-become-a-{product}li/' },
  moneygram: { tr: '/moneygram-ile-para-alma/', en: '/en/moneygram-money-receiving/' },
  freeTransfer: { tr: '/ucretsiz-para-transferi/', en: '/en/free-money-transfer/' },
  internationalTransfer: { tr: '/yurt-disi-para-transferi/', en: '/en/international-money-transfer/' },
  europeIban: { tr: '/avrupa-iban-ile-para-alma/', en: '/en/receive-money-europe-iban/' },
  calculator: { tr: '/para-transferi-hesapla/', en: '/en/transfer-calculator/' },
  privacy: { tr: '/gizlilik-ve-guvenlik/:slug/', en: '/en/privacy-and-security/:slug/' },
  faq: { tr: '/sikca-sorulan-sorular/', en: '/en/faq/' },
  faqCategory: { tr: '/sikca-sorulan-sorular/:category/', en: '/en/faq/:category/' },
  faqItem: { tr: '/sikca-sorulan-sorular/:category/:slug/', en: '/en/faq/:category/:slug/' },
  sitemap: { tr: '/sitemap.xml', en: '/en/sitemap.xml' },
  // Not in the spec's table: the server-rendered search results page that search forms
  // submit to without JavaScript. Kept out of sitemaps and marked noindex.
  search: { tr: '/arama/', en: '/en/search/' },
  // The app's smart link (the QR code and print lead here): phones go to their store, everyone
  // else gets a page with all three stores (server/http/app-link.ts). Not in sitemaps.
  app: { tr: '/uygulama/', en: '/en/app/' },
} as const;

export type RouteKey = keyof typeof routeMap;
export const routeKeys = Object.keys(routeMap) as [RouteKey, ...RouteKey[]];

/** Routes with parameters: pages of a content collection, the fee schedule archive (by date) and a currency's rates. */
export const paramRouteKeys = ['blogArticle', 'campaignDetail', 'privacy', 'faqCategory', 'faqItem', 'feesArchive', 'ratesCurrency'] as const satisfies readonly RouteKey[];
/** Routes that are files, not pages: no trailing slash, no layout. */
export const fileRouteKeys = ['sitemap'] as const satisfies readonly RouteKey[];
export type PageRouteKey = Exclude<RouteKey, (typeof fileRouteKeys)[number]>;
/** Pages made by code alone, with no content file: the search results, the app page, the fee archive and its index, the rates. */
export const codePageKeys = ['search', 'app', 'feesArchive', 'feesArchiveIndex', 'rates', 'ratesCurrency'] as const satisfies readonly RouteKey[];
export type StaticPageKey = Exclude<PageRouteKey, (typeof paramRouteKeys)[number] | (typeof codePageKeys)[number]>;

export const isParamRoute = (k: RouteKey): k is (typeof paramRouteKeys)[number] =>
  (paramRouteKeys as readonly string[]).includes(k);
export const isFileRoute = (k: RouteKey): boolean => (fileRouteKeys as readonly string[]).includes(k);

/** Pages with one content file per language under content/pages/. */
export const staticPageKeys = routeKeys.filter((k) => !isParamRoute(k) && !isFileRoute(k) && !(codePageKeys as readonly string[]).includes(k)) as StaticPageKey[];
