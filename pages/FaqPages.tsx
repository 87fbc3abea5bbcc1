// FAQ category and FAQ item pages. An item page asks its question once, as its h1, answers it
// right below (the block's id is the slug: the spec scrolls to it), then lists the rest of its
// category as closed questions.
import type { CollectionTypes } from '../server/content/source.js';
import { useView } from '../views/context.js';
import { SafeHtml } from '../views/SafeHtml.js';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.js';
import { AsideNav } from './AsideNav.js';

export function FaqCategoryPage({ category, all, crumbs, openSlug }: {
  category: CollectionTypes['faq']; all: CollectionTypes['faq'][]; crumbs: Crumb[]; openSlug?: string;
}) {
  const { pathFor, t } = useView();
  const open = category.items.find((i) => i.slug === openSlug);
  const others = category.items.filter((i) => i !== open);
  const item = (it: (typeof category.items)[number]) => (
    <details key={it.slug} id={it.slug} className="faq-item">
      <summary>{it.question}</summary>
      <SafeHtml html={it.answer} className="prose" />
      <p className="faq-permalink"><a href={pathFor('faqItem', { category: category.slug, slug: it.slug })}>{t('Bu sorunun bağlantısı')}</a></p>
    </details>
  );
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className="container with-aside">
        <div>
          {open ? (
            <>
              <article id={open.slug} className="faq-answer" data-scroll-target="">
                <p className="eyebrow">{category.title}</p>
                <h1>{open.question}</h1>
                <SafeHtml html={open.answer} className="prose" />
              </article>
              {others.length ? (
                <section className="faq-others">
                  <h2>{t('{{category}}: diğer sorular', { category: category.title })}</h2>
                  <div className="faq-list">{others.map(item)}</div>
                </section>
              ) : null}
            </>
          ) : (
            <>
              <header className="article-header">
                <p className="eyebrow">{t('Sıkça Sorulan Sorular')}</p>
                <h1>{category.title}</h1>
                <p className="lead">{category.description}</p>
              </header>
              <div className="faq-list">{category.items.map(item)}</div>
            </>
          )}
        </div>
        <AsideNav title={t('Konular')} links={all.map((c) => ({ key: c.slug, href: pathFor('faqCategory', { category: c.slug }), title: c.title, current: c.slug === category.slug }))} />
      </div>
    </>
  );
}
