// FAQ category and FAQ item pages. An item page is its category with that question open;
// the element id is the item's slug (spec: the view scrolls to it).
import type { CollectionTypes } from '../../server/content/source.js';
import { useView } from '../context.js';
import { SafeHtml } from '../SafeHtml.js';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.js';

export function FaqCategoryPage({ category, all, crumbs, openSlug }: {
  category: CollectionTypes['faq']; all: CollectionTypes['faq'][]; crumbs: Crumb[]; openSlug?: string;
}) {
  const { pathFor, t } = useView();
  const open = category.items.find((i) => i.slug === openSlug);
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className="container with-aside">
        <div>
          <header className="article-header">
            <p className="eyebrow">{t('Sıkça Sorulan Sorular')}</p>
            <h1>{open ? open.question : category.title}</h1>
            {open ? <p className="meta">{category.title}</p> : <p className="lead">{category.description}</p>}
          </header>
          <div className="faq-list">
            {category.items.map((it) => (
              <details key={it.slug} id={it.slug} className="faq-item" open={it.slug === openSlug} data-scroll-target={it.slug === openSlug ? '' : undefined}>
                <summary>{it.slug === openSlug ? <h2 className="faq-q">{it.question}</h2> : it.question}</summary>
                <SafeHtml html={it.answer} className="prose" />
                <p className="faq-permalink"><a href={pathFor('faqItem', { category: category.slug, slug: it.slug })}>{t('Bu sorunun bağlantısı')}</a></p>
              </details>
            ))}
          </div>
        </div>
        <nav className="aside-nav" aria-label={t('Konular')}>
          <h2>{t('Konular')}</h2>
          <ul className="link-list">
            {all.map((c) => (
              <li key={c.slug}><a href={pathFor('faqCategory', { category: c.slug })} aria-current={c.slug === category.slug ? 'page' : undefined}>{c.title}</a></li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
