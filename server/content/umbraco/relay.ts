// The cluster primary's part of the content-change bus (webhooks.ts): a worker's content change
// is passed on to every other worker. Kept apart so the primary loads nothing of the site.
import cluster from 'node:cluster';

export const CONTENT_CHANGED_MESSAGE = 'unilira:content-changed';

export function relayContentChanges(): void {
  cluster.on('message', (from, m: unknown) => {
    if (typeof m !== 'object' || m === null || (m as { type?: string }).type !== CONTENT_CHANGED_MESSAGE) return;
    for (const w of Object.values(cluster.workers ?? {})) if (w && w.id !== from.id && w.isConnected()) w.send(m);
  });
}
