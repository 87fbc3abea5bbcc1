// The render limit: at most `concurrency` renders at a time, a bounded queue, and a refusal
// (without rendering) when the queue is full.
import { describe, it, expect } from 'vitest';
import { createRenderLimit } from './render-limit.js';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('render limit', () => {
  it('runs at most `concurrency` renders at once, the rest in order of arrival', async () => {
    const limit = createRenderLimit({ concurrency: 2, queue: 10 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const render = (i: number) => async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      order.push(i);
      running--;
      return i;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => limit.run(render(i))));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(order.slice(0, 2).sort()).toEqual([1, 2]);
    expect([limit.active, limit.queued]).toEqual([0, 0]);
  });

  it('refuses at once, without rendering, when the queue is full; takes work again once it drains', async () => {
    const limit = createRenderLimit({ concurrency: 1, queue: 2 });
    let rendered = 0;
    const render = async () => {
      rendered++;
      await tick();
      return 'page';
    };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => limit.run(render)));
    expect(answers).toEqual(['page', 'page', 'page', undefined, undefined]);
    expect(rendered).toBe(3);
    expect(await limit.run(render)).toBe('page');
  });

  it('a render that fails frees its place', async () => {
    const limit = createRenderLimit({ concurrency: 1, queue: 0 });
    await expect(limit.run(async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await limit.run(async () => 'ok')).toBe('ok');
  });
});
