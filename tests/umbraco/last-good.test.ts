// A document the site cannot use is answered with its last good version. For the live site
// that is the last published version it could use: never a draft an editor looked at in
// preview, which goes through the same reader.
import { it, expect, afterAll } from 'vitest';
import { startUmbracoStandIn } from '../../scripts/umbraco-stand-in.js';
import { CmsCache } from '../../server/content/umbraco/cms-cache.js';
import { UmbracoClient } from '../../server/content/umbraco/client.js';
import { umbracoBundleReader } from '../../server/content/umbraco/source.js';
import { model } from '../../server/content/umbraco/model.js';
import { STAND_IN_API_KEY } from './helpers.js';

const standIn = await startUmbracoStandIn({ apiKey: STAND_IN_API_KEY });
const cache = new CmsCache({ freshMs: 60_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, timeoutMs: 5000, maxEntries: 1000 });
afterAll(async () => { cache.close(); await standIn.stop(); });

it('a published document that turns unusable falls back to its last published version, not to a draft seen in preview', async () => {
  const reader = umbracoBundleReader(new UmbracoClient({ url: standIn.url, apiKey: STAND_IN_API_KEY, startItem: model.startItem, pageSize: 100, cache }), { warn: () => {} }, { mediaBase: standIn.url });
  const campaign = standIn.docs.find((d) => d.contentType === 'campaign')!;
  const props = campaign.variants['tr-TR']!.properties;
  const titleIn = async (preview: boolean) =>
    (await reader.read(preview)).collections.campaigns.find((c) => c.translationId === campaign.id && c.locale === 'tr')?.title;

  const published = await titleIn(false);
  expect(published).toBeTruthy();
  // An editor previews a new title before publishing it.
  props.title = 'Taslak: henüz yayımlanmadı';
  expect(await titleIn(true)).toBe('Taslak: henüz yayımlanmadı');
  // The published version is then one the site cannot use (its banner removed).
  props.title = published;
  props.banner = [];
  cache.invalidate();
  expect(await titleIn(false)).toBe(published);
});
