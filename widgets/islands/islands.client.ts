// The islands runtime (the only script every page loads). It finds widget mount nodes and
// loads a widget's chunk only when its strategy fires; one broken widget leaves the rest
// working. It also owns a few page-wide behaviours that must work from the first click:
// the language cookie, scroll offsets for anchors, scroll reveal, prefetching and the page-view event.
import { strategies, whenIdle } from './strategies.js';
import { ATTR, MANIFEST_ID, type PageManifest, type Strategy } from './protocol.js';
import { recoverFromChunkError } from './build-check.js';
import { setupScrolling } from './scroll.js';
import { setupLanguageCookie } from './language.js';
import { setupPrefetch } from './prefetch.js';
import { pushPageView } from './analytics.js';
import { setupReveal } from './reveal.js';

type WidgetModule = { mount(node: HTMLElement, props: unknown): void | Promise<void> };

const manifestEl = document.getElementById(MANIFEST_ID);
const manifest: PageManifest = manifestEl
  ? JSON.parse(manifestEl.textContent || '{}')
  : { build: '', widgets: {} };

function readProps(node: HTMLElement): unknown {
  const next = node.nextElementSibling;
  return next instanceof HTMLScriptElement && next.getAttribute(ATTR.props) === node.getAttribute(ATTR.island) ? JSON.parse(next.textContent || '{}') : {};
}

async function hydrate(node: HTMLElement): Promise<void> {
  if (node.hasAttribute(ATTR.hydrated)) return;
  node.setAttribute(ATTR.hydrated, 'pending');
  const id = node.getAttribute(ATTR.island)!;
  const [url, ...chunks] = manifest.widgets[id] ?? [];
  // The chunks the bundle imports (React) are fetched beside it, not after it has arrived.
  for (const href of chunks) preload(href);
  let mod: WidgetModule;
  try {
    if (!url) throw new Error('no bundle in the islands manifest');
    mod = (await import(/* @vite-ignore */ url)) as WidgetModule;
  } catch (err) {
    fail(node, err);
    // A chunk that cannot load may belong to an older deployment than the server's.
    if (url) void recoverFromChunkError(manifest.build);
    return;
  }
  try {
    await mod.mount(node, readProps(node));
    node.setAttribute(ATTR.hydrated, 'true');
  } catch (err) {
    fail(node, err);
  }
}

const preloaded = new Set<string>();
function preload(href: string) {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}

function fail(node: HTMLElement, err: unknown) {
  node.setAttribute(ATTR.hydrated, 'error');
  console.error(`island "${node.getAttribute(ATTR.island)}" failed to start`, err);
}

export function start(root: ParentNode = document): void {
  for (const node of root.querySelectorAll<HTMLElement>(`[${ATTR.island}]:not([${ATTR.hydrated}])`)) {
    const run = strategies[node.getAttribute(ATTR.hydrate) as Strategy];
    // The server writes only registered strategies; anything else is a bug to see, not to guess.
    if (run) run(node, () => void hydrate(node));
    else fail(node, new Error(`unknown hydration strategy "${node.getAttribute(ATTR.hydrate)}"`));
  }
}

// What must answer from the first click runs now; the rest once the page is idle. The
// speculation rules wait for a first pointer movement: inserted at load they delay a first press.
start();
setupLanguageCookie();
setupReveal();
setupScrolling();
whenIdle(() => {
  addEventListener('pointermove', setupPrefetch, { once: true, passive: true });
  setTimeout(pushPageView, 0);
});
