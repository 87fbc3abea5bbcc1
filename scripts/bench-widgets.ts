// The first interaction with each widget the design card names, in Debian's Chromium with the
// CPU throttled 4× (a cheap phone), over loopback, each on a cold page (a fresh browser
// context: nothing cached). For each: the time from the press to the first visible change
// (the server markup answers: a <details> opens, a :target overlay shows, the field takes the
// focus), the time to the hydrated widget answering (React loaded and live), and the Event
// Timing duration of that press as Chromium records it. Part of `npm run bench`.
import { readFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright';

const RUNS = Number(process.env.BENCH_WIDGET_RUNS ?? 5);
/** The CPU slow-down (4: a cheap phone; 1 shows what the throttle itself adds). */
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);

interface Probe {
  widget: string;
  path: string;
  /** What the visitor presses. */
  target: string;
  /** In the page: true once the press visibly answered (before or without React). */
  visible: string;
  /** In the page: true once the hydrated widget answered. */
  live: string;
}

const probes: Probe[] = [
  {
    widget: 'nav-menu', path: '/', target: '.main-nav summary',
    visible: `document.querySelector('.main-nav details[open] .dropdown')?.getClientRects().length > 0`,
    live: `document.querySelector('[data-island="nav-menu"]')?.dataset.hydrated === 'true' && document.querySelector('.main-nav summary')?.getAttribute('aria-expanded') === 'true'`,
  },
  {
    widget: 'search-box', path: '/', target: '.search-toggle > summary',
    visible: `document.querySelector('.search-toggle[open] .search-panel')?.getClientRects().length > 0`,
    live: `document.activeElement?.id === 'header-search' && document.activeElement.getAttribute('role') === 'combobox'`,
  },
  {
    widget: 'qr-overlay', path: '/', target: '.header-actions .qr-button',
    visible: `getComputedStyle(document.getElementById('qr')).display !== 'none' && document.getElementById('qr').getClientRects().length > 0`,
    live: `document.getElementById('qr')?.classList.contains('is-open') && document.getElementById('qr').contains(document.activeElement)`,
  },
  {
    widget: 'phone-input', path: '/temsilcilik-basvurusu/', target: '.phone-input input[type="tel"]',
    visible: `document.activeElement?.matches('.phone-input input[type="tel"]')`,
    live: `document.querySelector('[data-island="phone-input"]')?.dataset.hydrated === 'true'`,
  },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function once(page: Page, base: string, p: Probe) {
  await page.goto(base + p.path, { waitUntil: 'load' });
  const target = page.locator(p.target).first();
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300); // the page settles (idle islands start)
  await page.evaluate(({ visible, live }) => {
    const w = window as unknown as { bench: Record<string, number>; entries: PerformanceEventTiming[] };
    w.bench = {};
    w.entries = [];
    new PerformanceObserver((list) => w.entries.push(...(list.getEntries() as PerformanceEventTiming[]))).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    const check = (name: string, test: string) => {
      const f = new Function(`return !!(${test})`) as () => boolean;
      const poll = () => (f() ? (w.bench[name] = performance.now()) : requestAnimationFrame(poll));
      requestAnimationFrame(poll);
    };
    addEventListener('pointerdown', (e) => {
      w.bench.down = e.timeStamp;
      check('visible', visible);
      check('live', live);
    }, { capture: true, once: true });
  }, { visible: p.visible, live: p.live });
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => (window as unknown as { bench: Record<string, number> }).bench.live !== undefined, null, { timeout: 20_000 });
  await page.waitForTimeout(100); // the press's event-timing entry is reported after its paint
  return page.evaluate(() => {
    const w = window as unknown as { bench: Record<string, number>; entries: PerformanceEventTiming[] };
    const press = w.entries.filter((e) => ['pointerdown', 'pointerup', 'click', 'mousedown'].includes(e.name));
    return { visible: w.bench.visible! - w.bench.down!, live: w.bench.live! - w.bench.down!, event: press.length ? Math.max(...press.map((e) => e.duration)) : 0 };
  });
}

export async function widgetTimings(base: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: readFileSync('.cache/chromium-path', 'utf8').trim(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    console.log(`\n## First interaction with each widget (Chromium, CPU throttled ${CPU_RATE}×, cold page over loopback, median of ${RUNS})`);
    console.log('| widget | page | press → first visible change ms (budget 100) | press → hydrated widget answers ms (budget 300) | Event Timing duration of the press ms |');
    console.log('| --- | --- | ---: | ---: | ---: |');
    for (const p of probes) {
      const runs: { visible: number; live: number; event: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        // The probes run as code in the page, which the site's CSP (no eval) would refuse.
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
        await context.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })));
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
        try {
          runs.push(await once(page, base, p));
        } finally {
          await context.close();
        }
      }
      const m = (k: 'visible' | 'live' | 'event') => median(runs.map((r) => r[k])).toFixed(0);
      console.log(`| ${p.widget} | ${p.path} | ${m('visible')} | ${m('live')} | ${m('event')} |`);
    }
  } finally {
    await browser.close();
  }
}
