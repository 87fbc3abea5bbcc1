// The first interaction with each widget the design card names, in Debian's Chromium with the
// CPU throttled 4× (a cheap phone), over loopback, each on a cold page (a fresh browser
// context: nothing cached). For each: the time from the press to the first visible change
// (the server markup answers: a <details> opens, a :target overlay shows, the field takes the
// focus), the time to the hydrated widget answering (React loaded and live), and the Event
// Timing duration of that press as Chromium records it. Part of `npm run bench`.
//
// The browser is driven over the DevTools protocol without its Runtime domain
// (scripts/devtools-protocol.ts): with Runtime on, as Playwright has it, V8 records a stack trace
// with source positions for every Error created, and React DOM creates three as it starts, which
// costs a re-parse of React that no visitor's browser does. The probes are injected as the page
// starts and leave their figures in an attribute of <html>, read through the DOM domain.
import { launchRawChromium, type Session } from './devtools-protocol.js';

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
    visible: `getComputedStyle(document.getElementById('qr')).visibility === 'visible' && document.getElementById('qr').getClientRects().length > 0`,
    live: `document.getElementById('qr')?.classList.contains('is-open') && document.getElementById('qr').contains(document.activeElement)`,
  },
  {
    widget: 'phone-input', path: '/temsilcilik-basvurusu/', target: '.phone-input input[type="tel"]',
    visible: `document.activeElement?.matches('.phone-input input[type="tel"]')`,
    live: `document.querySelector('[data-island="phone-input"]')?.dataset.hydrated === 'true'`,
  },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Injected as the page starts: consent already answered, and on the first press, the times at
 *  which the visible and live conditions first hold (checked every frame), and the press's
 *  Event Timing entries, written to <html data-bench> once the widget is live. */
const probeScript = (p: Probe) => `(() => {
  try { localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })); } catch {}
  const b = {}, entries = [];
  new PerformanceObserver((l) => entries.push(...l.getEntries())).observe({ type: 'event', durationThreshold: 16 });
  const write = () => {
    const press = entries.filter((e) => e.startTime >= b.down - 1 && ['pointerdown', 'pointerup', 'click', 'mousedown'].includes(e.name));
    document.documentElement.setAttribute('data-bench', JSON.stringify({ ...b, event: press.length ? Math.max(...press.map((e) => e.duration)) : 0 }));
  };
  const when = (name, test) => {
    const step = () => (test() ? ((b[name] = performance.now()), name === 'live' && setTimeout(write, 150)) : requestAnimationFrame(step));
    requestAnimationFrame(step);
  };
  addEventListener('pointerdown', (e) => {
    b.down = e.timeStamp;
    b.hit = e.target instanceof Element && !!e.target.closest(${JSON.stringify(p.target)});
    when('visible', () => !!(${p.visible}));
    when('live', () => !!(${p.live}));
  }, { capture: true, once: true });
})();`;

async function once(session: Session, url: string, p: Probe) {
  await session.send('Page.enable');
  await session.send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 900, deviceScaleFactor: 1, mobile: false });
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await session.send('Page.addScriptToEvaluateOnNewDocument', { source: probeScript(p) });
  const loaded = session.once('Page.loadEventFired');
  await session.send('Page.navigate', { url });
  await loaded;
  const { root } = await session.send('DOM.getDocument', { depth: 0 });
  const { nodeId: html } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'html' });
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: p.target });
  if (!nodeId) throw new Error(`${p.widget}: nothing matches ${p.target} on ${url}`);
  await session.send('DOM.scrollIntoViewIfNeeded', { nodeId });
  const { quads } = await session.send('DOM.getContentQuads', { nodeId });
  const q = quads[0] as number[];
  const x = (q[0]! + q[2]! + q[4]! + q[6]!) / 4;
  const y = (q[1]! + q[3]! + q[5]! + q[7]!) / 4;
  const mouse = (type: string, extra = {}) => session.send('Input.dispatchMouseEvent', { type, x, y, ...extra });
  // The pointer reaches the widget before the press, as a visitor's does; its first movement is
  // when the runtime inserts the speculation rules.
  await mouse('mouseMoved');
  await sleep(300); // the page settles (idle islands start)
  await mouse('mousePressed', { button: 'left', buttons: 1, clickCount: 1 });
  await mouse('mouseReleased', { button: 'left', buttons: 0, clickCount: 1 });
  for (const started = Date.now(); Date.now() - started < 20_000; await sleep(50)) {
    const { attributes } = await session.send('DOM.getAttributes', { nodeId: html }) as { attributes: string[] };
    const i = attributes.indexOf('data-bench');
    if (i < 0) continue;
    const b = JSON.parse(attributes[i + 1]!) as { down: number; visible: number; live: number; event: number; hit: boolean };
    if (!b.hit) throw new Error(`${p.widget}: the press at ${x}, ${y} did not land on ${p.target}`);
    return { visible: b.visible - b.down, live: b.live - b.down, event: b.event };
  }
  throw new Error(`${p.widget}: not live within 20 s of the press on ${url}`);
}

export async function widgetTimings(base: string): Promise<void> {
  const browser = await launchRawChromium();
  try {
    console.log(`\n## First interaction with each widget (Chromium, CPU throttled ${CPU_RATE}×, cold page over loopback, median of ${RUNS})`);
    console.log('| widget | page | press → first visible change ms (budget 100) | press → hydrated widget answers ms (budget 300) | Event Timing duration of the press ms |');
    console.log('| --- | --- | ---: | ---: | ---: |');
    // A first visit that is not counted: a freshly started Chromium is still busy starting up
    // (the first run of the first widget was 2-3 times its median every time).
    const warm = await browser.newPage();
    await once(warm.session, base + probes[0]!.path, probes[0]!).finally(() => warm.close());
    for (const p of probes) {
      const runs: { visible: number; live: number; event: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A fresh browser context for each run: nothing cached.
        const page = await browser.newPage();
        try {
          runs.push(await once(page.session, base + p.path, p));
        } finally {
          await page.close();
        }
      }
      const m = (k: 'visible' | 'live' | 'event') => median(runs.map((r) => r[k])).toFixed(0);
      const range = (k: 'visible' | 'live') => `${Math.min(...runs.map((r) => r[k])).toFixed(0)}–${Math.max(...runs.map((r) => r[k])).toFixed(0)}`;
      console.log(`| ${p.widget} | ${p.path} | ${m('visible')} (${range('visible')}) | ${m('live')} (${range('live')}) | ${m('event')} |`);
    }
  } finally {
    await browser.close();
  }
}
