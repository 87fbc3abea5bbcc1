// Full-screen mobile menu. Without JavaScript it is the #mobile-menu anchor target, closed
// by a plain link; its sections are exclusive <details>. Hydrated (a React island), it
// is a modal overlay (focus trapped and returned, Escape, scroll lock, closed above 1024 px)
// that closes when a link is followed, with one section open at a time. Its search box is
// part of this island (no island inside another), and is the same component as the header's.
import { useRef, type MouseEvent } from 'react';
import { SearchBox, type SearchBoxProps } from '../search-box/search-box.js';
import { Icon } from '../shared/icon.js';
import type { NavLinkItem } from '../shared/types.js';
import { useOverlay } from '../shared/overlay.js';
import { useAccordion } from '../shared/hooks.js';
import { OVERLAYS } from '../../shared/site-rules.js';

export interface MobileMenuProps {
  label: string; closeLabel: string; homeHref: string; homeLabel: string; logoSrc: string;
  qr: { text: string }; search: SearchBoxProps;
  help: { text: string; url: string }; items: NavLinkItem[];
}

export function MobileMenu({ label, closeLabel, homeHref, homeLabel, logoSrc, qr, search, help, items }: MobileMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { open, state, close } = useOverlay(OVERLAYS.mobileMenu, ref, { closeAbove: 1024 });
  const sections = useAccordion(ref);
  // Following a link (or opening the QR overlay from here) closes the menu, and the new page
  // or overlay takes the focus; the close link gives it back to the opener.
  const onClick = (e: MouseEvent) => {
    const link = e.target instanceof Element ? e.target.closest('a') : null;
    if (!link) return;
    if (link.classList.contains('close-button')) {
      e.preventDefault();
      close(true);
    } else close(false);
  };
  let section = -1;
  return (
    <div ref={ref} id={OVERLAYS.mobileMenu} className={state ? `mobile-menu ${state}` : 'mobile-menu'} role="dialog" aria-label={label}
      aria-modal={open || undefined} data-overlay="" tabIndex={-1} onClick={onClick}>
      <div className="mobile-menu-bar">
        <a className="logo" href={homeHref} aria-label={homeLabel}><img src={logoSrc} alt="" width="132" height="32" /></a>
        <a className="qr-button button primary" href={`#${OVERLAYS.qr}`}><Icon name="qr" /><span>{qr.text}</span></a>
        <a className="close-button" href="#" aria-label={closeLabel}><Icon name="close" /></a>
      </div>
      <SearchBox {...search} />
      <ul className="mobile-nav">
        {items.map((item) => (
          <li key={item.title}>
            {item.children?.length ? (
              <details name="mobile-nav" {...sections.props(++section)}>
                <summary>{item.title}<Icon name="chevron" className="icon chevron" /></summary>
                <ul>
                  {item.children.map((s) => (
                    <li key={s.title + s.url}>
                      <a href={s.url}>{s.icon ? <Icon name={s.icon} /> : null}<span>{s.title}</span></a>
                      {s.children?.length ? (
                        <ul>{s.children.map((c) => <li key={c.url}><a href={c.url}>{c.title}</a></li>)}</ul>
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
