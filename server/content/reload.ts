// How content changes arrive: a queue that runs one refresh at a time and merges what
// arrives meanwhile, a folder watch for development, and the file source's reader.
import { watch, type FSWatcher } from 'node:fs';
import { loadContent, type ContentBundle } from './load.js';
import { checkContentLinks } from './check-links.js';
import type { ContentReader } from './runtime.js';

/** Reads and checks the folder as start-up does; throws with every problem named. */
export function loadCheckedContent(dir: string): ContentBundle {
  const bundle = loadContent(dir);
  const problems = checkContentLinks(bundle);
  if (problems.length) throw new Error(`content links:\n${problems.join('\n')}`);
  return bundle;
}

/** The file source: content/ read and checked whole each time; watched in development. */
export function fileReader(dir: string, watchIt: boolean): ContentReader {
  return {
    first: async () => loadCheckedContent(dir),
    next: async () => ({ bundle: loadCheckedContent(dir), documents: 'all' }),
    watch: (refresh) => (watchIt ? watchFolder(dir, refresh) : () => {}),
  };
}

/** What one refresh reads: everything, or the documents named; and why (for the log). */
export interface RefreshRequest { full: boolean; ids: ReadonlySet<string>; reasons: ReadonlySet<string> }

/**
 * One refresh at a time; calls made while one runs are merged into the next, which each of
 * them waits for. Resolves false when the content could not be read (nothing changed; the
 * error is logged), true when it is current.
 */
export function refreshQueue(run: (req: RefreshRequest) => Promise<void>, onError: (err: unknown) => void) {
  interface Queued { full: boolean; ids: Set<string>; reasons: Set<string>; done: Promise<boolean>; resolve(ok: boolean): void }
  let running = false;
  let queued: Queued | null = null;
  const start = () => {
    const job = queued!;
    queued = null;
    running = true;
    void run(job).then(() => true, (err: unknown) => {
      onError(err);
      return false;
    }).then((ok) => {
      running = false;
      job.resolve(ok);
      if (queued) start();
    });
  };
  const refresh = (what: { ids?: readonly string[]; reason?: string } = {}): Promise<boolean> => {
    if (!queued) {
      let resolve!: (ok: boolean) => void;
      const done = new Promise<boolean>((r) => { resolve = r; });
      queued = { full: false, ids: new Set(), reasons: new Set(), done, resolve };
    }
    if (what.ids?.length) for (const id of what.ids) queued.ids.add(id);
    else queued.full = true;
    queued.reasons.add(what.reason ?? 'content refresh');
    const { done } = queued;
    if (!running) start();
    return done;
  };
  return { refresh };
}

/** Calls `onChange` once a burst of file changes under `dir` has settled. */
export function watchFolder(dir: string, onChange: () => void, settleMs = 200): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watcher: FSWatcher = watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, settleMs);
  });
  // On Linux a recursive watch is one watcher per folder, which unref() does not reach: a
  // process that is otherwise done (a script, a test) is kept alive until the returned
  // function closes it.
  watcher.unref();
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
