// Builds the real app on the real embedded content for HTTP tests (supertest, no listen).
// Each app gets its own form store: a SQLite file in a fresh temporary folder (never the
// repository's data/), removed when the test process exits, unless the test passes dataDir
// or databaseUrl.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig, type Config } from '../../server/config.js';
import { createSite, type SiteDeps } from '../../server/site.js';
import { createApp } from '../../server/app.js';
import { htmlOf, type CachedPage } from '../../server/http/page-cache.js';
import type { Locale } from '../../shared/locale.js';

export const SITE_URL = 'https://www.unilira.example';
/** The HTML of a page the page cache holds (undefined when it holds none). */
export const cachedHtml = (page: CachedPage | undefined) => page && htmlOf(page).toString();

export const PREVIEW_SECRET = 'test-preview-secret-0123456789';

let dataRoot: string | undefined;
/** A fresh folder for one app's form store, under one root per test process. */
export function tempDataDir(): string {
  if (!dataRoot) {
    const root = mkdtempSync(path.join(tmpdir(), 'unilira-site-test-'));
    process.once('exit', () => rmSync(root, { recursive: true, force: true }));
    dataRoot = root;
  }
  return mkdtempSync(path.join(dataRoot, 'app-'));
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  // Supertest and the browser speak plain HTTP to the app, as a TLS-terminating router would.
  return loadConfig({
    NODE_ENV: 'test', SITE_URL, LOG_LEVEL: 'silent', PREVIEW_SECRET, DIST_DIR: process.env.DIST_DIR, HTTPS_REDIRECT: 'false',
    DATA_DIR: overrides.dataDir ?? tempDataDir(),
  }, overrides);
}

export async function testApp(overrides: Partial<Config> = {}, mutate?: (deps: SiteDeps) => void) {
  const deps = await createSite(testConfig(overrides));
  mutate?.(deps);
  const app = createApp(deps, { logger: pino({ level: 'silent' }) });
  return { app, deps };
}

/** Every page URL of the site in one language, derived from the route map and the content. */
export async function allPagePaths(deps: SiteDeps, locale: Locale) {
  const { sitemapEntries } = await import('../../server/http/seo.js');
  return (await sitemapEntries(deps, locale)).map((e) => ({ key: e.key, path: deps.router.pathFor(e.key, e.params[locale], locale) }));
}
