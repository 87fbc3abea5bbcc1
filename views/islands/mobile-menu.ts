// The mobile menu's props from content: the menu's links, the search box, help and the app link.
import { useView } from '../context.js';
import { normalizeContentUrl } from '../../server/routes/paths.js';
import { useSearchBoxProps } from './search-box.js';
import type { NavLinkItem } from '../../widgets/shared/types.js';
import type { MobileMenuProps } from '../../widgets/mobile-menu/mobile-menu.js';

export function useMobileMenuProps(items: NavLinkItem[]): MobileMenuProps {
  const { header, t, pathFor, site } = useView();
  return {
    label: t('Menü'), closeLabel: t('Menüyü kapat'), homeHref: pathFor('home'), homeLabel: `${site.brand} – ${t('Ana Sayfa')}`,
    logoSrc: header.logo.url, qr: { text: header.qrText },
    search: useSearchBoxProps('mobile-search'),
    help: { text: header.helpText, url: normalizeContentUrl(header.helpUrl) }, items,
  };
}
