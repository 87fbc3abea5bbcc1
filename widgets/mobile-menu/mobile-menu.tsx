// Full-screen mobile menu. Without JavaScript it is the #mobile-menu anchor target, closed
// by a plain link; its sections are exclusive <details>. The client entry
// (mobile-menu.client.ts) makes this markup a modal overlay (focus trapped and returned,
// Escape, scroll lock) that closes when a link is followed. Rendered on the server only.
import { SearchBoxMount, type SearchBoxProps } from '../search-box/search-box.js';
import { Icon } from '../../views/Icon.js';
import type { NavLinkItem } from '../shared/types.js';

export interface MobileMenuProps {
  label: string; closeLabel: string; homeHref: string; homeLabel: string; logoSrc: string;
  qr: { text: string }; search: SearchBoxProps;
  help: { text: string; url: string }; items: NavLinkItem[];
}

export function MobileMenu({ label, closeLabel, homeHref, homeLabel, logoSrc, qr, search, help, items }: MobileMenuProps) {
  return (
    <div id="mobile-menu" className="mobile-menu" role="dialog" aria-label={label} data-overlay="" tabIndex={-1}>
      <div className="mobile-menu-bar">
        <a className="logo" href={homeHref} aria-label={homeLabel}><img src={logoSrc} alt="" width="132" height="32" /></a>
        <a className="qr-button button primary" href="#qr"><Icon name="qr" /><span>{qr.text}</span></a>
        <a className="close-button" href="#" aria-label={closeLabel}><Icon name="close" /></a>
      </div>
      <SearchBoxMount {...search} />
      <ul className="mobile-nav">
        {items.map((item) => (
          <li key={item.title}>
            {item.children?.length ? (
              <details name="mobile-nav">
                <summary>{item.title}<Icon name="chevron" className="icon chevron" /></summary>
                <ul>
                  {item.children.map((section) => (
                    <li key={section.title + section.url}>
                      <a href={section.url}>{section.icon ? <Icon name={section.icon} /> : null}<span>{section.title}</span></a>
                      {section.children?.length ? (
                        <ul>{section.children.map((c) => <li key={c.url}><a href={c.url}>{c.title}</a></li>)}</ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <a className="mobile-direct" href={item.url}>{item.title}</a>
            )}
          </li>
        ))}
      </ul>
      <a className="help-link" href={help.url}><Icon name="help" /><span>{help.text}</span></a>
    </div>
  );
}
