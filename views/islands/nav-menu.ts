// The header menu's props: its links and the one that is the current page.
import { useView } from '../context.js';
import type { NavLinkItem } from '../../widgets/shared/types.js';
import type { NavMenuProps } from '../../widgets/nav-menu/nav-menu.js';

/** The menu link that is the current page ('' when none is). */
export function activeLink(items: NavLinkItem[], path: string): string {
  for (const i of items) {
    if (i.url === path) return path;
    if (i.children && activeLink(i.children, path)) return path;
  }
  return '';
}

export function useNavMenuProps(items: NavLinkItem[]): NavMenuProps {
  const { t, currentPath } = useView();
  // Only a menu link's own URL is passed on: the header is then the same on every page that is
  // not in the menu (server/render/layout-cache.tsx caches it so).
  return { label: t('Ana menü'), items, currentPath: activeLink(items, currentPath) };
}
