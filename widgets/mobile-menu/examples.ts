// Named examples of the mobile menu, for the unit and browser tests.
import type { MobileMenuProps } from './mobile-menu.js';

export const examples = {
  home: {
    label: 'Menü',
    closeLabel: 'Menüyü kapat',
    homeHref: '/',
    homeLabel: 'Unilira – Ana Sayfa',
    logoSrc: '/images/logo.svg',
    qr: { text: 'Uygulamayı İndir' },
    search: {
      id: 'mobile-search',
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
            { title: 'Ücret ve limitler', url: '/ucret-ve-limitler/' },
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
    },
    help: { text: 'Yardım', url: '/sikca-sorulan-sorular/' },
    items: [
      {
        title: 'Bireysel',
        url: '',
        children: [
          {
            title: 'Para Gönder',
            url: '/ucretsiz-para-transferi/',
            icon: 'transfer',
            description: 'Ücretsiz ve anında para gönder',
            children: [
              { title: 'Unilira Hesabına', url: '/ucretsiz-para-transferi/#unilira-hesabina' },
              { title: 'Yurt İçi Para Transferi', url: '/ucretsiz-para-transferi/#yurt-ici-para-transferi' },
              {
                title: 'Yurt Dışı Para Transferi',
                url: '/ucretsiz-para-transferi/#yurt-disi-para-transferi',
              },
              { title: 'Transfer Hesapla', url: '/para-transferi-hesapla/' },
            ],
          },
          {
            title: 'Para Yükle',
            url: '/para-yukle/',
            icon: 'wallet',
            description: 'Hesabına kolayca para yükle',
            children: [
              { title: 'Para Yükle', url: '/para-yukle/#para-yukle' },
              { title: 'Uniliralıdan İste', url: '/para-yukle/#uniliralidan-iste' },
            ],
          },
          {
            title: 'Kartlar',
            url: '/on-odemeli-kart/',
            icon: 'card',
            description: 'Ön ödemeli, sanal ve TROY kartlar',
          },
        ],
      },
      {
        title: 'Kurumsal',
        url: '',
        children: [
          {
            title: 'Kurumsal',
            url: '/kurumsal/',
            icon: 'building',
            description: 'Sanal POS ve işletme çözümleri',
          },
          {
            title: 'Temsilcilik',
            url: '/temsilcilik/',
            icon: 'users',
            description: 'Unilira temsilcisi ol, kazan',
          },
          {
            title: 'Anlaşmalı Kurumlar',
            url: '/anlasmali-kurumlar/',
            icon: 'store',
            description: 'Para yükleyebileceğin noktalar',
          },
        ],
      },
      { title: 'Kampanyalar', url: '/kampanyalar/' },
      { title: 'Hakkımızda', url: '/hakkimizda/' },
      { title: 'Blog', url: '/blog/' },
    ],
  },
} satisfies Record<string, MobileMenuProps>;
