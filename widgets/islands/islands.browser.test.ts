// The islands runtime in real Chromium with JavaScript: what loads before and on interaction,
// failure isolation, the stale-tab reload guard, anchor scrolling, prefetch, the language
// cookie, view transitions and layout stability while widgets hydrate.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { browserSuite, DESKTOP, PHONE, WAIT_MS } from '../../tests/helpers/browser.js';
import { testConfig } from '../../tests/helpers/app.js';
import { islandIds, islands as islandDefs } from '../registry.js';


const suite = browserSuite();


// The build's manifest: which file each island loads and what it imports.
const distDir = testConfig().distDir;
type Entry = { file: string; imports: string[] };
const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as { entries: Record<string, Entry>; react: string };
const assetBytes = (file: string) => readFileSync(path.join(distDir, 'public', file));
const entry = (id: string) => {
  const e = manifest.entries[id];
  if (!e) throw new Error(`no manifest entry for "${id}"`);
  return e;
};
/** An island's own file and every chunk it imports. */
const files = (id: string) => [entry(id).file, ...entry(id).imports];
/** React DOM lives in exactly one shared chunk, never bundled twice (widgets/islands/react-islands.test.ts). */
const reactChunk = manifest.react;
if (!reactChunk) throw new Error('the build manifest names no React chunk');

const url = (p: string) => suite.server.url + p;

async function open(options: BrowserContextOptions = DESKTOP) {
  const context = await suite.browser.newContext(options);
  suite.contexts.push(context);
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  /** Console errors and uncaught exceptions, with where the browser says they came from. */
  const errors: { text: string; url: string }[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push({ text: m.text(), url: m.location().url }));
  page.on('pageerror', (e) => errors.push({ text: `uncaught: ${e.message}`, url: '' }));
  /** Paths of the JavaScript files the page requested, in order, repeats included. */
  const scripts: string[] = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith('/assets/') && p.endsWith('.js')) scripts.push(p);
  });
  return { context, page, errors, scripts };
}

/** The browser's own "Failed to load resource" lines are not messages from the page's code. */
const codeErrors = (errors: { text: string; url: string }[]) => errors.filter((e) => !e.text.startsWith('Failed to load resource'));
const count = (list: string[], item: string) => list.filter((x) => x === item).length;

interface IslandState { id: string; hydrate: string; state: string | null; html: string }
const islands = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')].map((n) => ({
      id: n.dataset.island!, hydrate: n.dataset.hydrate ?? '', state: n.getAttribute('data-hydrated'), html: n.innerHTML,
    })),
  ) as Promise<IslandState[]>;

/** Waits until the island has settled (started or failed) and returns its state. */
async function settled(page: Page, id: string): Promise<string | null> {
  await page.waitForFunction((id) => /^(true|error)$/.test(document.querySelector(`[data-island="${id}"]`)?.getAttribute('data-hydrated') ?? ''), id);
  return page.evaluate((id) => document.querySelector(`[data-island="${id}"]`)!.getAttribute('data-hydrated'), id);
}

/** Presses Tab until the focus is on (or inside) `selector`. */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => !!document.activeElement?.closest(s), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** A reload would navigate the main frame; none may come within this window. */
async function expectNoReload(page: Page, ms = 1000) {
  const navigated = await page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame(), timeout: ms }).then(() => true, () => false);
  expect(navigated, 'the page reloaded').toBe(false);
}

/** The runtime pushes the page view last: once it is there, every setup step has run. */
const ready = (page: Page) =>
  page.waitForFunction(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === 'content-view'));
async function go(page: Page, to: string) {
  await page.goto(to);
  await ready(page);
}

/** Makes one widget's chunk answer 500 (the runtime's import fails). */
const breakChunk = (page: Page, id: string) => page.route(`**/assets/${id}-*.js`, (r) => r.fulfill({ status: 500, body: 'server error' }));

