// Lists of collection items inside a page (blog, campaigns, FAQ categories, privacy pages,
// representative offices, in-network providers).
import { OfficesList } from './Offices.js';
import { ProvidersList } from './Providers.js';
import type { BlockProps } from '../props.js';
import type { CollectionData } from './data.js';
import type { CampaignState } from '../../server/content/campaign-state.js';
import { Countdown } from '../../views/Countdown.js';
import { useView } from '../../views/context.js';
import { Icon } from '../../widgets/shared/icon.js';
import { formatDate } from '../../shared/format.js';
import { BlogList, CardCover } from './BlogCards.js';

type CollectionBlockT = BlockProps<'collection'>['block'];

export function CollectionBlock({ block, data: { collections: data }, onFirstScreen }: BlockProps<'collection'>) {
  const { t } = useView();
  const defaults: Record<CollectionBlockT['collection'], string> = {
    blog: t('Blogdan'), campaigns: t('Kampanyalar'), faq: t('Konular'), privacy: t('Gizlilik ve Güvenlik'),
    offices: t('Temsilciliklerimiz'), providers: t('Anlaşmalı Kurumlar'),
  };
  return (
    <section id={block.id} className={`block collection collection-${block.collection}`}>
      <div className="container">
        <h2>{block.title ?? defaults[block.collection]}</h2>
        <CollectionList block={block} data={data} eagerFirst={onFirstScreen} />
      </div>
    </section>
  );
}

function CollectionList({ block, data, eagerFirst }: { block: CollectionBlockT; data: CollectionData; eagerFirst: boolean }) {
  const { pathFor, locale, t } = useView();
  const stateLabel: Record<CampaignState, string> = { active: t('Devam ediyor'), soon: t('Yakında'), ended: t('Sona erdi') };
  const limit = <T,>(items: T[] | undefined) => (items ?? []).slice(0, block.limit ?? Infinity);
  switch (block.collection) {
    case 'blog':
      return <BlogList posts={limit(data.blog)} listing={data.blogListing} eagerFirst={eagerFirst} />;
    case 'campaigns':
      return (
        <ul className="cards">
          {limit(data.campaigns).map((c, i) => (
            <li key={c.slug} className={`card campaign-card campaign-${c.state}`}>
              {/* Decoration beside the linked title (the banner's words are the campaign's own title and dates). */}
              <CardCover visual={c.banner} eager={eagerFirst && i === 0} />
              <p className={`badge state-${c.state}`}>{stateLabel[c.state]}</p>
              <Countdown value={c.countdown} className="meta countdown-line" />
              <h3><a href={pathFor('campaignDetail', { slug: c.slug })}>{c.title}</a></h3>
              <p>{c.summary}</p>
              <p className="meta">
                <time dateTime={c.startDate}>{formatDate(c.startDate, locale)}</time> – <time dateTime={c.endDate}>{formatDate(c.endDate, locale)}</time>
              </p>
            </li>
          ))}
        </ul>
      );
    case 'faq':
      return (
        <ul className="cards">
          {limit(data.faq).map((c) => (
            <li key={c.slug} className="card">
              <h3><a href={pathFor('faqCategory', { category: c.slug })}>{c.title}</a></h3>
              <p>{c.description}</p>
              <ul className="faq-links">
                {c.items.slice(0, 3).map((it) => (
                  <li key={it.slug}><a href={pathFor('faqItem', { category: c.slug, slug: it.slug })}>{it.question}</a></li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      );
    case 'privacy':
      return (
        <ul className="link-list">
          {limit(data.privacy).map((p) => <li key={p.slug}><a href={pathFor('privacy', { slug: p.slug })}>{p.title}</a></li>)}
        </ul>
      );
    case 'offices':
      return data.offices ? <OfficesList view={data.offices} anchor={block.id} /> : null;
    case 'providers':
      return data.providers ? <ProvidersList view={data.providers} anchor={block.id} /> : null;
    default: {
      // A collection of the registry (server/content/collections.ts) without its list here is a compile error.
      const unlisted: never = block.collection;
      return unlisted;
    }
  }
}
