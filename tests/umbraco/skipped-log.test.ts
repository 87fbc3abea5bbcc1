// A document the site cannot use is logged with its id, content type and field (and why),
// one line a problem, and skipped; the rest of the content is read.
import { it, expect, afterAll } from 'vitest';
import { startUmbracoStandIn } from '../../scripts/umbraco-stand-in.js';
import { CmsCache } from '../../server/content/umbraco/cms-cache.js';
import { UmbracoClient } from '../../server/content/umbraco/client.js';
import { umbracoBundleReader } from '../../server/content/umbraco/source.js';
import { model } from '../../server/content/umbraco/model.js';

const standIn = await startUmbracoStandIn();
const cache = new CmsCache({ freshMs: 60_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, timeoutMs: 5000, maxEntries: 1000 });
afterAll(async () => { cache.close(); await standIn.stop(); });

it('logs a skipped document by id and content type', async () => {
  const warnings: Record<string, unknown>[] = [];
  const reader = umbracoBundleReader(new UmbracoClient({ url: standIn.url, startItem: model.startItem, pageSize: 100, cache }), { warn: (o) => warnings.push(o as Record<string, unknown>) }, { mediaBase: standIn.url });
  const campaign = standIn.docs.find((d) => d.contentType === 'campaign')!;
  campaign.variants['en-US']!.properties.banner = [];
  const office = standIn.docs.find((d) => d.contentType === 'office')!;
  (office.variants['']!.properties as Record<string, unknown>).phone = 'call us';
  const bundle = await reader.read();
  expect(warnings).toContainEqual(expect.objectContaining({ id: campaign.id, contentType: 'campaign', locale: 'en', field: 'banner', problem: expect.stringContaining('empty') }));
  expect(warnings).toContainEqual(expect.objectContaining({ id: office.id, contentType: 'office', field: 'phone', sent: '"call us"' }));
  expect(bundle.collections.campaigns.some((c) => c.translationId === campaign.id && c.locale === 'en')).toBe(false);
  expect(bundle.collections.campaigns.some((c) => c.translationId === campaign.id && c.locale === 'tr')).toBe(true);
  expect(bundle.collections.offices.some((o) => o.translationId === office.id)).toBe(false);
  expect(bundle.collections.offices.length).toBeGreaterThan(10);
});