describe('loading islands', () => {
  it('before any intent downloads only the runtime and the islands that start by themselves, never React or an interaction widget', async () => {
    const { page, errors, scripts } = await open();
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    const all = await islands(page);
    expect(all.map((i) => i.id)).toContain('consent');
    for (const i of all.filter((i) => i.hydrate === 'load')) expect(await settled(page, i.id), i.id).toBe('true');
    for (const i of all.filter((i) => i.hydrate === 'interaction')) expect(i.state, `${i.id} started without interaction`).toBeNull();

    const allowed = new Set(files('islands'));
    for (const i of all.filter((i) => i.hydrate !== 'interaction')) for (const f of files(i.id)) allowed.add(f);
    expect(scripts).toContain(entry('islands').file);
    expect(scripts.filter((s) => !allowed.has(s))).toEqual([]);
    expect(scripts).not.toContain(reactChunk);
    // The design budget: at most 8 KB gzip of JavaScript before any interaction.
    const gzip = [...new Set(scripts)].reduce((sum, f) => sum + gzipSync(assetBytes(f)).length, 0);
    expect(gzip).toBeLessThan(8 * 1024);
    expect(errors).toEqual([]);
  });

  it('focusing a widget downloads its chunk and React once (a hover does not); other islands stay untouched', async () => {
    const { page, errors, scripts } = await open();
    await go(page, url('/'));
    const before = await islands(page);
    const waiting = (except: string[]) => before.filter((i) => i.hydrate === 'interaction' && !except.includes(i.id));

    // A pointer passing over a widget is no intent to use it.
    await page.locator('.main-nav summary').first().hover();
    await page.waitForTimeout(300);
    expect(count(scripts, entry('nav-menu').file)).toBe(0);
    await page.locator('.main-nav summary').first().focus();
    expect(await settled(page, 'nav-menu')).toBe('true');
    expect(count(scripts, entry('nav-menu').file)).toBe(1);
    expect(count(scripts, reactChunk)).toBe(1);
    let now = await islands(page);
    for (const i of waiting(['nav-menu'])) {
      const after = now[before.indexOf(i)]!; // by position: an island may be on a page twice (the search box)
      expect(after.state, `${i.id} started`).toBeNull();
      expect(after.html, `${i.id} changed`).toBe(i.html);
    }

    // Keyboard only: focus reaching the search toggle, then the QR button (a trigger outside
    // the overlay's own node), starts those islands.
    await tabTo(page, '[data-island="search-box"]');
    expect(await settled(page, 'search-box')).toBe('true');
    await tabTo(page, '.header-actions .qr-button');
    expect(await settled(page, 'qr-overlay')).toBe('true');

    now = await islands(page);
    for (const i of waiting(['nav-menu', 'search-box', 'qr-overlay'])) {
      const after = now[before.indexOf(i)]!; // by position: an island may be on a page twice (the search box)
      expect(after.state, `${i.id} started`).toBeNull();
      expect(after.html, `${i.id} changed`).toBe(i.html);
    }
    for (const id of ['nav-menu', 'search-box', 'qr-overlay']) expect(count(scripts, entry(id).file), id).toBe(1);
    for (const f of new Set(scripts)) expect(count(scripts, f), f).toBe(1);
    expect(count(scripts, reactChunk)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('on a phone, tapping the menu button starts the mobile menu; a URL or hash change naming an overlay starts it at once', async () => {
    const { page, errors } = await open(PHONE);
    await go(page, url('/'));
    await page.locator('.header-actions .menu-toggle').tap();
    expect(await settled(page, 'mobile-menu')).toBe('true');
    await page.locator('#mobile-menu').waitFor({ state: 'visible' });

    await go(page, url('/blog/#qr'));
    expect(await settled(page, 'qr-overlay')).toBe('true');
    expect(await page.locator('#qr').isVisible()).toBe(true);
    expect(await islands(page).then((all) => all.find((i) => i.id === 'mobile-menu')?.state)).toBeNull();
    // A hash change without touching any trigger (history, a link elsewhere).
    await page.evaluate(() => (location.hash = 'mobile-menu'));
    expect(await settled(page, 'mobile-menu')).toBe('true');
    expect(errors).toEqual([]);
  });
});

describe('one broken widget leaves the others working', () => {
  it('a chunk answering 500 marks its node data-hydrated="error", logs the island by name, and the rest still hydrate', async () => {
    const { page, errors } = await open();
    await breakChunk(page, 'nav-menu');
    const latest: number[] = [];
    page.on('response', (r) => r.url().includes('/builds/latest.json') && latest.push(r.status()));
    await go(page, url('/'));
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await page.locator('.main-nav summary').first().focus();
    expect(await settled(page, 'nav-menu')).toBe('error');
    expect(codeErrors(errors).some((e) => e.text.includes('nav-menu'))).toBe(true);
    // The menu still works as the server sent it.
    await page.locator('.main-nav summary').first().click();
    await page.locator('.main-nav details[open] a').first().waitFor({ state: 'visible' });

    await page.locator('.header-actions .qr-button').focus();
    expect(await settled(page, 'qr-overlay')).toBe('true');
    await page.locator('.header-actions .qr-button').click();
    await page.locator('#qr').waitFor({ state: 'visible' });
    await page.locator('#qr .close-button').click();
    await page.locator('#qr').waitFor({ state: 'hidden' });
    await page.locator('.search-toggle summary').focus();
    expect(await settled(page, 'search-box')).toBe('true');

    // The build check ran, found the same build, and did not reload.
    expect(latest).toEqual([200]);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(codeErrors(errors).filter((e) => !e.text.includes('island "nav-menu"'))).toEqual([]);
  });

  it('a widget that crashes while starting keeps its server HTML, which still works without it', async () => {
    const { page, errors } = await open();
    // Serve a widget whose start throws (the overlays enhance the server's markup in place, so
    // there is nothing to restore: the markup must simply be left as it was).
    await page.route('**/assets/qr-overlay-*.js', (route) => route.fulfill({
      contentType: 'text/javascript',
      body: `export function mount() { throw new Error('test: widget crashed'); }`,
    }));
    await go(page, url('/'));
    const html = (await islands(page)).find((i) => i.id === 'qr-overlay')!.html;
    await page.locator('.header-actions .qr-button').focus();
    await page.waitForFunction(() => document.querySelector('[data-island="qr-overlay"]')?.getAttribute('data-hydrated') === 'error');
    expect(codeErrors(errors).some((e) => e.text.includes('qr-overlay'))).toBe(true);
    expect(await page.evaluate(() => document.querySelector('[data-island="qr-overlay"]')!.innerHTML)).toBe(html);
    await page.locator('.header-actions .qr-button').click();
    await page.locator('#qr').waitFor({ state: 'visible' });
    await page.locator('#qr .close-button').click();
    await page.locator('#qr').waitFor({ state: 'hidden' });
    await page.locator('.main-nav summary').first().focus();
    expect(await settled(page, 'nav-menu')).toBe('true');
  });
});

describe('a stale tab after a deploy', () => {
  it('reloads once when /builds/latest.json names another build; the sessionStorage marker stops a second reload for 10 s', async () => {
    const { page } = await open();
    await breakChunk(page, 'nav-menu');
    const checks: string[] = [];
    await page.route('**/builds/latest.json*', (r) => {
      checks.push(r.request().url());
      return r.fulfill({ json: { id: 'a-newer-build', timestamp: new Date().toISOString() } });
    });
    await go(page, url('/'));
    const build = await page.evaluate(() => JSON.parse(document.getElementById('islands-manifest')!.textContent!).build as string);
    expect(build).toMatch(/\w/);
    expect(build).not.toBe('a-newer-build');

    await Promise.all([page.waitForEvent('load'), page.locator('.main-nav summary').first().focus()]);
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatch(/\/builds\/latest\.json\?t=\d+$/);
    const marker = Number(await page.evaluate(() => sessionStorage.getItem('islands:reload')));
    expect(Date.now() - marker).toBeLessThan(10_000);

    // Still broken after the reload: no second reload within 10 s.
    await page.locator('.main-nav summary').first().focus();
    expect(await settled(page, 'nav-menu')).toBe('error');
    await expectNoReload(page);

    // Once the marker is older than 10 s, a failure may reload again.
    await page.evaluate(() => sessionStorage.setItem('islands:reload', String(Date.now() - 11_000)));
    await page.reload();
    await ready(page);
    await Promise.all([page.waitForEvent('load'), page.locator('.main-nav summary').first().focus()]);
    expect(Date.now() - Number(await page.evaluate(() => sessionStorage.getItem('islands:reload')))).toBeLessThan(10_000);
  });

  it('tolerates a 404 or 403 from /builds/latest.json silently', async () => {
    await Promise.all([404, 403].map(async (status) => {
      const { page, errors } = await open();
      await breakChunk(page, 'nav-menu');
      await page.route('**/builds/latest.json*', (r) => r.fulfill({ status, body: 'no' }));
      await go(page, url('/'));
      const answered = page.waitForResponse((r) => r.url().includes('/builds/latest.json'));
      await page.locator('.main-nav summary').first().focus();
      expect((await answered).status()).toBe(status);
      expect(await settled(page, 'nav-menu')).toBe('error');
      await expectNoReload(page);
      // Only the island's own error; nothing about the build check from the page's code.
      expect(codeErrors(errors).map((e) => e.text).filter((t) => !t.includes('island "nav-menu"'))).toEqual([]);
      expect(errors.filter((e) => /latest\.json/.test(e.text))).toEqual([]);
    }));
  });
});

describe('scrolling to anchors', () => {
  /** Records scroll positions and the behaviour of each `scrollTo`; `settle` waits until scrolling has stopped for a second. */
  const trackScroll = (context: BrowserContext) =>
    context.addInitScript(() => {
      const w = window as unknown as { scrolls: number[]; lastScroll: number; behaviours: string[] };
      w.scrolls = [];
      w.lastScroll = 0;
      w.behaviours = [];
      addEventListener('scroll', () => { w.scrolls.push(scrollY); w.lastScroll = performance.now(); }, { passive: true });
      // What the page asked for: a smooth scroll on a machine whose frames are slower than the
      // animation is drawn in a single step, so the positions alone cannot tell smooth from instant.
      const scrollTo = window.scrollTo.bind(window) as (o?: ScrollToOptions) => void;
      window.scrollTo = ((o?: ScrollToOptions) => { w.behaviours.push(String(o?.behavior ?? 'auto')); scrollTo(o); }) as typeof window.scrollTo;
    });
  const settle = (page: Page) =>
    page.waitForFunction(() => {
      const w = window as unknown as { scrolls: number[]; lastScroll: number };
      // A smooth scroll on a busy machine can pause for some hundreds of milliseconds between
      // frames (a full run once read the page mid-scroll after 300 ms); a second without one is done.
      return w.scrolls.length > 0 && performance.now() - w.lastScroll > 1000;
    }, null, { polling: 50 });
  const topOf = (page: Page, id: string) => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id);
  const positions = (page: Page) => page.evaluate(() => new Set((window as unknown as { scrolls: number[] }).scrolls).size);
  const behaviours = (page: Page) => page.evaluate(() => (window as unknown as { behaviours: string[] }).behaviours);

  it('a URL hash scrolls smoothly to put its element 100 px below the top', async () => {
    const { context, page } = await open();
    await trackScroll(context);
    await page.goto(url('/ucretsiz-para-transferi/#yurt-disi-para-transferi'));
    await settle(page);
    expect(Math.abs((await topOf(page, 'yurt-disi-para-transferi')) - 100)).toBeLessThanOrEqual(4);
  });

  it('waits for an element that appears late, then scrolls to it smoothly (instantly with reduced motion)', async () => {
    await Promise.all((['no-preference', 'reduce'] as const).map(async (reducedMotion) => {
      const { context, page } = await open({ ...DESKTOP, reducedMotion });
      await trackScroll(context);
      // The element arrives 600 ms after the document is parsed (the runtime waits up to 1 s).
      await context.addInitScript(() => {
        addEventListener('DOMContentLoaded', () => setTimeout(() => {
          const late = document.createElement('section');
          late.id = 'late-section';
          late.textContent = 'Late content';
          document.querySelector('main')!.children[2]!.before(late);
        }, 600));
      });
      await page.goto(url('/#late-section'));
      await page.locator('#late-section').waitFor({ state: 'attached' });
      await settle(page);
      expect(Math.abs((await topOf(page, 'late-section')) - 100), reducedMotion).toBeLessThanOrEqual(4);
      // One scroll, asked for smoothly unless the visitor prefers reduced motion; an instant one
      // lands in a single position.
      expect(await behaviours(page), reducedMotion).toEqual([reducedMotion === 'reduce' ? 'instant' : 'smooth']);
      if (reducedMotion === 'reduce') expect(await positions(page)).toBe(1);
    }));
  });

  it('an FAQ item page jumps its question 150 px below the top on a phone, where it starts lower, and the browser still measures its largest paint', async () => {
    const category = JSON.parse(readFileSync('content/faq/cards.tr.json', 'utf8')) as { slug: string; items: { slug: string }[] };
    const item = category.items[2]!.slug;
    const { context, page } = await open({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    await trackScroll(context);
    await page.goto(url(`/sikca-sorulan-sorular/${category.slug}/${item}/`));
    await settle(page);
    expect(Math.abs((await topOf(page, item)) - 150)).toBeLessThanOrEqual(4);
    // That block is the page's question (its h1) and the answer.
    expect(await page.locator(`[id="${item}"] h1`).count()).toBe(1);
    // An instant jump, asked for as one: the stylesheet's smooth scroll-behavior would otherwise
    // animate it on the compositor, which Chromium takes for the visitor scrolling.
    expect(await behaviours(page)).toEqual(['instant']);
    const largestPaints = await page.evaluate(() => new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().length)).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(0), 2000);
    }));
    expect(largestPaints).toBeGreaterThan(0);
  });

  it('an FAQ item page on a wide screen, where the question already starts within 150 px of the top, stays at the top', async () => {
    const category = JSON.parse(readFileSync('content/faq/cards.tr.json', 'utf8')) as { slug: string; items: { slug: string }[] };
    const item = category.items[2]!.slug;
    const { page } = await open();
    await page.goto(url(`/sikca-sorulan-sorular/${category.slug}/${item}/`));
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await topOf(page, item)).toBeLessThanOrEqual(150);
  });
});

