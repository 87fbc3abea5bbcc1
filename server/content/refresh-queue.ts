// Refreshes run one at a time; what arrives meanwhile (webhooks, the periodic read, a
// folder watch) is merged into the next one.

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
