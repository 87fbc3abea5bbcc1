// Named examples of the header menu, for the unit and browser tests: as content gives it.
import type { NavMenuProps } from './nav-menu.js';

export const examples = {
  home: {
    label: 'Ana menü',
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
    currentPath: '',
  },
  english: {
    label: 'Main menu',
    items: [
      {
        title: 'Personal',
        url: '',
        children: [
          {
            title: 'Send Money',
            url: '/en/free-money-transfer/',
            icon: 'transfer',
            description: 'Send money instantly and free',
            children: [
              { title: 'To a Unilira Account', url: '/en/free-money-transfer/#to-unilira-accounts' },
              { title: 'Domestic Transfer', url: '/en/free-money-transfer/#transfers-in-turkiye' },
              { title: 'International Transfer', url: '/en/free-money-transfer/#international-transfers' },
              { title: 'Transfer Calculator', url: '/en/transfer-calculator/' },
            ],
          },
          {
            title: 'Load Money',
            url: '/en/load-money/',
            icon: 'wallet',
            description: 'Top up your account easily',
            children: [
              { title: 'Load Money', url: '/en/load-money/#ways-to-load' },
              { title: 'Request from a Unilira User', url: '/en/load-money/#request-money' },
            ],
          },
          {
            title: 'Cards',
            url: '/en/prepaid-card/',
            icon: 'card',
            description: 'Prepaid, virtual and TROY cards',
          },
        ],
      },
      {
        title: 'Business',
        url: '',
        children: [
          {
            title: 'Business Solutions',
            url: '/en/corporate/',
            icon: 'building',
            description: 'Virtual POS and business solutions',
          },
          {
            title: 'Representative Program',
            url: '/en/representative/',
            icon: 'users',
            description: 'Become a Unilira representative',
          },
          {
            title: 'In-Network Providers',
            url: '/en/in-network-providers/',
            icon: 'store',
            description: 'Where you can load money and pay bills',
          },
        ],
      },
      { title: 'Campaigns', url: '/en/campaigns/' },
      { title: 'About Us', url: '/en/about-us/' },
      { title: 'Blog', url: '/en/blog/' },
    ],
    currentPath: '',
  },
} satisfies Record<string, NavMenuProps>;
