// Content edited while the server runs: a refresh validates the folder, swaps it in, empties
// the caches and rebuilds the search index; a bad edit changes nothing; in development the
// folder is watched.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { createApp } from '../app.js';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSite, type SiteDeps } from '../site.js';
import { testConfig } from '../../tests/helpers/app.js';
import { watchFolder } from './reload.js';
import { storePage } from '../http/page-routes.js';

let dir: string;
let deps: SiteDeps;
const file = () => path.join(dir, 'faq/cards.tr.json');
const edit = (f: (j: { items: { question: string }[] }) => void) => {
  const j = JSON.parse(readFileSync(file(), 'utf8'));
  f(j);
  writeFileSync(file(), JSON.stringify(j));
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'content-'));
  cpSync('content', dir, { recursive: true });
  deps = await createSite(testConfig({ contentDir: dir }));
});
afterAll(async () => {
  await deps.search.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('content refresh', () => {
  it('finds an edited FAQ question once the content is refreshed; only the pages that show it leave the page cache', async () => {
    expect(deps.search.search('zebramatik', 'tr')).toEqual([]);
    const before = (await deps.content.list('faq', 'tr')).find((c) => c.translationId === 'cards')!.items[0]!.question;
    deps.pageCache.set('/sikca-sorulan-sorular/', { body: Buffer.from('x'), etag: 'x', length: 1, keys: ['dictionary', 'faq-tr'] });
    deps.pageCache.set('/iletisim/', { body: Buffer.from('x'), etag: 'x', length: 1, keys: ['dictionary', 'page-contact-tr'] });
    expect(deps.pageCache.size).toBe(2);
    edit((j) => { j.items[0]!.question = 'Zebramatik kartımı nasıl dondururum?'; });
    await deps.refreshContent();
    const [first] = deps.search.search('zebramatik', 'tr');
    expect(first?.title).toBe('Zebramatik kartımı nasıl dondururum?');
    expect((await deps.content.list('faq', 'tr')).find((c) => c.translationId === 'cards')!.items[0]!.question).not.toBe(before);
    // The page that lists the FAQ is dropped; the contact page, which does not show it, stays.
    expect(deps.pageCache.get('/sikca-sorulan-sorular/')).toBeUndefined();
    expect(deps.pageCache.get('/iletisim/')).toBeDefined();
  });

  it('keeps no page rendered from content that changed while it rendered', async () => {
    const page = { body: Buffer.from('x'), etag: 'x', length: 1, keys: ['dictionary', 'page-contact-tr'] };
    const renderedFrom = deps.contentRuntime.live;
    edit((j) => { j.items[0]!.question = 'Zebramatik kartımı nasıl açarım?'; });
    await deps.refreshContent();
    storePage(deps, '/eski/', page, renderedFrom);
    expect(deps.pageCache.get('/eski/')).toBeUndefined();
    storePage(deps, '/yeni/', page, deps.contentRuntime.live);
    expect(deps.pageCache.get('/yeni/')).toBeDefined();
  });

  it('keeps the current content and index when an edit is invalid', async () => {
    writeFileSync(file(), '{ not json');
    await deps.refreshContent(); // logged, not thrown
    expect(deps.search.search('zebramatik', 'tr')[0]?.title).toBe('Zebramatik kartımı nasıl açarım?');
    expect((await deps.content.list('faq', 'tr')).length).toBeGreaterThan(0);
  });
});

describe('every kind of file content is live', () => {
  const editFile = (rel: string, f: (j: any) => void) => {
    const j = JSON.parse(readFileSync(path.join(dir, rel), 'utf8'));
    f(j);
    writeFileSync(path.join(dir, rel), JSON.stringify(j));
  };
  it('a dictionary entry and the QR message’s link (its code image) reach the rendered pages', async () => {
    const app = createApp(deps, { logger: pino({ level: 'silent' }) });
    cpSync('content/faq/cards.tr.json', file()); // the invalid edit above, undone
    editFile('dictionary.json', (d) => { d['Ana menü'].tr = 'Zebra menü'; });
    const qr = deps.qrSvg.tr;
    editFile('qr-message.tr.json', (q) => { q.properties.appUrl = 'https://unilira.com.tr/zebra'; });
    expect(await deps.refreshContent()).toBe(true);
    const page = (await request(app).get('/iletisim/')).text;
    expect(page).toContain('aria-label="Zebra menü"');
    expect(deps.qrSvg.tr).not.toBe(qr);
    expect(page).toContain(deps.qrSvg.tr.trim());
  });
});

describe('watching a folder', () => {
  it('calls once after a burst of changes has settled', async () => {
    const calls: number[] = [];
    const stop = watchFolder(dir, () => calls.push(Date.now()), 100);
    for (let i = 0; i < 3; i++) writeFileSync(path.join(dir, 'site.json'), readFileSync(path.join(dir, 'site.json')));
    await expect.poll(() => calls.length, { timeout: 3000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(calls).toHaveLength(1);
    stop();
  });
});
