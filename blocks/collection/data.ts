// What the collection block lists: the items of each collection, read by the page module
// (server/page-kinds/content-page.tsx) before rendering, and the views made of them.
import type { OfficesView } from '../../server/content/offices-filter.js';
import type { ProvidersView } from '../../server/content/providers-filter.js';
import type { CampaignState, Countdown } from '../../server/content/campaign-state.js';
import type { CollectionTypes } from '../../server/content/source.js';
import type { BlogListing } from './BlogCards.js';

export type CollectionData = Partial<{
  blog: CollectionTypes['blog'][];
  /** The blog list page's filter and page links (server/page-kinds/blog-list.tsx). */
  blogListing: BlogListing;
  campaigns: (CollectionTypes['campaigns'] & { state: CampaignState; countdown?: Countdown })[];
  faq: CollectionTypes['faq'][];
  privacy: CollectionTypes['privacy'][];
  offices: OfficesView;
  providers: ProvidersView;
}>;
