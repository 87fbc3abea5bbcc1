// The content runtime: reads the content through a source's reader, keeps the state the
// site renders from, and applies each change once: diff the models, build the next state
// (route map, translations, QR codes anew only where they changed), learn moved pages, then
// tell the listeners (page cache, CDN, search) exactly what changed. The periodic read, a
// folder watch, a webhook and a refresh on another process's word all take this one path.
import type { ContentBundle } from './assemble.js';
import type { ContentSource } from './source.js';
import { buildState, type ContentState } from './state.js';
import { diff, changedKeys, touchesEveryPage, type ContentChange } from './diff.js';
import { movedPaths } from './moved.js';
import { refreshQueue, type RefreshRequest } from './refresh-queue.js';

/** What a source reads with: the first model, the next one, drafts, and how unannounced changes arrive. */
export interface ContentReader {
  first(): Promise<ContentBundle>;
  /** Everything, or only the documents a change event names. */
  next(req: RefreshRequest): Promise<{ bundle: ContentBundle; documents: number | 'all'; upstreamCalls?: number }>;
  /** The drafts of everything; absent when the live model holds its drafts (behind the preview flag). */
  preview?(): Promise<ContentBundle>;
  /** Starts watching for changes nobody announced (a folder watch, a periodic read); answers the stop. */
  watch(refresh: () => void): () => void;
  /** Makes every answer the source keeps due (a Media event: any document may show a changed image). */
  invalidate?(): void;
}

/** One change as applied, for whatever reacts to it. */
export interface AppliedChange {
  reason: string;
  changes: ContentChange[];
  /** The keys of the pages it touched (diff.ts); with `everyPage`, every page. */
  keys: string[];
  everyPage: boolean;
  prev: ContentState;
  next: ContentState;
}

/** The narrow port a change event needs: read these documents again (or everything). */
export interface ContentRefresh {
  refresh(what?: { ids?: readonly string[]; reason?: string }): Promise<boolean>;
  invalidate(): void;
}

export interface ContentRuntime extends ContentRefresh {
  readonly live: ContentState;
  /** What a valid preview token sees: the drafts of every kind of content. */
  preview(): Promise<ContentState>;
  onChange(listener: (change: AppliedChange) => Promise<void> | void): void;
  close(): void;
}

export interface RuntimeLog { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void }

export async function createContentRuntime(reader: ContentReader, o: { wrap?: (s: ContentSource) => ContentSource; log: RuntimeLog }): Promise<ContentRuntime> {
  const moved = movedPaths();
  const options = { wrap: o.wrap, redirects: moved.redirects };
  let live = await buildState(await reader.first(), undefined, options);
  const listeners: ((c: AppliedChange) => Promise<void> | void)[] = [];

  const apply = async (req: RefreshRequest): Promise<void> => {
    const t0 = performance.now();
    const read = await reader.next(req);
    const prev = live;
    const changes = diff(prev.bundle, read.bundle);
    if (!changes.length) return;
    let next = await buildState(read.bundle, prev, options);
    if (moved.learn(prev, next)) next = await buildState(read.bundle, next, options);
    live = next;
    const change: AppliedChange = { reason: [...req.reasons].join(', '), changes, keys: changedKeys(changes), everyPage: touchesEveryPage(changes), prev, next };
    for (const l of listeners) await Promise.resolve(l(change)).catch((err: Error) => o.log.error({ err: err.message }, 'content change not fully applied'));
    o.log.info({ ms: Math.round(performance.now() - t0), documents: read.documents, upstreamCalls: read.upstreamCalls, changes: changes.length, pages: change.everyPage ? 'all' : change.keys.length }, 'content changed, search updated');
  };
  const queue = refreshQueue(apply, (err) => o.log.error({ err: (err as Error).message }, 'content not reloaded'));
  const stop = reader.watch(() => void queue.refresh({ reason: 'content watch' }));
  return {
    get live() { return live; },
    preview: previewStates(reader, () => live, o.log),
    refresh: queue.refresh,
    invalidate: () => reader.invalidate?.(),
    onChange: (l) => void listeners.push(l),
    close: stop,
  };
}

/** Preview states: one per two seconds serves the reads of the same moment (a render reads several times). */
// A preview read that fails (the CMS down or slow) shows the live content, logged; never an error page.
function previewStates(reader: ContentReader, live: () => ContentState, log: { warn(obj: object, msg: string): void }): () => Promise<ContentState> {
  if (!reader.preview) return async () => live();
  const read = reader.preview.bind(reader);
  let last: { at: number; p: Promise<ContentState> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > 2000) {
      const p = read().then((bundle) => buildState(bundle, live()));
      last = { at: Date.now(), p };
      p.catch(() => { last = undefined; });
    }
    return last.p.catch((err: Error) => {
      log.warn({ err: err.message }, 'preview read failed; live content shown');
      return live();
    });
  };
}