describe('page-wide behaviour', () => {
  const speculation = (page: Page) => page.evaluate(() => [...document.head.querySelectorAll('script[type="speculationrules"]')].map((s) => s.textContent));

  it('leaves what can wait until the page has loaded: no speculation rules, page view or consent banner while it is still loading, and the rules until a pointer moves', async () => {
    const { context, page } = await open();
    // Recorded when the document has been parsed and the runtime (a module script) has run.
    await context.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { atParsed: unknown }).atParsed = {
        rules: document.querySelectorAll('script[type="speculationrules"]').length,
        views: ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'content-view').length,
        consent: document.querySelector('[data-island="consent"]')?.getAttribute('data-hydrated') ?? null,
      };
    }));
    await go(page, url('/'));
    expect(await page.evaluate(() => (window as unknown as { atParsed: unknown }).atParsed)).toEqual({ rules: 0, views: 0, consent: null });
    // Then the page view and the banner come; the rules once the mouse moves.
    // The banner hydrates after the page view; on a busy machine that can take a moment.
    await expect.poll(() => page.locator('[data-island="consent"]').getAttribute('data-hydrated'), { timeout: WAIT_MS }).toBe('true');
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    expect(await speculation(page)).toHaveLength(0);
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 310);
    await expect.poll(() => speculation(page)).toHaveLength(1);
  });

  it('inserts speculation rules, unless the visitor saves data or is on a 2g connection', async () => {
    const { page } = await open();
    await page.goto(url('/'));
    await ready(page);
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 310);
    await expect.poll(() => speculation(page)).toHaveLength(1);
    const rules = await speculation(page);
    expect(rules).toHaveLength(1);
    expect(JSON.parse(rules[0]!)).toEqual(JSON.parse(await page.locator('#speculation-rules-template').textContent() ?? ''));
    const view = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.find((e) => e.event === 'content-view'));
    expect(view).toMatchObject({ page_location: url('/'), page_title: await page.title(), device_category: 'desktop' });

    await Promise.all([{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: 'slow-2g' }].map(async (connection) => {
      const { context, page } = await open();
      await context.addInitScript((c) => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => c }), connection);
      await page.goto(url('/'));
      await ready(page);
      // The same pointer movement that inserts them above.
      await page.mouse.move(200, 300);
      await page.mouse.move(220, 310);
      await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
      expect(await speculation(page), JSON.stringify(connection)).toEqual([]);
    }));
  });

  it('the language switcher keeps the choice in i18n_redirected for a year, and / then sends the visitor to /en/', async () => {
    const { context, page } = await open();
    await go(page, url('/blog/on-odemeli-kart-ve-kredi-karti-farki/'));
    const english = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href');
    await Promise.all([page.waitForURL((u) => u.pathname === new URL(english!).pathname), page.locator('.header-actions a.lang-switch').click()]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const cookie = (await context.cookies(suite.server.url)).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    await page.goto(url('/'));
    expect(new URL(page.url()).pathname).toBe('/en/');

    // Back to Turkish with the keyboard: / stays Turkish again.
    await tabTo(page, '.header-actions a.lang-switch');
    await Promise.all([page.waitForURL((u) => u.pathname === '/'), page.keyboard.press('Enter')]);
    expect((await context.cookies(suite.server.url)).find((c) => c.name === 'i18n_redirected')?.value).toBe('tr');
    await page.goto(url('/'));
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('back to Turkish from the English home page with a real mouse, while speculation rules prefetch links on hover', async () => {
    const { context, page } = await open();
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: suite.server.url }]);
    await page.goto(url('/'));
    expect(new URL(page.url()).pathname).toBe('/en/');
    // The rules come with the first pointer movement after the page has loaded.
    await ready(page);
    await page.mouse.move(300, 400);
    await page.mouse.move(320, 420);
    await page.waitForFunction(() => !!document.querySelector('script[type="speculationrules"]'));
    const toTurkish = page.locator('.header-actions a.lang-switch');
    // Hovering long enough for "moderate" eagerness would prefetch the link under the cursor.
    await toTurkish.hover();
    await page.waitForTimeout(800);
    await Promise.all([page.waitForURL((u) => u.pathname === '/'), toTurkish.click()]);
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
  });

  it('opts into cross-document view transitions', async () => {
    const { page } = await open();
    await page.goto(url('/'));
    const rules = await page.evaluate(() =>
      [...document.styleSheets].flatMap((s) => [...s.cssRules]).filter((r) => r.cssText.startsWith('@view-transition')).map((r) => ({ text: r.cssText, navigation: (r as CSSRule & { navigation?: string }).navigation })),
    );
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.some((r) => r.navigation === 'auto' || /navigation:\s*auto/.test(r.text))).toBe(true);
  });

  it('a view transition the browser aborts is no page error; any other unhandled rejection still is', async () => {
    const { page, errors } = await open();
    await page.goto(url('/'));
    // What Chromium rejects a transition's promises with when it gives one up, sometimes before
    // any pageswap or pagereveal listener could see it; the navigation goes on regardless.
    await page.evaluate(() => {
      void Promise.reject(new DOMException('Transition was aborted because of invalid state. ViewTransition opt-in disabled', 'InvalidStateError'));
      void Promise.reject(new DOMException('Transition was skipped', 'AbortError'));
      void Promise.reject(new DOMException('the same words from something else: Transition was aborted', 'InvalidStateError'));
      void Promise.reject(new Error('a real failure'));
    });
    await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(300); // time for an error that should not come
    expect(errors.map((e) => e.text).sort()).toEqual(['uncaught: a real failure', 'uncaught: the same words from something else: Transition was aborted']);
  });
});

