// The list of a section's pages beside the one shown (the privacy pages, the FAQ topics), the
// current one marked for screen readers and the stylesheet alike.
export interface AsideLink { key: string; href: string; title: string; current: boolean }

export function AsideNav({ title, links }: { title: string; links: AsideLink[] }) {
  return (
    <nav className="aside-nav" aria-label={title}>
      <h2>{title}</h2>
      <ul className="link-list">
        {links.map((l) => (
          <li key={l.key}><a href={l.href} aria-current={l.current ? 'page' : undefined}>{l.title}</a></li>
        ))}
      </ul>
    </nav>
  );
}
