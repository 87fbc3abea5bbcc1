// Real Chromium through playwright, and the real app listening on a loopback port. The browser
// is Debian's, given by executablePath: neither playwright nor playwright-core has an install
// script, so no browser build is ever downloaded.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { beforeAll, afterAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright';
import { testApp } from './app.js';
import { chromiumPath, CHROMIUM_FLAGS } from '../../scripts/chromium.js';

export { chromiumPath };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
  });
}

export async function startServer(
  overrides: Parameters<typeof testApp>[0] = {},
  mutate?: Parameters<typeof testApp>[1],
): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const { app } = await testApp(overrides, mutate);
  const server = await new Promise<Server>((resolve) => {
    const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * How long one browser step may wait for what it needs (an element, a URL, a hydrated island):
 * a cap, not a pause. Generous because a machine shared with other work renders several times
 * slower; a step that passes returns as soon as its condition holds.
 */
export const WAIT_MS = 30_000;

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export interface BrowserSuite {
  browser: Browser;
  server: Awaited<ReturnType<typeof startServer>>;
  /** Contexts a test opened; closed after the file. */
  contexts: BrowserContext[];
}

/** One Chromium and one app server for a test file, started before and closed after it. */
export function browserSuite(...serverArgs: Parameters<typeof startServer>): BrowserSuite {
  const suite = { contexts: [] } as unknown as BrowserSuite;
  beforeAll(async () => {
    [suite.browser, suite.server] = await Promise.all([launchBrowser(), startServer(...serverArgs)]);
  });
  afterAll(async () => {
    await Promise.all(suite.contexts.map((c) => c.close()));
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}

/**
 * Scrolls `target` into view and waits until its section's scroll reveal is over, as a visitor
 * sees it before pressing it: a press on a section still hidden starts its slide (focus reveals
 * it), which moves the target from under the pointer before the press ends.
 */
export async function scrolledInto(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.page().waitForFunction((el) => {
    const block = el.closest('main .block');
    return !block || (block.getAttribute('data-reveal') !== 'hidden' && block.getAnimations({ subtree: true }).every((a) => a.playState !== 'running'));
  }, await target.elementHandle());
}

/**
 * Types into the focused element with the page's clock standing still (installed with
 * `clock.install()` before the page loaded), then lets it run: a busy machine's slow keystrokes
 * cannot each outlast a widget's pause (search, quote) and send part of what is typed.
 */
export async function typeWhole(page: Page, text: string, options?: { delay: number }): Promise<void> {
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 60_000));
  await page.keyboard.type(text, options);
  await page.clock.resume();
}

/** A context whose visitor already answered the consent banner, so it stays out of the way. */
export async function decidedContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(() => {
    try {
      if (!localStorage.getItem('consent')) localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() }));
    } catch {
      /* about:blank has no storage */
    }
  });
  return context;
}

/** Waits until the island has hydrated. */
export const hydrated = (page: Page, id: string) => page.locator(`[data-island="${id}"][data-hydrated="true"]`).waitFor({ state: 'attached' });

/** Presses Tab until the focused element matches the selector, like a keyboard-only visitor. */
export async function tabTo(page: Page, selector: string, key = 'Tab', max = 300): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${key} never reached ${selector}`);
}
