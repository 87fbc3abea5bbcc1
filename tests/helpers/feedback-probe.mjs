// Loaded into a server process by tests/http/tick-shape.test.ts (--import). On SIGUSR2: a full
// GC, then how many of process.nextTick's property stores and calls V8 no longer caches
// (megamorphic), written to FEEDBACK_OUT.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  globalThis.gc();
  // Made when asked: the server first re-executes itself with the flags that allow it.
  const slots = new Function('f', 'return %GetFeedback(f)')(process.nextTick) ?? [];
  const megamorphic = slots.filter((slot) => Array.isArray(slot) && String(slot[1]).startsWith('MEGAMORPHIC')).length;
  writeFileSync(process.env.FEEDBACK_OUT, String(megamorphic));
});
