// Site header. Without JavaScript: dropdowns are exclusive <details>, the mobile menu and
// the QR overlay are :target sections, search is a GET form. Widgets add behaviour on top.
import { useView } from './context.js';
import { Icon } from './Icon.js';
import { defaultNav } from './default-nav.js';
import { normalizeContentUrl } from '../server/routes/paths.js';
import type { NavItem } from '../server/content/schemas.js';

export function useNav(): NavItem[] {
  const { header, pathFor, site, t } = useView();
  return header.headerNavbar.length > 0 ? header.headerNavbar : defaultNav(pathFor, site, t);
}

export function NavLink({ item, className }: { item: NavItem; className?: string }) {
  const { currentPath } = useView();
  const href = normalizeContentUrl(item.url);
  return (
    <a className={className} href={href} aria-current={href === currentPath ? 'page' : undefined}>
      {item.icon ? <Icon name={item.icon} /> : null}
      <span className="nav-link-text">
        <span className="nav-link-title">{item.title}</span>
        {item.anchor ? <span className="nav-link-desc">{item.anchor}</span> : null}
      </span>
    </a>
  );
}

export function Dropdown({ item }: { item: NavItem }) {
  return (
    <details className="nav-group" name="main-nav">
      <summary>{item.title}<Icon name="chevron" className="icon chevron" /></summary>
      <div className="dropdown">
        <ul className="dropdown-sections">
          {item.children!.map((section) => (
            <li key={section.title + section.url}>
              <NavLink item={section} className="dropdown-title" />
              {section.children?.length ? (
                <ul className="dropdown-links">
                  {section.children.map((c) => <li key={c.url}><NavLink item={c} /></li>)}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

export function LanguageSwitcher() {
  const { locale, alternates, pathFor } = useView();
  const other = locale === 'tr' ? 'en' : 'tr';
  const href = alternates[other] ?? pathFor('home', {}, other);
  return (
    <a className="lang-switch" href={href} hrefLang={other} lang={other} data-lang-switch={other}
      aria-label={other === 'en' ? 'English' : 'Türkçe'}>
      {other.toUpperCase()}
    </a>
  );
}

export function Logo() {
  const { site, pathFor, t } = useView();
  return (
    <a className="logo" href={pathFor('home')} aria-label={`${site.brand} – ${t('Ana Sayfa')}`}>
      <img src={site.logo} alt="" width="132" height="32" />
    </a>
  );
}

export function Header() {
  const { header, t, pathFor } = useView();
  const nav = useNav();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">{t('İçeriğe geç')}</a>
      <div className="container header-bar">
        <Logo />
        <nav className="main-nav" aria-label={t('Ana menü')}>
          <ul>
            {nav.map((item) => (
              <li key={item.title}>{item.children?.length ? <Dropdown item={item} /> : <NavLink item={item} className="nav-direct" />}</li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <details className="search-toggle" name="main-nav">
            <summary aria-label={t('Ara')}><Icon name="search" /></summary>
            <div className="search-panel">
              <form className="search-form" method="get" action={pathFor('search')} role="search">
                <label className="visually-hidden" htmlFor="header-search">{header.searchText}</label>
                <input id="header-search" type="search" name="q" placeholder={header.searchText} maxLength={100} required />
                <button type="submit" className="button primary">{header.searchButtonText}</button>
              </form>
              <p className="search-panel-heading">{header.highlightsText}</p>
              <ul className="chips">
                {header.highlightsItem.map((h) => (
                  <li key={h.properties.url}><a className="chip" href={normalizeContentUrl(h.properties.url)}>{h.properties.title}</a></li>
                ))}
              </ul>
            </div>
          </details>
          <a className="help-link" href={normalizeContentUrl(header.helpUrl)}><Icon name="help" /><span>{header.helpText}</span></a>
          <LanguageSwitcher />
          <a className="qr-button button primary" href="#qr"><Icon name="qr" /><span>{header.qrText}</span></a>
          <a className="menu-toggle" href="#mobile-menu" aria-label={t('Menüyü aç')}><Icon name="menu" /></a>
        </div>
      </div>
      <MobileMenu />
    </header>
  );
}

export function MobileMenu() {
  const { header, t, pathFor } = useView();
  const nav = useNav();
  return (
    <div id="mobile-menu" className="mobile-menu" aria-label={t('Menü')} role="dialog">
      <div className="mobile-menu-bar">
        <Logo />
        <a className="qr-button button primary" href="#qr"><Icon name="qr" /><span>{header.qrText}</span></a>
        <a className="close-button" href="#" aria-label={t('Menüyü kapat')}><Icon name="close" /></a>
      </div>
      <form className="search-form" method="get" action={pathFor('search')} role="search">
        <label className="visually-hidden" htmlFor="mobile-search">{header.searchText}</label>
        <input id="mobile-search" type="search" name="q" placeholder={header.searchText} maxLength={100} required />
        <button type="submit" className="button primary">{header.searchButtonText}</button>
      </form>
      <ul className="mobile-nav">
        {nav.map((item) => (
          <li key={item.title}>
            {item.children?.length ? (
              <details name="mobile-nav">
                <summary>{item.title}<Icon name="chevron" className="icon chevron" /></summary>
                <ul>
                  {item.children.map((section) => (
                    <li key={section.title + section.url}>
                      <NavLink item={section} />
                      {section.children?.length ? (
                        <ul>{section.children.map((c) => <li key={c.url}><NavLink item={c} /></li>)}</ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <NavLink item={item} className="mobile-direct" />
            )}
          </li>
        ))}
      </ul>
      <a className="help-link" href={normalizeContentUrl(header.helpUrl)}><Icon name="help" /><span>{header.helpText}</span></a>
    </div>
  );
}
