import { describe, expect, it } from 'vitest';
import { retryDelay } from './delivery.js';

const backoff = { baseMs: 1000, capMs: 60_000 };

describe('retry delay', () => {
  it('doubles per failure with jitter, never shrinks below the cap, and stops growing at it', () => {
    expect(retryDelay(1, backoff, () => 0)).toBe(500);
    expect(retryDelay(1, backoff, () => 1)).toBe(1000);
    expect(retryDelay(4, backoff, () => 0)).toBe(4000);
    expect(retryDelay(4, backoff, () => 1)).toBe(8000);
    // Worst case of one attempt against best case of the next: still not shorter (while 2× the delay stays under the cap).
    for (let n = 1; n <= 5; n++) expect(retryDelay(n + 1, backoff, () => 0)).toBeGreaterThanOrEqual(retryDelay(n, backoff, () => 1));
    expect(retryDelay(50, backoff, () => 1)).toBe(60_000);
    // At the cap the jitter still spreads retries over its second half.
    expect(retryDelay(1000, backoff, () => 0)).toBe(30_000);
  });

  it('spreads retries that failed together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelay(3, backoff)));
    expect(delays.size).toBeGreaterThan(40);
    for (const d of delays) expect(d).toBeGreaterThanOrEqual(2000);
  });
});
