// `BENCH_ONLY=mixed npm run bench`: two workers under a mixed, mostly uncached load, for each
// runtime setting in turn (alternating within each round, so each sees the same minute of the
// machine): half the requests are sitemap pages, the rest searches, quotes and calculator
// results with random amounts. Per setting: requests per second, latency, the largest worker's RSS.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WRK_SCRIPT, sampleRss, mb, type LoadResult } from './bench-load.js';

export interface MixedSetting { label: string; env: Record<string, string> }
export interface MixedServers {
  start(port: number, env: Record<string, string>): Promise<ChildProcess>;
  warmedUp(port: number, env: Record<string, string>): Promise<unknown>;
  stopped(child: ChildProcess): Promise<void>;
}

const lua = (list: string[]) => `{ ${list.map((p) => JSON.stringify(encodeURI(p))).join(', ')} }`;

/** wrk's script: a request drawn at random from the mix (seeded, so every run sends the same sequence). */
function mixScript(pages: string[], destinations: string[]): string {
  const words = ['kart', 'ücret', 'iban', 'moneygram', 'limit', 'transfer', 'kur', 'hesap'];
  return `math.randomseed(7)
local pages, dests, words = ${lua(pages)}, ${lua(destinations)}, ${lua(words)}
local function pick(t) return t[math.random(#t)] end
request = function()
  local r, p = math.random(), nil
  if r < 0.5 then p = pick(pages)
  elseif r < 0.7 then p = "/api/search?q=" .. pick(words) .. "&lang=tr"
  elseif r < 0.85 then p = "/api/quote?amount=" .. math.random(100, 40000) .. "&side=send&to=" .. pick(dests) .. "&lang=en"
  else p = "/para-transferi-hesapla/?amount=" .. math.random(100, 40000) .. "&side=send&to=" .. pick(dests) end
  return wrk.format("GET", p, { ["Accept-Encoding"] = "gzip" })
end
${WRK_SCRIPT}`;
}

function runWrk(wrk: string, script: string, url: string, seconds: number, connections: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', script, url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.on('exit', () => {
      const m = /BENCH (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(out);
      if (!m) return reject(new Error(`wrk gave no summary: ${out}`));
      const [requests, us, p50, p95, p99, errors] = m.slice(1).map(Number) as number[];
      resolve({ requests: requests!, rps: requests! / (us! / 1e6), p50: p50! / 1000, p95: p95! / 1000, p99: p99! / 1000, errors: errors! });
    });
  });
}

export async function mixedAb(wrk: string, servers: MixedServers, settings: MixedSetting[], mix: { pages: string[]; destinations: string[] }) {
  const rounds = Number(process.env.BENCH_MIXED_RUNS ?? 3);
  const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 15);
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'bench-mixed-')), 'mixed.lua');
  writeFileSync(script, mixScript(mix.pages, mix.destinations));
  // The search and quote APIs' per-client limit would answer most of one client's load with 429s.
  const limits = { RATE_LIMIT_SEARCH: '100000000' };
  const results = new Map(settings.map((s) => [s.label, [] as { r: LoadResult; peak: number }[]]));
  for (let round = 0; round < rounds; round++) {
    for (const s of settings) {
      const env = { WEB_CONCURRENCY: '2', ...limits, ...s.env };
      const server = await servers.start(3908, env);
      try {
        await servers.warmedUp(3908, env);
        await runWrk(wrk, script, 'http://127.0.0.1:3908', 2, 20); // warm-up, not measured
        const { result, peak } = await sampleRss(server.pid!, () => runWrk(wrk, script, 'http://127.0.0.1:3908', seconds, 20));
        results.get(s.label)!.push({ r: result, peak: peak.largest });
      } finally {
        await servers.stopped(server);
      }
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`\n## Mixed load (two workers, wrk -t1 -c20, ${rounds} alternating rounds of ${seconds} s: half sitemap pages, the rest searches, quotes and calculator results)`);
  console.log('| settings | req/s (median) | each round | p50 ms | p95 ms | errors | largest worker RSS at peak (median) | each round |');
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | --- |');
  for (const s of settings) {
    const runs = results.get(s.label)!;
    const rps = runs.map((x) => x.r.rps);
    console.log(`| ${s.label} | ${median(rps).toFixed(0)} | ${rps.map((x) => x.toFixed(0)).join(', ')} | ${median(runs.map((x) => x.r.p50)).toFixed(2)} | ${median(runs.map((x) => x.r.p95)).toFixed(2)} | ${runs.reduce((a, x) => a + x.r.errors, 0)} | ${mb(median(runs.map((x) => x.peak)))} | ${runs.map((x) => mb(x.peak)).join(', ')} |`);
  }
}
