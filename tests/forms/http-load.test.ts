// Both form stores through the real app over loopback: 500 form posts from 20 concurrent
// clients (both forms, both languages), pairs of clients sending the same idempotency key at
// the same moment, are all stored exactly once, each key with one reference.
import { describe, it, expect, afterEach } from 'vitest';
import { inject } from 'vitest';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDatabase } from '../../scripts/postgres-cluster.js';
import { testApp, SITE_URL } from '../helpers/app.js';
import type { SiteDeps } from '../../server/site.js';
import { REFERENCE_PATTERN } from '../../server/forms/reference.js';
import { DIALECTS } from './stores.js';

const CLIENTS = 20;
const EACH = 25;

const application = (n: string) => ({
  fullName: `Ayşe Yılmaz ${n}`, businessName: 'Yılmaz Market', businessType: 'market', taxType: 'company', taxNumber: '1234567890',
  city: 'İzmir', district: 'Konak', phone: '0532 123 45 67', email: `ayse.${n}@example.com`, notice: 'yes',
});
const contact = (n: string) => ({ fullName: `Mehmet Kaya ${n}`, email: `mehmet.${n}@example.com`, subject: 'account', message: `Hesabımla ilgili bir sorum var (${n}).`, notice: 'yes' });

let server: Server | undefined;
let deps: SiteDeps | undefined;
afterEach(async () => {
  server?.close();
  await deps?.forms.close();
  server = deps = undefined;
});

describe.each(DIALECTS)('form posts through the app on %s', (dialect) => {
  // A minute or two on a busy machine: SQLite syncs every commit to disk (synchronous = FULL).
  it(`${CLIENTS * EACH} posts from ${CLIENTS} concurrent clients are stored exactly once, duplicates included`, { timeout: 180_000 }, async () => {
    const databaseUrl = dialect === 'postgres' ? await createDatabase(inject('postgresUrl')) : undefined;
    let app;
    ({ app, deps } = await testApp({ databaseUrl, rateLimits: { search: 100, phone: 100, forms: 100_000, reports: 100 } }));
    server = createServer(app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const answers = new Map<string, string[]>();
    await Promise.all(Array.from({ length: CLIENTS }, async (_, c) => {
      const form = Math.floor(c / 2) % 2 ? 'contact' : 'application';
      const path = form === 'contact' ? (c % 4 < 2 ? '/iletisim/' : '/en/communication/') : (c % 4 < 2 ? '/temsilcilik-basvurusu/' : '/en/representative-application/');
      for (let i = 0; i < EACH; i++) {
        // Clients 2k and 2k+1 send the same key at the same moment, twice each.
        const shared = i === 9 || i === 19;
        const key = shared ? `shared-${i}-${Math.floor(c / 2)}-0000000000` : `client-${c}-${i}-0000000000`;
        const fields = { ...(form === 'contact' ? contact(`${c}-${i}`) : application(`${c}-${i}`)), idempotencyKey: key };
        // JSON answers (as an API client would ask): the store is what is measured here, not
        // page rendering, and the test stays light next to the timing-sensitive process tests.
        const res = await fetch(base + path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_URL, accept: 'application/json' },
          body: new URLSearchParams(fields),
        });
        const body = await res.text();
        expect([200, 201], `${key}: ${res.status} ${body.slice(0, 300)}`).toContain(res.status);
        const { reference } = JSON.parse(body) as { reference: string };
        answers.set(key, [...(answers.get(key) ?? []), reference]);
      }
    }));

    expect([...answers.values()].flat()).toHaveLength(CLIENTS * EACH);
    expect(answers.size).toBe(CLIENTS * EACH - CLIENTS); // 20 keys were each sent by two clients
    for (const [key, refs] of answers) {
      expect(refs[0], key).toMatch(REFERENCE_PATTERN);
      expect(new Set(refs).size, key).toBe(1);
    }
    const stored = await deps.forms.list();
    expect(stored).toHaveLength(answers.size);
    expect(new Set(stored.map((s) => s.reference))).toEqual(new Set([...answers.values()].map((r) => r[0])));
    expect(new Set(stored.map((s) => s.idempotencyKey)).size).toBe(answers.size);
  });
});
