// A STAND-IN for the Central Bank of the Republic of Türkiye's published rates, not the Central
// Bank itself: it serves bulletins in the published XML format at the published paths
// (/kurlar/today.xml and /kurlar/YYYYMM/DDMMYYYY.xml), so tests and an operator can try
// RATES_SOURCE=tcmb without the network:
//
//   npm run rates:stand-in -- --port 4200     (then RATES_SOURCE=tcmb RATES_URL=http://127.0.0.1:4200/kurlar)
//
// Tests break it on purpose: down, slow, an error status, malformed XML, or any bulletin they build.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface FixtureCurrency { code: string; unit?: number; buying: string; selling: string }

/** A bulletin in the published format (Tarih_Date, Currency with Kod/CurrencyCode, Unit, four rates). */
export function bulletinXml(date: string, number: string, currencies: FixtureCurrency[]): string {
  const [y, m, d] = date.split('-');
  const items = currencies.map((c, i) => `\t<Currency CrossOrder="${i}" Kod="${c.code}" CurrencyCode="${c.code}">
\t\t\t<Unit>${c.unit ?? 1}</Unit>
\t\t\t<Isim>${c.code}</Isim>
\t\t\t<CurrencyName>${c.code}</CurrencyName>
\t\t\t<ForexBuying>${c.buying}</ForexBuying>
\t\t\t<ForexSelling>${c.selling}</ForexSelling>
\t\t\t<BanknoteBuying>${c.buying}</BanknoteBuying>
\t\t\t<BanknoteSelling>${c.selling}</BanknoteSelling>
\t\t\t<CrossRateUSD/>
\t\t\t<CrossRateOther/>
\t</Currency>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet type="text/xsl" href="isokur.xsl"?>\n<Tarih_Date Tarih="${d}.${m}.${y}" Date="${m}/${d}/${y}"  Bulten_No="${number}" >\n${items}\n</Tarih_Date>\n`;
}

/**
 * Archive files for every weekday from `from` to `to` (YYYY-MM-DD) but the `skipped` ones (the
 * bank's holidays), each with figures of its own: the day's number of days since `from`, in
 * 1/10,000, added to the given ones. Returns the dates published.
 */
export function publishArchive(archive: Map<string, string>, from: string, to: string, currencies: FixtureCurrency[], skipped: string[] = []): string[] {
  const published: string[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let t = start, i = 0; t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000, i++) {
    const date = new Date(t).toISOString().slice(0, 10);
    if ([0, 6].includes(new Date(t).getUTCDay()) || skipped.includes(date)) continue;
    const shift = (v: string) => (Number(v) + i / 10_000).toFixed(4);
    archive.set(date, bulletinXml(date, `${date.slice(0, 4)}/${published.length + 1}`, currencies.map((c) => ({ ...c, buying: shift(c.buying), selling: shift(c.selling) }))));
    published.push(date);
  }
  return published;
}

export type Fault = { kind: 'none' } | { kind: 'slow'; ms: number } | { kind: 'status'; status: number } | { kind: 'malformed' };

export class TcmbStandIn {
  /** today.xml, and archive files by their date (YYYY-MM-DD). */
  today: string;
  archive = new Map<string, string>();
  fault: Fault = { kind: 'none' };
  requests: string[] = [];
  /** When each request arrived (Date.now()), in the order of `requests`. */
  requestTimes: number[] = [];
  /** Faults for one archive day only (YYYY-MM-DD): an error status or malformed XML that day. */
  dayFaults = new Map<string, Fault>();
  private server?: http.Server;

  constructor(today: string) { this.today = today; }

  get url(): string {
    const a = this.server?.address();
    if (!a || typeof a === 'string') throw new Error('the stand-in is not listening');
    return `http://127.0.0.1:${a.port}/kurlar`;
  }

  async start(port = 0): Promise<this> {
    const server = http.createServer((req, res) => void this.answer(req.url ?? '/', res));
    await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(port, '127.0.0.1', resolve); });
    this.server = server;
    return this;
  }

  private async answer(url: string, res: http.ServerResponse) {
    this.requests.push(url);
    this.requestTimes.push(Date.now());
    const m = /^\/kurlar\/(?:today\.xml|(\d{6})\/(\d{2})(\d{2})(\d{4})\.xml)$/.exec(url);
    const day = m?.[1] ? `${m[4]}-${m[3]}-${m[2]}` : undefined;
    const f = (day && this.dayFaults.get(day)) || this.fault;
    if (f.kind === 'slow') await new Promise((r) => setTimeout(r, f.ms));
    if (f.kind === 'status') return void res.writeHead(f.status).end('<html>error</html>');
    const body = !m ? undefined : day ? this.archive.get(day) : this.today;
    if (body === undefined) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<html>not found</html>');
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
    res.end(f.kind === 'malformed' ? body.slice(0, body.length / 2) : body);
  }

  /** Stops listening and drops open connections (the source down). */
  async stop(): Promise<void> {
    const s = this.server;
    this.server = undefined;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }
}

export const startTcmbStandIn = (today: string, port = 0) => new TcmbStandIn(today).start(port);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--port');
  const port = at > 0 ? Number(process.argv[at + 1]) : 4200;
  const s = await startTcmbStandIn(readFileSync('content/rates/today.xml', 'utf8'), port);
  console.log(`TCMB stand-in (not the Central Bank) serving content/rates/today.xml at ${s.url}/today.xml`);
}
