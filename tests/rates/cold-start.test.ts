// A first start with the Central Bank unreachable and nothing stored: the rates index says it
// cannot show the rates, a currency's page and /api/rates are a 503 to retry (not a 404 a
// crawler would drop the page for), and nothing is made up.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import type { SiteDeps } from '../../server/site.js';
import { TcmbStandIn } from '../../scripts/tcmb-stand-in.js';
import { currencySlug } from '../../server/rates/currencies.js';
import { LOCALES } from '../../shared/locale.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
let deps: SiteDeps;
beforeAll(async () => {
  // A stand-in started and stopped: its port refuses connections.
  const standIn = await new TcmbStandIn('').start();
  const url = standIn.url;
  await standIn.stop();
  ({ app, deps } = await testApp({
    rates: { source: 'tcmb', url, timeoutMs: 500, freshMs: 1, staleWhileRevalidateMs: 0, staleIfErrorMs: 1, archive: { requestsPerSecond: 50, concurrency: 1, pollMs: 200 } },
  }));
});
afterAll(() => deps?.stopWatching());

describe('rates with nothing read', () => {
  it('says so on the index, and answers a currency page and the API with a 503 to retry', async () => {
    const l = LOCALES[0];
    const index = await request(app).get(deps.router.pathFor('rates', {}, l)).expect(200);
    expect(index.text).toContain('kurlarını şu an gösteremiyoruz');
    const page = await request(app).get(deps.router.pathFor('ratesCurrency', { currency: currencySlug('EUR', l) }, l)).expect(503);
    expect(page.headers['retry-after']).toBe('60');
    await request(app).get('/api/rates').expect(503);
  });
});
