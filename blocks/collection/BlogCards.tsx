// Blog article cards (cover, category, date, reading time), the category filter and the page
// links of the blog list. Plain links: the filter and the pages work without JavaScript.
import type { CollectionTypes } from '../../server/content/source.js';
import { readingMinutes } from '../../server/content/reading-time.js';
import { useView } from '../../views/context.js';
import { formatDate } from '../../shared/format.js';
import { VISUAL_HEIGHT, VISUAL_WIDTH, visualSources } from '../../views/visuals.js';
import type { Visual } from '../../server/content/schemas.js';

export interface BlogListing {
  page: number;
  pages: number;
  /** "All" first (empty slug), then each category in use. */
  categories: { name: string; slug: string; href: string; current: boolean; count: number }[];
  prev?: string;
  next?: string;
  pageHrefs: string[];
}

export function ReadingTime({ html }: { html: string }) {
  const { t, locale } = useView();
  return <>{t('{{minutes}} dk okuma', { minutes: String(readingMinutes(html, locale)) })}</>;
}

/** A card's cover: lazy, except the first card of a list on the first screen (`eager`). */
export function CardCover({ visual, eager = false }: { visual: Visual; eager?: boolean }) {
  return <img className="card-cover" {...visualSources(visual, 640, '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw')} alt="" width={VISUAL_WIDTH} height={VISUAL_HEIGHT} {...(eager ? {} : { loading: 'lazy' as const })} decoding="async" />;
}

export function BlogCards({ posts, eagerFirst = false }: { posts: CollectionTypes['blog'][]; eagerFirst?: boolean }) {
  const { pathFor, locale } = useView();
  return (
    <ul className="cards post-cards">
      {posts.map((p, i) => (
        <li key={p.slug} className="card post-card">
          {/* The linked title beside it says what the cover shows: the cover is decoration here. */}
          <CardCover visual={p.cover} eager={eagerFirst && i === 0} />
          <p className="meta"><span>{p.category}</span> · <time dateTime={p.date}>{formatDate(p.date, locale)}</time> · <span className="reading-time"><ReadingTime html={p.html} /></span></p>
          <h3><a href={pathFor('blogArticle', { slug: p.slug })}>{p.title}</a></h3>
          <p>{p.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function BlogCategoryNav({ listing }: { listing: BlogListing }) {
  const { t } = useView();
  return (
    <nav className="category-nav" aria-label={t('Kategoriler')}>
      <ul>
        {listing.categories.map((c) => (
          <li key={c.slug}>
            <a href={c.href} aria-current={c.current ? 'page' : undefined}>{c.slug ? c.name : t('Tümü')} <span className="count">{c.count}</span></a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Pagination({ listing }: { listing: BlogListing }) {
  const { t } = useView();
  if (listing.pages < 2) return null;
  return (
    <nav className="pagination" aria-label={t('Sayfalar')}>
      {listing.prev ? <a href={listing.prev} rel="prev">{t('Önceki sayfa')}</a> : null}
      <ul>
        {listing.pageHrefs.map((href, i) => (
          <li key={href}>
            <a href={href} aria-current={i + 1 === listing.page ? 'page' : undefined} aria-label={t('Sayfa {{page}}', { page: String(i + 1) })}>{i + 1}</a>
          </li>
        ))}
      </ul>
      {listing.next ? <a href={listing.next} rel="next">{t('Sonraki sayfa')}</a> : null}
    </nav>
  );
}

/** The blog list block: filter, cards, pages. Without a listing (the home page's teaser) only cards. */
export function BlogList({ posts, listing, eagerFirst }: { posts: CollectionTypes['blog'][]; listing?: BlogListing; eagerFirst?: boolean }) {
  return (
    <>
      {listing ? <BlogCategoryNav listing={listing} /> : null}
      <BlogCards posts={posts} eagerFirst={eagerFirst} />
      {listing ? <Pagination listing={listing} /> : null}
    </>
  );
}
