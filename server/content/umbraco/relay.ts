// The cluster primary's part of the content-change bus (webhooks.ts): a worker's content change
// is passed on to every other worker. Kept apart so the primary loads nothing of the site.
import cluster, { type Worker } from 'node:cluster';
import { CONTENT_CHANGED_MESSAGE } from '../../../shared/content-bus.js';

/** Listens to one worker (called for each worker the primary forks). */
export function relayContentChanges(from: Worker): void {
  from.on('message', (m: unknown) => {
    if (typeof m !== 'object' || m === null || (m as { type?: string }).type !== CONTENT_CHANGED_MESSAGE) return;
    for (const w of Object.values(cluster.workers ?? {})) if (w && w.id !== from.id && w.isConnected()) w.send(m);
  });
}
