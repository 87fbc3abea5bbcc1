// Header dropdowns (Bireysel, Kurumsal) and the direct links. Without JavaScript the
// dropdowns are exclusive <details> elements; hydrated (a React island), the same
// component keeps one open at a time, closes them on an outside press, Escape or navigation,
// and keeps each summary's aria-expanded in step.
import { useRef } from 'react';
import { Icon } from '../shared/icon.js';
import { useDisclosure } from '../shared/hooks.js';
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
  const ref = useRef<HTMLElement>(null);
  const { live, open, props } = useDisclosure(ref);
  let group = -1;
  return (
    <nav className="main-nav" aria-label={label} ref={ref}>
      <ul>
        {items.map((item) => (
          <li key={item.title}>
            {item.children?.length ? (
              <details className="nav-group" name="main-nav" {...props(++group)}>
                <summary aria-expanded={live ? open === group : undefined}>{item.title}<Icon name="chevron" className="icon chevron" /></summary>
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
