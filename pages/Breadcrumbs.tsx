import { useView } from '../views/context.js';

export interface Crumb { name: string; path: string }

/** Visible breadcrumbs; the same list goes into BreadcrumbList structured data. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useView();
  return (
    <nav className="breadcrumbs container" aria-label={t('Sayfa yolu')}>
      <ol>
        {items.map((c, i) => (
          <li key={c.path}>{i === items.length - 1 ? <span aria-current="page">{c.name}</span> : <a href={c.path}>{c.name}</a>}</li>
        ))}
      </ol>
    </nav>
  );
}

export function breadcrumbJsonLd(items: Crumb[], siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: siteUrl + c.path })),
  };
}
