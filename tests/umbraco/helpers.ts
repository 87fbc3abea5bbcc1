// Sites reading from the Umbraco stand-in, for the Umbraco source's tests.
import type { UmbracoConfig } from '../../server/config.js';
import { testApp } from '../helpers/app.js';
import { model } from '../../server/content/umbraco/model.js';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startUmbracoStandIn, type UmbracoStandIn } from '../../scripts/umbraco-stand-in.js';

export const STAND_IN_API_KEY = 'stand-in-api-key-0123456789';
export const WEBHOOK_SECRET = 'webhook-secret-0123456789abcdef';

export function umbracoConfig(standIn: { url: string } | string, over: Partial<UmbracoConfig> = {}): UmbracoConfig {
  return {
    url: typeof standIn === 'string' ? standIn : standIn.url, mediaUrl: typeof standIn === 'string' ? standIn : standIn.url, apiKey: STAND_IN_API_KEY, startItem: model.startItem,
    timeoutMs: 2000, freshMs: 60_000, staleWhileRevalidateMs: 300_000, staleIfErrorMs: 86_400_000, maxEntries: 2000, pageSize: 100,
    webhookSecret: WEBHOOK_SECRET, webhookHeader: 'x-umbraco-webhook-secret',
    ...over,
  };
}

/** An app (supertest) whose content comes from the stand-in through the Umbraco source. */
export function umbracoApp(standIn: UmbracoStandIn | string, over: Partial<UmbracoConfig> = {}) {
  return testApp({ contentSource: 'umbraco', umbraco: umbracoConfig(standIn, over) });
}

/**
 * The stand-in and a site reading from it, listening on a loopback port so that the stand-in's
 * webhooks can reach it: `hook` is the site's webhook URL. `stop` closes all of it.
 */
export async function listeningUmbracoSite() {
  const standIn = await startUmbracoStandIn({ apiKey: STAND_IN_API_KEY });
  const cms = await umbracoApp(standIn);
  const server = http.createServer(cms.app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const hook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/umbraco`;
  const stop = async () => {
    server.close();
    cms.deps.stopWatching();
    await standIn.stop();
  };
  return { standIn, cms, hook, stop };
}
