// Named examples of the mobile menu, for the unit and browser tests.
import type { MobileMenuProps } from './mobile-menu.js';
import { examples as navMenu } from '../nav-menu/examples.js';
import { examples as searchBox } from '../search-box/examples.js';

export const examples = {
  home: {
    label: 'Menü',
    closeLabel: 'Menüyü kapat',
    homeHref: '/',
    homeLabel: 'Unilira – Ana Sayfa',
    logoSrc: '/images/logo.svg',
    qr: { text: 'Uygulamayı İndir' },
    search: { ...searchBox.header, id: 'mobile-search', history: undefined },
    help: { text: 'Yardım', url: '/sikca-sorulan-sorular/' },
    items: navMenu.home.items,
  },
} satisfies Record<string, MobileMenuProps>;
