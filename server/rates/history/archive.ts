// One day's file from the Central Bank's archive (RATES_URL/YYYYMM/DDMMYYYY.xml): its bulletin,
// or "none" when the bank answers 404 (it publishes nothing on weekends and holidays). Anything
// else throws: an error status, a timeout, a body past the size cap, XML that does not read, or
// a bulletin of another date.
import { archivePath, parseBulletin, type Bulletin } from '../tcmb-xml.js';

export interface ArchiveOptions {
  url: string;
  timeoutMs: number;
  maxBytes: number;
  fetch: typeof fetch;
}

export type ArchiveAnswer = { kind: 'bulletin'; bulletin: Bulletin } | { kind: 'none' };

/** The body, read no further than the cap: a huge answer is dropped, never held. */
async function cappedText(res: Response, maxBytes: number): Promise<string> {
  const reader = res.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let r = await reader?.read(); r && !r.done; r = await reader!.read()) {
    size += r.value.byteLength;
    if (size > maxBytes) {
      await reader!.cancel();
      throw new Error(`larger than ${maxBytes} bytes`);
    }
    chunks.push(r.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readArchiveDay(o: ArchiveOptions, date: string, stop: AbortSignal): Promise<ArchiveAnswer> {
  const file = archivePath(date);
  const signal = AbortSignal.any([stop, AbortSignal.timeout(o.timeoutMs)]);
  const res = await o.fetch(`${o.url.replace(/\/$/, '')}/${file}`, { signal, redirect: 'error' });
  if (res.status === 404) {
    await res.body?.cancel();
    return { kind: 'none' };
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`${file}: HTTP ${res.status}`);
  }
  const bulletin = parseBulletin(await cappedText(res, o.maxBytes));
  if (bulletin.date !== date) throw new Error(`${file}: holds the bulletin of ${bulletin.date}`);
  return { kind: 'bulletin', bulletin };
}
