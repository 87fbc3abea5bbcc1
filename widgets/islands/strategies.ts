// When a widget hydrates. `interaction` starts on the first sign of intent (hover, touch,
// focus, key) on the node or on any element matching its data-trigger selector; the native
// no-JavaScript behaviour answers a click that comes before the widget is ready.
export type Strategy = 'load' | 'idle' | 'visible' | 'interaction';
type Run = (node: HTMLElement, go: () => void) => void;

const once = (go: () => void) => {
  let done = false;
  return () => {
    if (!done) {
      done = true;
      go();
    }
  };
};

export const strategies: Record<Strategy, Run> = {
  load: (_node, go) => go(),
  idle: (_node, go) => {
    if ('requestIdleCallback' in window) requestIdleCallback(go, { timeout: 2000 });
    else setTimeout(go, 200);
  },
  visible: (node, go) => {
    if (!('IntersectionObserver' in window)) return go();
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        go();
      }
    }, { rootMargin: '200px' });
    io.observe(node);
  },
  interaction: (node, go) => {
    const fire = once(go);
    const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
    for (const e of events) node.addEventListener(e, fire, { once: true, passive: true });
    const trigger = node.dataset.trigger;
    if (trigger) {
      const onDoc = (e: Event) => {
        if (e.target instanceof Element && e.target.closest(trigger)) {
          for (const ev of events) document.removeEventListener(ev, onDoc, true);
          fire();
        }
      };
      for (const e of events) document.addEventListener(e, onDoc, { capture: true, passive: true });
    }
    // Opened by URL (#qr, #mobile-menu): the widget is needed at once.
    const id = location.hash.slice(1);
    if (id && /^[\w-]+$/.test(id) && node.querySelector(`#${id}`)) fire();
  },
};
