// Counts searches that found nothing, so editors learn what visitors look for and do not
// find. Only the normalised term and a count are kept, never who asked or when; terms that
// look like personal data are dropped. Memory is bounded (the rarest term gives way), and the
// counts are written to <dataDir>/search-zero-results/<process>.json every minute and on
// close(). Each process writes its own file; `npm run search:report` adds them up. Nothing
// here can block or fail a search: recording is a map update, writing happens on a timer
// and its errors go to `onError`.
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fold } from '../text/fold.js';

export const ZERO_RESULTS_DIR = 'search-zero-results';

export interface ZeroResultFile {
  version: 1;
  updated: string;
  counts: Record<string, number>;
}

export interface ZeroResultLogOptions {
  dataDir?: string;
  maxTerms?: number;
  flushEveryMs?: number;
  onError?: (err: unknown) => void;
}

/** E-mail addresses, IBANs, runs of 5+ digits, or 7+ digits in all (phone numbers written in groups). */
export function looksPersonal(term: string): boolean {
  if (/\S@\S/.test(term)) return true;
  if (/\d{5,}/.test(term)) return true;
  if ((term.match(/\d/g)?.length ?? 0) >= 7) return true;
  return /\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){2,}/i.test(term);
}

/** The form a term is counted under: folded, single-spaced, at most 100 characters. */
export function normaliseTerm(term: string): string {
  // eslint-disable-next-line no-control-regex
  return fold(term.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')).replace(/\s+/g, ' ').trim().slice(0, 100);
}

export class ZeroResultLog {
  readonly file: string;
  private readonly counts = new Map<string, number>();
  private readonly maxTerms: number;
  private readonly onError: (err: unknown) => void;
  private readonly timer: NodeJS.Timeout;
  private dirty = false;
  private writing: Promise<void> = Promise.resolve();

  constructor(options: ZeroResultLogOptions = {}) {
    const dir = path.join(options.dataDir ?? 'data', ZERO_RESULTS_DIR);
    this.file = path.join(dir, `${new Date().toISOString().slice(0, 10)}-${process.pid}-${randomBytes(3).toString('hex')}.json`);
    this.maxTerms = options.maxTerms ?? 500;
    this.onError = options.onError ?? (() => {});
    this.timer = setInterval(() => void this.flush(), options.flushEveryMs ?? 60_000);
    this.timer.unref();
  }

  record(term: string): void {
    const key = normaliseTerm(term);
    if (!key || looksPersonal(key)) return;
    const count = this.counts.get(key);
    if (count === undefined && this.counts.size >= this.maxTerms) this.evictRarest();
    // Re-inserting moves the term to the end: among equally rare terms the oldest goes first.
    this.counts.delete(key);
    this.counts.set(key, (count ?? 0) + 1);
    this.dirty = true;
  }

  /** The counted terms, most frequent first. */
  top(n = 20): [string, number][] {
    return [...this.counts].sort((a, b) => b[1] - a[1]).slice(0, n);
  }

  /** Writes the counts if they changed; never rejects. */
  flush(): Promise<void> {
    if (!this.dirty) return this.writing;
    this.dirty = false;
    const body: ZeroResultFile = { version: 1, updated: new Date().toISOString(), counts: Object.fromEntries(this.counts) };
    const tmp = `${this.file}.tmp`;
    this.writing = this.writing
      .then(async () => {
        await mkdir(path.dirname(this.file), { recursive: true });
        await writeFile(tmp, JSON.stringify(body));
        await rename(tmp, this.file); // readers never see a half-written file
      })
      .catch((err: unknown) => {
        this.dirty = true;
        this.onError(err);
      });
    return this.writing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private evictRarest() {
    let rarest: string | undefined;
    let min = Infinity;
    for (const [term, count] of this.counts) {
      if (count < min) {
        min = count;
        rarest = term;
        if (count === 1) break;
      }
    }
    if (rarest !== undefined) this.counts.delete(rarest);
  }
}

/** Adds up the files of every process under `dataDir`: term → count, most frequent first. */
export async function readZeroResults(dataDir = 'data'): Promise<{ files: number; skipped: string[]; counts: [string, number][] }> {
  const dir = path.join(dataDir, ZERO_RESULTS_DIR);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  } catch {
    return { files: 0, skipped: [], counts: [] };
  }
  const totals = new Map<string, number>();
  const skipped: string[] = [];
  for (const name of names) {
    try {
      const data = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Partial<ZeroResultFile>;
      for (const [term, n] of Object.entries(data.counts ?? {})) if (Number.isFinite(n)) totals.set(term, (totals.get(term) ?? 0) + n);
    } catch {
      skipped.push(name);
    }
  }
  const counts = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { files: names.length - skipped.length, skipped, counts };
}
