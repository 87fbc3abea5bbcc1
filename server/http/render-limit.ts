// A bound on uncached renders. Each render waits its turn in a short queue and at most
// `concurrency` run per turn of the event loop, so between batches of renders the loop reads
// sockets again: cached pages, assets and health checks keep being answered during a burst of
// renders. When the queue is full the request is refused at once (the caller answers 503 with
// Retry-After) instead of piling up rendered pages, sockets and memory without end.

export interface RenderLimit {
  /** Runs `render` when its turn comes; resolves to undefined, without running it, when the queue is full. */
  run<T>(render: () => Promise<T>): Promise<T | undefined>;
  readonly active: number;
  readonly queued: number;
}

export function createRenderLimit({ concurrency, queue }: { concurrency: number; queue: number }): RenderLimit {
  let active = 0;
  const waiting: (() => void)[] = [];
  let scheduled = false;

  const drain = () => {
    scheduled = false;
    while (active < concurrency && waiting.length) {
      active++;
      waiting.shift()!();
    }
  };
  // The next batch starts after the loop has polled sockets once more (setImmediate's phase).
  const schedule = () => {
    if (!scheduled && waiting.length && active < concurrency) {
      scheduled = true;
      setImmediate(drain);
    }
  };

  return {
    async run(render) {
      if (active + waiting.length >= concurrency + queue) return undefined;
      await new Promise<void>((start) => {
        waiting.push(start);
        schedule();
      });
      try {
        return await render();
      } finally {
        active--;
        schedule();
      }
    },
    get active() { return active; },
    get queued() { return waiting.length; },
  };
}
