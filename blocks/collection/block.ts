// The collection block's server parts: the list it shows (offices and providers filtered by the
// query, campaigns in their state), the filter parameters it answers and its 400 for a value it
// does not know, when it changes by itself (a campaign starting or ending, its countdown at
// midnight, an office opening or closing), and each office's structured data.
import { defineBlock } from '../define.js';
import { CollectionBlock } from './Collection.js';
import { officesView } from '../../server/content/offices-filter.js';
import { providersView } from '../../server/content/providers-filter.js';
import { sortCampaigns, soonestChange, nextTurkeyMidnight, earliest } from '../../server/content/campaign-state.js';
import { soonestStatusChange } from '../../server/content/opening-hours.js';
import { holidayIndex } from '../../server/content/holidays.js';
import { officeJsonLd } from './office-jsonld.js';

export const collection = defineBlock<'collection'>({
  View: CollectionBlock,
  async load(b, { content, locale, read, query, now, t, site }) {
    switch (b.collection) {
      case 'offices': return { collections: { offices: officesView(await content.list('offices', locale, read), locale, query, now, t, holidayIndex(site.holidays)) } };
      case 'providers': return { collections: { providers: providersView(await content.list('providers', locale, read), locale, query, t) } };
      case 'campaigns': return { collections: { campaigns: sortCampaigns(await content.list('campaigns', locale, read), now) } };
      default: return { collections: { [b.collection]: await content.list(b.collection, locale, read) } };
    }
  },
  query(b, { collections: { offices, providers } }) {
    if (b.collection === 'offices' && offices) return [offices.params.city, offices.params.district];
    return b.collection === 'providers' && providers ? [providers.param] : [];
  },
  status: (b, { collections: c }) => ((b.collection === 'offices' && c.offices?.problem) || (b.collection === 'providers' && c.providers?.problem) ? 400 : undefined),
  expires(b, { collections: c }, { now }) {
    // Campaigns change when one starts or ends, and their countdowns ("12 gün kaldı") at every
    // Türkiye midnight while one is running or coming; offices when one opens or closes.
    if (b.collection === 'campaigns' && c.campaigns) return earliest(soonestChange(c.campaigns, now), c.campaigns.some((x) => x.countdown) ? nextTurkeyMidnight(now) : undefined);
    return b.collection === 'offices' && c.offices ? soonestStatusChange(c.offices.offices.map((o) => o.status)) : undefined;
  },
  jsonLd: (_blocks, { collections: { offices } }, ctx) =>
    offices ? offices.offices.map((o) => officeJsonLd(o, ctx.locale, ctx.pageUrl, ctx.site, ctx.siteUrl, ctx.now)) : [],
});
