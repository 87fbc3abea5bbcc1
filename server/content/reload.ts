// Content that changes while the server runs. The file source reads content/ once; a refresh
// validates the folder again (schemas and links, exactly as start-up does), swaps the new
// bundle in, empties the content and page caches, and rebuilds the search index beside the
// one that keeps answering. A bad edit is logged with its file and field and changes nothing.
// In development the folder is watched (`npm run dev`); elsewhere a refresh of the content
// source calls refresh() (the file source's content changes only with a deployment).
import { watch, type FSWatcher } from 'node:fs';
import { loadContent, type ContentBundle } from './load.js';
import { checkContentLinks } from './check-links.js';
import { fileContentSource, type ContentSource } from './source.js';

/** A file source whose bundle can be replaced; callers keep the same object. */
export function replaceableFileSource(initial: ContentBundle): { source: ContentSource; replace(next: ContentBundle): void } {
  let current = fileContentSource(initial);
  const source = Object.fromEntries(
    (Object.keys(current) as (keyof ContentSource)[]).map((k) => [k, (...args: unknown[]) => (current[k] as (...a: unknown[]) => unknown)(...args)]),
  ) as unknown as ContentSource;
  return { source, replace: (next) => { current = fileContentSource(next); } };
}

/** Reads and checks the folder as start-up does; throws with every problem named. */
export function loadCheckedContent(dir: string): ContentBundle {
  const bundle = loadContent(dir);
  const problems = checkContentLinks(bundle);
  if (problems.length) throw new Error(`content links:\n${problems.join('\n')}`);
  return bundle;
}

export interface Refresher {
  /**
   * Reloads the content and, if it is valid, makes it current; resolves when search has it too.
   * With `ids`, only those documents changed (a CMS event names them; a source that cannot
   * read one document reads everything). Calls made while a refresh runs are merged into the
   * next one, which each of them waits for. Resolves false when the content could not be read
   * (nothing changed; the error is logged), true when it is current.
   */
  refresh(what?: { ids?: readonly string[]; reason?: string }): Promise<boolean>;
}

/** What one refresh reads: everything, or the documents named; and why (for the log and listeners). */
export interface RefreshRequest { full: boolean; ids: ReadonlySet<string>; reasons: ReadonlySet<string> }

export function contentRefresher(dir: string, steps: {
  /** Reads the next bundle (default: the folder `dir`, checked as start-up does). */
  load?(req: RefreshRequest): ContentBundle | Promise<ContentBundle>;
  /** True when the next bundle changes nothing: then nothing is replaced or emptied. */
  same?(next: ContentBundle): boolean;
  replace(next: ContentBundle): void;
  /** Empties whatever holds content or pages rendered from it. */
  flush(): void;
  /** The bundle in use before the first refresh: with it, onChanged learns what each refresh changed. */
  initial?: ContentBundle;
  /** After the swap and the flush (shared caches are purged from here: server/edge/purge.ts). */
  onChanged?(prev: ContentBundle, next: ContentBundle): void;
  /** Brings search up to date (with the previous bundle when known: only what changed needs indexing). */
  rebuildSearch(next: ContentBundle, prev: ContentBundle | undefined): Promise<void>;
  onError(err: unknown): void;
  onDone?(ms: number, req: RefreshRequest, prev: ContentBundle | undefined, next: ContentBundle): void;
}): Refresher {
  interface Queued { full: boolean; ids: Set<string>; reasons: Set<string>; done: Promise<boolean>; resolve(ok: boolean): void }
  let running = false;
  let queued: Queued | null = null;
  let current = steps.initial;
  const once = async (req: RefreshRequest): Promise<boolean> => {
    const t0 = performance.now();
    let next: ContentBundle;
    try {
      next = steps.load ? await steps.load(req) : loadCheckedContent(dir);
    } catch (err) {
      steps.onError(err);
      return false;
    }
    if (steps.same?.(next)) return true;
    steps.replace(next);
    steps.flush();
    const prev = current;
    current = next;
    if (prev) steps.onChanged?.(prev, next);
    await steps.rebuildSearch(next, prev).catch(steps.onError);
    steps.onDone?.(performance.now() - t0, req, prev, next);
    return true;
  };
  const start = () => {
    // One refresh at a time; what arrives meanwhile is read by one more refresh after it.
    const job = queued!;
    queued = null;
    running = true;
    void once(job).catch((err: unknown) => {
      steps.onError(err);
      return false;
    }).then((ok) => {
      running = false;
      job.resolve(ok);
      if (queued) start();
    });
  };
  const refresh: Refresher['refresh'] = (what = {}) => {
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
