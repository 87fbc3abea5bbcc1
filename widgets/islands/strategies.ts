// When a widget hydrates. `interaction` starts on the first sign of intent to use it (a press,
// a touch, focus, a key; a pointer passing over is not one) on the node or on any element
// matching its data-trigger selector, and never before the page's load event; the native
// no-JavaScript behaviour answers the press itself while the widget loads.
import type { Strategy } from './protocol.js';
type Run = (node: HTMLElement, go: () => void) => void;

const INTENT = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Runs `go` now if the page has loaded, else on its load event. */
const afterLoad = (go: () => void) => (document.readyState === 'complete' ? go() : addEventListener('load', go, { once: true }));

/** Runs `go` in a task of its own once the page has loaded: work that can wait for the load event
 *  stays out of the page's first tasks, where Lighthouse measured it as blocking time. */
const afterLoadTask = (go: () => void) => afterLoad(() => setTimeout(go, 0));

/** Runs `go` after the page's load event, when the browser is idle (2 s at most). */
export const whenIdle = (go: () => void) => afterLoad(() => {
  if ('requestIdleCallback' in window) requestIdleCallback(go, { timeout: 2000 });
  else setTimeout(go, 200);
});

export const strategies: Record<Strategy, Run> = {
  load: (_node, go) => afterLoadTask(go),
  idle: (_node, go) => whenIdle(go),
  visible: (node, go) => {
    if (!('IntersectionObserver' in window)) return go();
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        go();
      }
    }, { rootMargin: '200px' });
    // The mount node is display: contents and never intersects; watch what it renders.
    io.observe(node.firstElementChild ?? node);
  },
  interaction: (node, go) => {
    const trigger = node.dataset.trigger;
    // A URL (or a later hash change) naming an element inside the node, like #qr or
    // #mobile-menu, needs the widget at once.
    const named = () => {
      const id = location.hash.slice(1);
      return /^[\w-]+$/.test(id) && !!node.querySelector(`#${id}`);
    };
    const listen = (on: boolean) => {
      const m = on ? 'addEventListener' : 'removeEventListener';
      for (const e of INTENT) {
        node[m](e, fire, { passive: true });
        if (trigger) document[m](e, onDoc, { capture: true, passive: true });
      }
      window[m]('hashchange', onHash);
    };
    // Fires once, whichever listener saw intent first, and leaves no listener behind.
    function fire() {
      listen(false);
      afterLoad(go);
    }
    function onDoc(e: Event) {
      if (e.target instanceof Element && e.target.closest(trigger!)) fire();
    }
    function onHash() {
      if (named()) fire();
    }
    if (named()) return afterLoad(go);
    listen(true);
  },
};
