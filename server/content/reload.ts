// The file source's reader (content/ read and checked whole each time) and the folder watch
// that brings an edit in development.
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
