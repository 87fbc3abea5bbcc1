// Where reference rates come from: a dated sample bulletin in content/ (RATES_SOURCE=file, the
// default outside production: no network), or the Central Bank's published XML (RATES_SOURCE=tcmb, production's default) behind the
// CMS cache's rules (fresh, stale-while-revalidate, stale-if-error, one call per key, a timeout;
// server/content/umbraco/cms-cache.ts). Whatever the source does (down, slow, 5xx, malformed,
// a currency missing or unreadable), current() answers the last good rates with their dates
// and never throws; with none ever read it answers undefined and the calculator says the rate
// is shown in the app. Cache keys are fixed names and dates from the server's clock.
import { readFileSync } from 'node:fs';
import { CmsCache } from '../content/umbraco/cms-cache.js';
import { turkeyDate } from '../content/campaign-state.js';
import type { RatesConfig } from '../config.js';
import { parseBulletin, archivePath, type Bulletin, type CurrencyRate } from './tcmb-xml.js';

export interface Rates {
  /** The newest bulletin read: its date and number. */
  bulletin: { date: string; number: string };
  /** Per currency, its newest good figure (a currency missing from the newest bulletin keeps an older one, with that date). */
  rates: Readonly<Record<string, CurrencyRate>>;
}

export interface RatesSource {
  readonly kind: 'file' | 'tcmb';
  current(): Promise<Rates | undefined>;
  /** Since when reading the source fails, while it does (the page says so under a result). */
  failingSince?(): Date | undefined;
  close(): void;
}

export interface RatesSourceLog { warn(obj: object, msg: string): void }

/** The snapshot embedded in content/: read and checked once, at start-up. */
export function fileRates(file: string): RatesSource {
  let bulletin: Bulletin;
  try {
    bulletin = parseBulletin(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`);
  }
  const rates: Rates = { bulletin: { date: bulletin.date, number: bulletin.number }, rates: bulletin.rates };
  return { kind: 'file', current: async () => rates, close: () => {} };
}

export interface TcmbOptions {
  /** The folder of today.xml and the archive, e.g. https://www.tcmb.gov.tr/kurlar */
  url: string;
  freshMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  timeoutMs: number;
  now?: () => Date;
  fetch?: typeof fetch;
  log?: RatesSourceLog;
}

const MAX_BYTES = 1_000_000;
const COLD_RETRY_MS = 30_000;

export function tcmbRates(o: TcmbOptions): RatesSource {
  const now = o.now ?? (() => new Date());
  const doFetch = o.fetch ?? fetch;
  let failedSince: Date | undefined;
  const failed = () => void (failedSince ??= now());
  const cache = new CmsCache({
    freshMs: o.freshMs, staleWhileRevalidateMs: o.staleWhileRevalidateMs, staleIfErrorMs: o.staleIfErrorMs, timeoutMs: o.timeoutMs,
    maxEntries: 16, now: () => now().getTime(),
    onStaleIfError: (key, err) => {
      failed();
      o.log?.warn({ key, err: (err as Error).message }, 'rates source failed; last good rates answered');
    },
  });
  let lastGood: Rates | undefined;
  const merged = new WeakMap<Bulletin, Rates>();

  const read = async (file: string, signal: AbortSignal): Promise<Bulletin> => {
    const res = await doFetch(`${o.url.replace(/\/$/, '')}/${file}`, { signal, redirect: 'error' });
    if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
    const text = await res.text();
    if (text.length > MAX_BYTES) throw new Error(`${file}: larger than ${MAX_BYTES} bytes`);
    const bulletin = parseBulletin(text);
    if (file === 'today.xml') failedSince = undefined;
    return bulletin;
  };
  // Every currency keeps its newest good figure: one the newest bulletin lacks stays, with its date.
  const accept = (b: Bulletin): Rates => {
    let r = merged.get(b);
    if (!r) {
      const older = lastGood && lastGood.bulletin.date > b.date ? lastGood : undefined;
      r = older ?? { bulletin: { date: b.date, number: b.number }, rates: { ...lastGood?.rates, ...b.rates } };
      merged.set(b, r);
      lastGood = r;
    }
    return r;
  };
  // Nothing read yet and today.xml failing: the archive files of the last days, newest first.
  const fromArchive = async (): Promise<Rates | undefined> => {
    for (let back = 0; back < 5; back++) {
      const date = turkeyDate(new Date(now().getTime() - back * 86_400_000));
      try {
        return accept(await cache.get(`archive:${date}`, (signal) => read(archivePath(date), signal)));
      } catch { /* a weekend, a holiday or the source down: one day further back */ }
    }
    return undefined;
  };
  // With nothing to fall back on, a failed read is not repeated by every request: for a
  // while the answer is "no rates" at once (the calculator says the rate is in the app).
  let failedAt = -Infinity;
  return {
    kind: 'tcmb',
    async current() {
      if (!lastGood && now().getTime() - failedAt < COLD_RETRY_MS) return undefined;
      try {
        return accept(await cache.get('today', (signal) => read('today.xml', signal)));
      } catch (err) {
        failed();
        o.log?.warn({ err: (err as Error).message }, lastGood ? 'rates source failed; last good rates answered' : 'rates source failed; trying the archive');
        if (lastGood) return lastGood;
        const found = await fromArchive();
        if (!found) failedAt = now().getTime();
        return found;
      }
    },
    failingSince: () => failedSince,
    close: () => cache.close(),
  };
}

/** The configured source (config.ts: RATES_SOURCE and its settings). */
export function createRatesSource(c: RatesConfig, log?: RatesSourceLog): RatesSource {
  return c.source === 'file' ? fileRates(c.file) : tcmbRates({ ...c, log });
}
