// An Umbraco publish webhook reaches every process, in the real built server: both cluster
// workers of one instance (cluster messages through the primary), and two instances sharing
// Redis (pub/sub; Debian's redis-server, found or installed by scripts/ensure-redis.mjs in
// npm test's pretest). The change becomes visible on every process; how long it takes is a
// speed figure, measured by `npm run bench:cms` (on this shared machine a test can only say
// that it arrives).
import { describe, it, expect, beforeAll, afterAll, afterEach } from 'vitest';
import { startServerProcess, get, type ServerProcess } from '../../scripts/server-process.js';
import { startRedis } from '../../scripts/redis-process.js';
import { startUmbracoStandIn, type UmbracoStandIn } from '../../scripts/umbraco-stand-in.js';
import { model } from '../../server/content/umbraco/model.js';
import { STAND_IN_API_KEY, WEBHOOK_SECRET } from './helpers.js';

let standIn: UmbracoStandIn;
let redis: Awaited<ReturnType<typeof startRedis>>;
let redisUrl: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  standIn = await startUmbracoStandIn({ apiKey: STAND_IN_API_KEY });
  redis = await startRedis();
  redisUrl = redis.url;
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});
afterAll(async () => {
  redis?.stop();
  await standIn.stop();
});

const umbracoEnv = (extra: Record<string, string> = {}) => ({
  CONTENT_SOURCE: 'umbraco', UMBRACO_URL: standIn.url, UMBRACO_START_ITEM: model.startItem, UMBRACO_API_KEY: STAND_IN_API_KEY,
  UMBRACO_WEBHOOK_SECRET: WEBHOOK_SECRET, PAGE_CACHE_WARM: 'false', ...extra,
});
const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};
const listening = (s: ServerProcess) => s.logs.filter((l) => l.msg === 'listening').length;
/** A process's log lines of changes it applied. */
const applied = (s: ServerProcess) => s.logs.filter((l) => l.msg === 'content changed, search updated');

/** Publishes a new search placeholder in Umbraco and fires the webhook at `port`. */
async function publish(port: number, text: string) {
  const header = standIn.find('header', 'header');
  standIn.publish(header.id, 'tr-TR', { searchText: text });
  const statuses = await standIn.fireWebhook(`http://127.0.0.1:${port}/webhooks/umbraco`, 'Umbraco.ContentPublish', header.id, { headers: { 'x-umbraco-webhook-secret': WEBHOOK_SECRET }, retries: 0 });
  expect(statuses).toEqual([200]);
  return Date.now();
}

/** `count` fresh connections in a row (spread over the workers) all show `text`. */
async function seenEverywhere(ports: number[], text: string, since: number, count = 8) {
  for (;;) {
    const pages = await Promise.all(ports.flatMap((p) => Array.from({ length: count }, () => get(p, '/', 5000))));
    if (pages.every((r) => r.status === 200 && r.body.includes(text))) return Date.now() - since;
    if (Date.now() - since > 10_000) throw new Error(`not on every process within 10 s: ${pages.filter((r) => !r.body.includes(text)).length} of ${pages.length} answers still old`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('Umbraco webhooks across processes', () => {
  it('a publish reaches both cluster workers of an instance', async () => {
    const s = await startServerProcess(umbracoEnv({ WEB_CONCURRENCY: '2' }));
    servers.push(s);
    await until(() => listening(s) === 2, 30_000);
    // Every worker has the page cached before the change.
    await Promise.all(Array.from({ length: 8 }, () => get(s.port, '/')));
    const since = await publish(s.port, 'Kümeye yayıldı');
    await seenEverywhere([s.port], 'Kümeye yayıldı', since);
    // Each worker read the change itself, the named document alone (log lines reach stdout in batches, up to 100 ms late).
    await until(() => applied(s).length === 2, 5000);
    for (const l of applied(s)) expect(l).toMatchObject({ documents: 1, upstreamCalls: 2 });
  }, 90_000);

  it('a publish reaches two instances sharing Redis', async () => {
    const [a, b] = await Promise.all([startServerProcess(umbracoEnv({ REDIS_URL: redisUrl })), startServerProcess(umbracoEnv({ REDIS_URL: redisUrl }))]);
    servers.push(a, b);
    await Promise.all([get(a.port, '/'), get(b.port, '/')]);
    const since = await publish(a.port, 'Redis ile yayıldı');
    await seenEverywhere([a.port, b.port], 'Redis ile yayıldı', since, 3);
    await until(() => applied(b).length === 1, 5000);
    expect(applied(b)[0]).toMatchObject({ documents: 1, upstreamCalls: 2 });
  }, 90_000);
});
