// Server side of the mobile menu island.
import { useView } from './context.js';
import { Island } from './Island.js';
import { useSearchBoxProps } from './search/box-props.js';
import { normalizeContentUrl } from '../server/routes/paths.js';
import type { NavLinkItem } from '../widgets/shared/types.js';
import type { MobileMenuProps } from '../widgets/mobile-menu/mobile-menu.js';

export function MobileMenuIsland({ items }: { items: NavLinkItem[] }) {
  const { header, t, pathFor, site } = useView();
  const props: MobileMenuProps = {
    label: t('Menü'), closeLabel: t('Menüyü kapat'), homeHref: pathFor('home'), homeLabel: `${site.brand} – ${t('Ana Sayfa')}`,
    logoSrc: site.logo, qr: { text: header.qrText },
    search: useSearchBoxProps('mobile-search'),
    help: { text: header.helpText, url: normalizeContentUrl(header.helpUrl) }, items,
  };
  return <Island id="mobile-menu" props={props} />;
}
