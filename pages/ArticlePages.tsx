// Pages of single collection items: blog article, campaign, privacy page.
import type { CollectionTypes } from '../server/content/source.js';
import type { CampaignState, Countdown as CountdownT } from '../server/content/campaign-state.js';
import { Countdown } from '../views/Countdown.js';
import { useView } from '../views/context.js';
import { SafeHtml } from '../views/SafeHtml.js';
import { formatDate } from '../shared/format.js';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.js';
import { AsideNav } from './AsideNav.js';
import { GetTheApp } from '../views/GetTheApp.js';
import { BlogCards, ReadingTime } from '../blocks/collection/BlogCards.js';
import { VISUAL_HEIGHT, VISUAL_WIDTH, visualSources } from '../views/visuals.js';
import type { Visual } from '../server/content/schemas.js';

/** The article's cover or the campaign's banner at the top: the first screen's image, so not lazy. */
const HeroVisual = ({ visual }: { visual: Visual }) => (
  <img className="article-visual" {...visualSources(visual, VISUAL_WIDTH, '(min-width: 900px) 820px, 100vw')} alt={visual.alt} width={VISUAL_WIDTH} height={VISUAL_HEIGHT} fetchPriority="high" />
);

export function BlogArticlePage({ post, crumbs, related }: { post: CollectionTypes['blog']; crumbs: Crumb[]; related: CollectionTypes['blog'][] }) {
  const { locale, t, pathFor } = useView();
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <article className="article container narrow">
        <header className="article-header">
          <p className="eyebrow">{post.category}</p>
          <h1>{post.title}</h1>
          <p className="meta">
            {post.author} · <time dateTime={post.date}>{formatDate(post.date, locale)}</time> · <span className="reading-time"><ReadingTime html={post.html} /></span>
            {post.updated !== post.date ? <> · {t('Güncellendi')}: <time dateTime={post.updated}>{formatDate(post.updated, locale)}</time></> : null}
          </p>
          {!post.published ? <p className="notice info">{t('Taslak: yalnızca önizlemede görünür.')}</p> : null}
          <HeroVisual visual={post.cover} />
        </header>
        <SafeHtml html={post.html} className="prose" />
      </article>
      <GetTheApp />
      {related.length ? (
        <aside className="block related" aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title">{t('Bunlar da ilgini çekebilir')}</h2>
            <BlogCards posts={related} />
            <p><a href={pathFor('blog')}>{t('Tüm yazılar')}</a></p>
          </div>
        </aside>
      ) : null}
    </>
  );
}

export function CampaignPage({ campaign, crumbs, state, countdown }: { campaign: CollectionTypes['campaigns']; crumbs: Crumb[]; state: CampaignState; countdown?: CountdownT }) {
  const { locale, t } = useView();
  const eyebrow: Record<CampaignState, string> = { active: t('Devam eden kampanya'), soon: t('Yakında başlayacak kampanya'), ended: t('Sona eren kampanya') };
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <article className="article container narrow">
        <header className="article-header">
          <p className={`eyebrow state-${state}`}>{eyebrow[state]}</p>
          <h1>{campaign.title}</h1>
          <p className="meta">
            <time dateTime={campaign.startDate}>{formatDate(campaign.startDate, locale)}</time> – <time dateTime={campaign.endDate}>{formatDate(campaign.endDate, locale)}</time>
          </p>
          <Countdown value={countdown} />
          <p className="lead">{campaign.summary}</p>
          <HeroVisual visual={campaign.banner} />
        </header>
        <SafeHtml html={campaign.html} className="prose" />
      </article>
      <GetTheApp />
    </>
  );
}

export function PrivacyPageView({ page, crumbs, others }: { page: CollectionTypes['privacy']; crumbs: Crumb[]; others: CollectionTypes['privacy'][] }) {
  const { locale, t, pathFor } = useView();
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className="container with-aside">
        <article className="article">
          <header className="article-header">
            <h1>{page.title}</h1>
            <p className="meta">{t('Son güncelleme')}: <time dateTime={page.updated}>{formatDate(page.updated, locale)}</time></p>
          </header>
          <SafeHtml html={page.html} className="prose" />
        </article>
        <AsideNav title={t('Gizlilik ve Güvenlik')} links={others.map((o) => ({ key: o.slug, href: pathFor('privacy', { slug: o.slug }), title: o.title, current: o.slug === page.slug }))} />
      </div>
    </>
  );
}
