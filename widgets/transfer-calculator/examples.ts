// Named examples of the transfer calculator, for the unit and browser tests: the short form, a result, errors.
import type { CalculatorProps } from '../../shared/calculator.js';

const short = {
  id: 'hesapla-calc',
  action: '/para-transferi-hesapla/',
  lang: 'tr',
  full: false,
  heading: 3,
  labels: {
    send: 'Gönderdiğin tutar',
    receive: 'Alıcıya ulaşan tutar',
    to: 'Nereye?',
    date: 'Gönderim tarihi',
    dateHint: 'Bugün ya da önümüzdeki 60 gün içinde bir gün',
    submit: 'Hesapla',
    problem: 'Bir sorun var',
    result: 'Sonuç',
    loading: 'Hesaplanıyor…',
    link: 'Bu sonuca doğrudan bağlantı',
  },
  groups: [
    {
      label: 'Türkiye\'de',
      options: [
        { value: 'tr-try-account', label: 'Unilira hesabına (TRY)', currency: 'TRY' },
        { value: 'tr-try-iban', label: 'Türkiye\'deki bir IBAN\'a (TRY)', currency: 'TRY' },
      ],
    },
    {
      label: 'Yurt dışında banka hesabına',
      options: [
        { value: 'de-eur-bank', label: 'Almanya · banka hesabına · EUR', currency: 'EUR' },
        { value: 'nl-eur-bank', label: 'Hollanda · EUR', currency: 'EUR' },
        { value: 'fr-eur-bank', label: 'Fransa · EUR', currency: 'EUR' },
      ],
    },
    {
      label: 'MoneyGram ile nakit teslim',
      options: [
        { value: 'de-eur-cash', label: 'Almanya · EUR', currency: 'EUR' },
        { value: 'us-usd-cash', label: 'Amerika Birleşik Devletleri · USD', currency: 'USD' },
        { value: 'pk-pkr-cash', label: 'Pakistan · PKR', currency: 'PKR' },
      ],
    },
  ],
  min: '',
  max: '',
  values: { amount: '', side: 'send', to: 'de-eur-bank', date: '' },
} satisfies CalculatorProps;

export const examples = {
  short,
  result: {
    ...short,
    full: true,
    heading: 2,
    min: '2026-11-26',
    max: '2027-01-25',
    values: { amount: '1000', side: 'send', to: 'de-eur-bank', date: '2026-11-26' },
    result: {
      headline: 'Alıcıya €18,93 ulaşır',
      rows: [
        { label: 'Nereye ve nasıl', value: 'Almanya · banka hesabına · EUR' },
        { label: 'Gönderdiğin tutar', value: '1.000,00 TL' },
        { label: 'Ücret', value: '30,00 TL' },
        { label: 'Çevrilen tutar', value: '970,00 TL' },
        { label: 'Uygulanan kur', value: '1 EUR = 51,2185 TL' },
        {
          label: 'Referans kur',
          value: '1 EUR = 50,9637 TL',
          note: 'TCMB gösterge niteliğindeki döviz satış kuru, 25 Kasım 2026 15:30 bülteni (2026/224)',
        },
        { label: 'Referans kura göre fark', value: '%0,50', note: 'Hafta içi oranı' },
        { label: 'Alıcıya ulaşan tutar', value: '€18,93' },
        {
          label: 'Tahmini varış',
          value: '27 Kasım 2026 – 30 Kasım 2026',
          note: 'İş günü hesabıyla; hafta sonları, Türkiye\'nin ve alıcı ülkenin resmî tatilleri sayılmaz.',
        },
        { label: 'Toplam maliyet', value: '34,83 TL', note: 'Ücret 30,00 TL ve kur farkı 4,83 TL' },
      ],
      notes: ['Örnek kurlar: 25 Kasım 2026 tarihli TCMB bülteni. Gönderdiğin günün kuru uygulamada gösterilir.'],
      next: { text: 'Gönderimi uygulamada tamamlarsın.', label: 'Uygulamada gönder', url: '#qr' },
      fields: { send: '1.000,00', receive: '18,93' },
      limits: {
        heading: 'Geçerli limitler (kimliği doğrulanmış hesap)',
        items: ['İşlem başına: 50.000,00 TL', 'Günlük: 100.000,00 TL', 'Aylık: 250.000,00 TL'],
        link: { label: 'Tüm limitler', url: '/ucret-ve-limitler/#limit-tablosu' },
      },
    },
    errors: [],
  },
  errors: {
    ...short,
    full: true,
    heading: 2,
    min: '2026-11-26',
    max: '2027-01-25',
    values: { amount: 'abc', side: 'send', to: 'de-eur-bank', date: '2026-11-26' },
    errors: [{ field: 'amount', message: 'Tutarı yalnızca rakamla yaz, örneğin 1250 ya da 1250,50.' }],
  },
  englishOverLimit: {
    id: 'hesapla-calc',
    action: '/en/transfer-calculator/',
    lang: 'en',
    full: true,
    heading: 2,
    labels: {
      send: 'You send',
      receive: 'Recipient gets',
      to: 'Where to?',
      date: 'Send date',
      dateHint: 'Today or a day in the next 60 days',
      submit: 'Calculate',
      problem: 'There is a problem',
      result: 'Result',
      loading: 'Calculating…',
      link: 'Link to this result',
    },
    groups: [
      {
        label: 'In Türkiye',
        options: [
          { value: 'tr-try-account', label: 'To a Unilira account (TRY)', currency: 'TRY' },
          { value: 'tr-try-iban', label: 'To an IBAN in Türkiye (TRY)', currency: 'TRY' },
        ],
      },
      {
        label: 'To a bank account abroad',
        options: [
          { value: 'de-eur-bank', label: 'Germany · EUR', currency: 'EUR' },
          { value: 'nl-eur-bank', label: 'Netherlands · EUR', currency: 'EUR' },
          { value: 'fr-eur-bank', label: 'France · EUR', currency: 'EUR' },
        ],
      },
      {
        label: 'MoneyGram cash pickup',
        options: [
          { value: 'de-eur-cash', label: 'Germany · EUR', currency: 'EUR' },
          { value: 'us-usd-cash', label: 'United States · USD', currency: 'USD' },
          { value: 'pk-pkr-cash', label: 'Pakistan · PKR', currency: 'PKR' },
        ],
      },
    ],
    min: '2026-11-26',
    max: '2027-01-25',
    values: { amount: '100000000', side: 'send', to: 'de-eur-bank', date: '2026-11-26' },
    errors: [{ field: 'amount', message: 'You can send at most 50,000.00 TL in one transfer.' }],
  },
} satisfies Record<string, CalculatorProps>;
