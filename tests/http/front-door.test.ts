// One front door: whatever stage answers, a request reads the page cache once and matches its
// route once (the first stage's lookup and the route travel with the request), and a cached
// page's answer is the same whether the first stage or the pipeline gives it.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import type { SiteDeps } from '../../server/site.js';
import type { FrontDoor } from '../../server/app.js';

describe('a request through the front door', () => {
  let app: FrontDoor;
  const reads = { cache: 0, routes: 0 };
  const count = (deps: SiteDeps) => {
    const { pageCache, router } = deps;
    const get = pageCache.get.bind(pageCache);
    const match = router.match.bind(router);
    pageCache.get = (path) => (reads.cache++, get(path));
    router.match = (path) => (reads.routes++, match(path));
  };
  beforeAll(async () => ({ app } = await testApp({}, count)));
  const counted = async (path: string, headers: Record<string, string> = {}) => {
    reads.cache = 0;
    reads.routes = 0;
    const res = await request(app).get(path).set(headers);
    return { status: res.status, ...reads };
  };

  it('reads the page cache once and matches the route once for a page it must render', async () => {
    expect(await counted('/kurumsal/')).toEqual({ status: 200, cache: 1, routes: 1 });
    expect(await counted('/en/?utm_source=x')).toEqual({ status: 200, cache: 1, routes: 1 });
    // A query the contact form reads: the form stage and the page route share one match.
    expect(await counted('/iletisim/?konu=genel')).toMatchObject({ status: 200, cache: 1, routes: 1 });
  });

  it('reads the page cache once and matches nothing for a cached page', async () => {
    await request(app).get('/hakkimizda/');
    expect(await counted('/hakkimizda/')).toEqual({ status: 200, cache: 1, routes: 0 });
    expect(await counted('/hakkimizda/?gclid=abc')).toEqual({ status: 200, cache: 1, routes: 0 });
  });

  it('reads the page cache once for a cached page the pipeline answers (a language cookie on the home page)', async () => {
    await request(app).get('/');
    const res = await request(app).get('/').set('cookie', 'i18n_redirected=tr');
    expect(res.headers['server-timing']).toBeUndefined(); // from the cache, not rendered
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(await counted('/', { cookie: 'i18n_redirected=tr' })).toEqual({ status: 200, cache: 1, routes: 0 });
  });

  it('renders a page once for a burst of requests that all found it missing', async () => {
    const { app: fresh, deps } = await testApp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(fresh).get('/kurumsal/')));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(deps.pageCache.stats.misses).toBe(1);
  });
});