describe('layout stability', () => {
  type Shift = { value: number; sources: string[] };
  /** Islands that start by themselves (`load`, `idle`): their chunks are held until `release`. */
  const selfStarting = islandIds.filter((id) => islandDefs[id].hydrate !== 'interaction');

  /**
   * Starts every island on the page and returns the layout shifts made meanwhile. Shifts made by
   * loading the page (a late font, an image, a busy machine) are not measured: the observer
   * starts once the page has loaded, its fonts are in and nothing has hydrated yet. Then the
   * islands that start by themselves get their chunks, and each other island is started by
   * focus on its trigger (or first reachable control).
   */
  async function hydrateAll(p: string, options: BrowserContextOptions) {
    const { context, page, errors } = await open(options);
    // Loading the page is not what this measures: a busy machine may take its time.
    context.setDefaultNavigationTimeout(30_000);
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    for (const id of selfStarting) {
      await context.route(`**/assets/${id}-*.js`, async (route) => {
        await released;
        await route.continue();
      });
    }
    await go(page, url(p));
    const ids = (await islands(page)).map((i) => i.id);
    expect(ids.filter((id) => (selfStarting as string[]).includes(id)).length, 'islands that start by themselves').toBeGreaterThan(0);
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const w = window as unknown as { shifts: Shift[]; shiftObserver: PerformanceObserver };
      w.shifts = [];
      const record = (entries: PerformanceEntry[]) => {
        for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
          if (!e.hadRecentInput) w.shifts.push({ value: e.value, sources: (e.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName))) });
        }
      };
      w.shiftObserver = new PerformanceObserver((list) => record(list.getEntries()));
      w.shiftObserver.observe({ type: 'layout-shift' });
      (w as unknown as { recordShifts: typeof record }).recordShifts = record;
    });
    // Nothing has started yet: what follows is the islands' own doing.
    expect((await islands(page)).filter((i) => i.state === 'true').map((i) => i.id)).toEqual([]);
    release();
    for (const id of new Set(ids.filter((id) => (selfStarting as string[]).includes(id)))) expect(await settled(page, id), `${id} on ${p}`).toBe('true');
    for (const id of ids) {
      if ((selfStarting as string[]).includes(id)) continue;
      const found = await page.evaluate((id) => {
        const node = document.querySelector<HTMLElement>(`[data-island="${id}"]`)!;
        const candidates = [...(node.dataset.trigger ? document.querySelectorAll(node.dataset.trigger) : []), ...node.querySelectorAll('a[href], button, summary, input, select, textarea')];
        const reachable = (e: Element) => {
          if (e.getClientRects().length === 0) return false;
          e.scrollIntoView({ block: 'center', behavior: 'instant' });
          const r = e.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return !!hit && (hit === e || e.contains(hit));
        };
        const el = candidates.find(reachable);
        el?.setAttribute('data-cls-probe', id);
        return !!el;
      }, id);
      if (!found) continue; // not reachable at this width (the other viewport starts it; checked below)
      const probe = page.locator(`[data-cls-probe="${id}"]`).first();
      await probe.focus();
      expect(await settled(page, id), `${id} on ${p}`).toBe('true');
    }
    const started = new Set((await islands(page)).filter((i) => i.state === 'true').map((i) => i.id));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const shifts = await page.evaluate(() => {
      const w = window as unknown as { shifts: Shift[]; shiftObserver: PerformanceObserver; recordShifts: (e: PerformanceEntry[]) => void };
      w.recordShifts(w.shiftObserver.takeRecords());
      return w.shifts;
    });
    const cls = shifts.reduce((sum, e) => sum + e.value, 0);
    expect(cls, `${p} at ${options.viewport!.width}px: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
    expect(codeErrors(errors)).toEqual([]);
    return { ids, started };
  }

  for (const p of ['/', '/temsilcilik-basvurusu/', '/en/communication/']) {
    it(`starting every island on ${p} (by itself, or by focus on its trigger) shifts nothing, on desktop and phone`, async () => {
      const runs = await Promise.all([hydrateAll(p, DESKTOP), hydrateAll(p, PHONE)]);
      // Between the two viewports every island on the page was started.
      const started = new Set(runs.flatMap((r) => [...r.started]));
      expect([...started].sort()).toEqual([...new Set(runs[0]!.ids)].sort()); // the search box is there twice
    });
  }
});
