// Site header. Each interactive part is an island whose server markup already works
// without JavaScript: dropdowns and search are <details>, the mobile menu and the QR
// overlay are :target sections, search is a GET form, the language switcher a link.
import { useView, type ViewContext } from './context.js';
import { Icon } from '../widgets/shared/icon.js';
import { Island } from './Island.js';
import { otherLocale } from '../shared/locale.js';
import { defaultNav } from './default-nav.js';
import { normalizeContentUrl } from '../server/routes/paths.js';
import type { NavItem } from '../server/content/schemas.js';
import type { NavLinkItem } from '../widgets/shared/types.js';
import { useNavMenuProps } from './islands/nav-menu.js';
import { useSearchBoxProps } from './islands/search-box.js';
import { useMobileMenuProps } from './islands/mobile-menu.js';
import { OVERLAYS } from '../shared/site-rules.js';
import { imageSources } from './media.js';

/** The menu from content (or the built-in one), with URLs made canonical and without /tr. */
export function useNav(): NavLinkItem[] {
  return navItems(useView());
}

export function navItems({ header, pathFor, site, t }: Pick<ViewContext, 'header' | 'pathFor' | 'site' | 't'>): NavLinkItem[] {
  const items = header.headerNavbar.length > 0 ? header.headerNavbar : defaultNav(pathFor, site, t);
  const convert = (i: NavItem): NavLinkItem => ({
    title: i.title, url: normalizeContentUrl(i.url), icon: i.icon || undefined, description: i.anchor || undefined,
    children: i.children?.length ? i.children.map(convert) : undefined,
  });
  return items.map(convert);
}

/** Where the language switcher leads: this page's twin, or the other language's home page. */
export function switcherHref({ locale, alternates, pathFor }: Pick<ViewContext, 'locale' | 'alternates' | 'pathFor'>): string {
  const other = otherLocale(locale);
  return alternates[other] ?? pathFor('home', {}, other);
}

export function LanguageSwitcher() {
  const view = useView();
  const other = otherLocale(view.locale);
  const href = switcherHref(view);
  return (
    <a className="lang-switch" href={href} hrefLang={other} lang={other} data-lang-switch={other}>
      {other.toUpperCase()}<span className="visually-hidden"> – {other === 'en' ? 'English' : 'Türkçe'}</span>
    </a>
  );
}

export function Logo() {
  const { site, header, pathFor, t } = useView();
  return (
    <a className="logo" href={pathFor('home')} aria-label={`${site.brand} – ${t('Ana Sayfa')}`}>
      <img {...imageSources(header.logo.url, 264, '132px')} alt="" width="132" height="32" />
    </a>
  );
}

export function Header() {
  const { header, t } = useView();
  const items = useNav();
  const search = {
    ...useSearchBoxProps('header-search', { history: { pastSearches: header.pastSearchesText, recent: t('Son baktıkların') } }),
    panel: { open: t('Ara') },
  };
  return (
    <>
    <header className="site-header">
      <a className="skip-link" href="#main">{t('İçeriğe geç')}</a>
      <div className="container header-bar">
        <Logo />
        <Island id="nav-menu" props={useNavMenuProps(items)} />
        <div className="header-actions">
          <Island id="search-box" props={search} />
          <a className="help-link" href={normalizeContentUrl(header.helpUrl)}><Icon name="help" /><span>{header.helpText}</span></a>
          <LanguageSwitcher />
          <a className="qr-button button primary" href={`#${OVERLAYS.qr}`}><Icon name="qr" className="icon app-icon-qr" /><Icon name="app-download" className="icon app-icon-touch" /><span>{header.qrText}</span></a>
          <a className="menu-toggle" href={`#${OVERLAYS.mobileMenu}`} aria-label={t('Menüyü aç')} aria-controls={OVERLAYS.mobileMenu}><Icon name="menu" /></a>
        </div>
      </div>
    </header>
    {/* Outside <header>: its backdrop-filter would make it the containing block of the fixed overlay. */}
    <Island id="mobile-menu" props={useMobileMenuProps(items)} />
    </>
  );
}
