// Named examples of the search box, for the unit and browser tests: the header panel, the results page, the help centre.
import type { SearchIsland } from './search-box.js';

const header = {
  id: 'header-search',
  action: '/arama/',
  lang: 'tr',
  labels: {
    input: 'Sitede ara',
    placeholder: 'Ne aramıştın?',
    button: 'Ara',
    count: '{{count}} sonuç bulundu',
    noResults: 'Sonuç bulunamadı..',
    loading: 'Aranıyor…',
    failed: 'Şu an arama yapılamadı.',
    retry: 'Yeniden dene',
  },
  suggestions: [
    {
      heading: 'Öne çıkanlar',
      links: [
        { title: 'Ücretsiz para transferi', url: '/ucretsiz-para-transferi/' },
        { title: 'Yurt dışına para gönder', url: '/yurt-disi-para-transferi/' },
        { title: 'Ücretler ve limitler', url: '/ucret-ve-limitler/' },
        { title: 'Sanal kart', url: '/sanal-kart/' },
        { title: 'Temsilcilik başvurusu', url: '/temsilcilik-basvurusu/' },
      ],
    },
    {
      heading: 'Çok bakılanlar',
      links: [
        { title: 'Sıkça sorulan sorular', url: '/sikca-sorulan-sorular/' },
        { title: 'Temsilciliklerimiz', url: '/temsilciliklerimiz/' },
        { title: 'Ön ödemeli kart', url: '/on-odemeli-kart/' },
        { title: 'Kampanyalar', url: '/kampanyalar/' },
        { title: 'İletişim', url: '/iletisim/' },
      ],
    },
  ],
  history: { pastSearches: 'Son aramaların', recent: 'Son baktıkların' },
  panel: { open: 'Ara' },
} satisfies Parameters<typeof SearchIsland>[0];

export const examples = {
  header,
  results: {
    ...header,
    id: 'search-page-q',
    term: 'kart',
    rows: [
      {
        id: 'page:prepaidCard:tr',
        path: '/on-odemeli-kart/',
        title: 'Ön Ödemeli Kart',
        parentName: 'Kartlar',
        snippet: [
          { text: '…güvenle ve yurt dışında harca. Kredi ', mark: false },
          { text: 'kartı', mark: true },
          { text: ' başvurusu gerekmez.', mark: false },
        ],
      },
      {
        id: 'page:troyCard:tr',
        path: '/troy-kart/',
        title: 'TROY Kart',
        parentName: 'Kartlar',
        snippet: [
          { text: 'Türkiye\'nin ulusal ', mark: false },
          { text: 'kart', mark: true },
          { text: ' şeması TROY altyapısındaki Unilira ', mark: false },
          { text: 'kartla', mark: true },
          { text: ' yurt içinde mağazada, ATM\'de ve internette düşük maliyetle harca.', mark: false },
        ],
      },
      {
        id: 'page:virtualCard:tr',
        path: '/sanal-kart/',
        title: 'Sanal Kart',
        parentName: 'Kartlar',
        snippet: [
          { text: '…uygulamasında saniyeler içinde sanal ', mark: false },
          { text: 'kart', mark: true },
          {
            text: ' oluştur; internet alışverişlerinde güvenle kullan, dilediğinde dondur ya da yenile.',
            mark: false,
          },
        ],
      },
    ],
    big: true,
    history: undefined,
    panel: undefined,
  },
  englishResults: {
    id: 'search-page-q',
    action: '/en/search/',
    lang: 'en',
    labels: {
      input: 'Search the site',
      placeholder: 'What are you looking for?',
      button: 'Search',
      count: 'Results found: {{count}}',
      noResults: 'No results found.',
      loading: 'Searching…',
      failed: 'Search isn\'t working right now.',
      retry: 'Try again',
    },
    suggestions: [
      {
        heading: 'Highlights',
        links: [
          { title: 'Free money transfer', url: '/en/free-money-transfer/' },
          { title: 'Send money abroad', url: '/en/international-money-transfer/' },
          { title: 'Fees and limits', url: '/en/fees-and-limits/' },
          { title: 'Virtual card', url: '/en/virtual-card/' },
          { title: 'Representative application', url: '/en/representative-application/' },
        ],
      },
      {
        heading: 'Popular pages',
        links: [
          { title: 'FAQ', url: '/en/faq/' },
          { title: 'Representative offices', url: '/en/our-representative-offices/' },
          { title: 'Prepaid card', url: '/en/prepaid-card/' },
          { title: 'Campaigns', url: '/en/campaigns/' },
          { title: 'Contact', url: '/en/communication/' },
        ],
      },
    ],
    term: 'card',
    rows: [
      {
        id: 'page:prepaidCard:en',
        path: '/en/prepaid-card/',
        title: 'Prepaid Card',
        parentName: 'Cards',
        snippet: [
          { text: '…to your Unilira account. No credit ', mark: false },
          { text: 'card', mark: true },
          { text: ' application needed.', mark: false },
        ],
      },
      {
        id: 'page:troyCard:en',
        path: '/en/troy-card/',
        title: 'TROY Card',
        parentName: 'Cards',
        snippet: [
          { text: '…Türkiye at low cost with a Unilira ', mark: false },
          { text: 'card', mark: true },
          { text: ' on TROY, the country\'s national ', mark: false },
          { text: 'card', mark: true },
          { text: ' scheme.', mark: false },
        ],
      },
      {
        id: 'page:virtualCard:en',
        path: '/en/virtual-card/',
        title: 'Virtual Card',
        parentName: 'Cards',
        snippet: [
          { text: 'Create a virtual ', mark: false },
          { text: 'card', mark: true },
          {
            text: ' in seconds in the Unilira app, use it safely for online shopping, and freeze or renew it whenever you like.',
            mark: false,
          },
        ],
      },
    ],
    big: true,
  },
  helpCentre: {
    ...header,
    id: 'faq-search',
    labels: {
      input: 'Sorularda ara',
      placeholder: 'Sorunu yaz, cevabını bulalım',
      button: 'Ara',
      count: '{{count}} sonuç bulundu',
      noResults: 'Sonuç bulunamadı..',
      loading: 'Aranıyor…',
      failed: 'Şu an arama yapılamadı.',
      retry: 'Yeniden dene',
    },
    suggestions: [],
    filter: { name: 'tur', value: 'sss', api: 'faq' },
    history: undefined,
    panel: undefined,
  },
} satisfies Record<string, Parameters<typeof SearchIsland>[0]>;
