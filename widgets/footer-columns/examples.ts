// Named examples of the footer's link columns, for the unit and browser tests.
import type { FooterColumnsProps } from './footer-columns.js';

export const examples = {
  threeColumns: {
    columns: [
      { title: 'Kurumsal', links: [{ title: 'Hakkımızda', url: '/hakkimizda/' }, { title: 'Blog', url: '/blog/' }] },
      { title: 'Ürünler', links: [{ title: 'Yurt dışına para gönder', url: '/yurt-disi-para-transferi/' }, { title: 'Sanal kart', url: '/sanal-kart/' }] },
      { title: 'Yardım', links: [{ title: 'Sıkça sorulan sorular', url: '/sikca-sorulan-sorular/' }, { title: 'İletişim', url: '/iletisim/' }] },
    ],
  },
} satisfies Record<string, FooterColumnsProps>;
