// Header dropdowns (Bireysel, Kurumsal) and the direct links. Without JavaScript the
// dropdowns are exclusive <details> elements; the widget adds outside-click, Escape and
// focus handling on top of the same markup (see header-disclosure.ts).
import { useRef } from 'react';
import { useDisclosure } from './header-disclosure.js';
import { Icon } from '../../views/Icon.js';
import type { NavLinkItem } from '../shared/types.js';

export interface NavMenuProps { label: string; items: NavLinkItem[]; currentPath: string }

function Link({ item, className, currentPath }: { item: NavLinkItem; className?: string; currentPath: string }) {
  return (
    <a className={className} href={item.url} aria-current={item.url === currentPath ? 'page' : undefined}>
      {item.icon ? <Icon name={item.icon} /> : null}
      <span className="nav-link-text">
        <span className="nav-link-title">{item.title}</span>
        {item.description ? <span className="nav-link-desc">{item.description}</span> : null}
      </span>
    </a>
  );
}

export function NavMenu({ label, items, currentPath }: NavMenuProps) {
  const nav = useRef<HTMLElement>(null);
  const open = useDisclosure(nav);
  const groups = items.filter((i) => i.children?.length); // the <details>, in document order
  return (
    <nav className="main-nav" aria-label={label} ref={nav}>
      <ul>
        {items.map((item) => (
          <li key={item.title}>
            {item.children?.length ? (
              <details className="nav-group" name="main-nav">
                <summary aria-expanded={open === null ? undefined : open === groups.indexOf(item)}>{item.title}<Icon name="chevron" className="icon chevron" /></summary>
                <div className="dropdown">
                  <ul className="dropdown-sections">
                    {item.children.map((section) => (
                      <li key={section.title + section.url}>
                        <Link item={section} className="dropdown-title" currentPath={currentPath} />
                        {section.children?.length ? (
                          <ul className="dropdown-links">
                            {section.children.map((c) => <li key={c.url}><Link item={c} currentPath={currentPath} /></li>)}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </div>
              </details>
            ) : (
              <Link item={item} className="nav-direct" currentPath={currentPath} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
