// Loaded into a server process by the shape tests (--import). On SIGUSR2: a full GC, then how
// many property stores and calls V8 no longer caches (megamorphic) in process.nextTick and in
// Node's request constructors, written as JSON to FEEDBACK_OUT.<pid> (each cluster worker its own).
import http from 'node:http';
import { renameSync, writeFileSync } from 'node:fs';

const watched = { nextTick: process.nextTick, IncomingMessage: http.IncomingMessage, ServerResponse: http.ServerResponse, OutgoingMessage: http.OutgoingMessage };

process.on('SIGUSR2', () => {
  globalThis.gc();
  // Made when asked: the server first re-executes itself with the flags that allow it.
  // V8 gives a function its feedback after a few calls; asking before that would stop the process.
  const feedback = new Function('f', '%EnsureFeedbackVectorForFunction(f); return %GetFeedback(f)');
  const megamorphic = (fn) => (feedback(fn) ?? []).filter((slot) => Array.isArray(slot) && String(slot[1]).startsWith('MEGAMORPHIC')).length;
  const counts = Object.fromEntries(Object.entries(watched).map(([name, fn]) => [name, megamorphic(fn)]));
  // Written whole, then renamed: the test reads the file as soon as it exists.
  const file = `${process.env.FEEDBACK_OUT}.${process.pid}`;
  writeFileSync(`${file}.part`, JSON.stringify(counts));
  renameSync(`${file}.part`, file);
});
