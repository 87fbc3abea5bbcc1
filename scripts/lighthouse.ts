// `npm run lighthouse`: Lighthouse's mobile audit (performance, accessibility, best practices,
// SEO) of the main page types against the built server on a loopback port, in the Chromium the
// browser tests use (Debian's, found by scripts/ensure-chromium.mjs; CHROME_PATH overrides).
// Prints a table, then every audit below full score with what it found.
//   npm run lighthouse -- [--only home,fees] [--runs 3] [--save DIR]
// With several runs, the median score; --save writes each page's last report as JSON into DIR.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServerProcess } from './server-process.js';
import { chromiumPath, CHROMIUM_FLAGS } from './chromium.js';

const PAGES: Record<string, string> = {
  home: '/',
  product: '/ucretsiz-para-transferi/',
  fees: '/ucret-ve-limitler/',
  application: '/temsilcilik-basvurusu/',
  campaigns: '/kampanyalar/',
  campaign: '/kampanyalar/arkadasini-davet-et-100-tl-kazan/',
  'faq-item': '/sikca-sorulan-sorular/kartlar/sanal-kart-nerede-kullanilir/',
  article: '/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/',
  'help-centre': '/sikca-sorulan-sorular/',
  contact: '/iletisim/',
  agents: '/temsilciliklerimiz/',
  legal: '/gizlilik-ve-guvenlik/kvkk-aydinlatma-metni/',
  // noindex by design (docs/decisions.md): its SEO score stops at "is-crawlable".
  search: '/arama/?q=kart',
  'home-en': '/en/',
  'fees-en': '/en/fees-and-limits/',
  calculator: '/para-transferi-hesapla/',
  // noindex by design, as every calculator result is.
  'calculator-result': '/en/transfer-calculator/?amount=1000&side=send&to=de-eur-bank',
  rates: '/doviz-kurlari/',
  'rates-currency': '/doviz-kurlari/euro/',
  'rates-year-en': '/en/exchange-rates/us-dollar/?days=365',
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// The browser tests' flags; headless as in CI.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** A free loopback port, so the server's SITE_URL (canonical links) is the origin audited. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    }).on('error', reject);
  });
}

/** One audit; a run whose trace Chromium failed to record or Lighthouse failed to read (NO_NAVSTART,
 *  NO_LCP and the like, seen on a busy machine) is repeated, twice at most, rather than ending the whole table. */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    let lhr;
    let why = 'no result';
    try {
      lhr = (await lighthouse(url, { port, output: 'json', logLevel: (process.env.LH_LOG as 'info' | undefined) ?? 'error', onlyCategories: [...CATEGORIES] }))?.lhr;
      // Lantern sometimes cannot simulate a trace (NO_LCP, logged) and leaves performance unscored.
      if (lhr && !lhr.runtimeError && lhr.categories.performance?.score != null) return lhr;
      why = lhr?.runtimeError?.message ?? (lhr ? 'performance not scored' : why);
    } catch (err) {
      // Lantern's simulation itself sometimes throws (NO_LCP) on such a trace rather than reporting it.
      why = (err as Error).message;
    }
    if (attempt === 3) throw new Error(`${url}: ${why}`);
    console.error(`${url}: ${why}; running it again`);
  }
}

/** Which element was the largest paint, and how its time splits (what to work on when LCP is below full score). */
function lcpElement(lhr: { audits: Record<string, { details?: unknown } | undefined> }): string {
  const details = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {});
  const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(details)?.[1] ?? 'unknown element';
  const phases = [...details.matchAll(/"phase":"([^"]+)"[^}]*?"timing":([\d.]+)/g)].map(([, phase, ms]) => `${phase} ${Math.round(Number(ms))} ms`);
  return `LCP element ${snippet.replace(/\\"/g, '"').slice(0, 140)}${phases.length ? ` (${phases.join(', ')})` : ''}`;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const only = option('only')?.split(',');
const runs = Math.max(1, Number(option('runs') ?? 1));
const save = option('save');
if (save) mkdirSync(save, { recursive: true });
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = await startServerProcess({ PORT: String(port), SITE_URL: origin, NODE_ENV: 'production' });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
const findings: string[] = [];
console.log(`# Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, ${new Date().toISOString()}, against ${origin}`);
console.log('| page | path | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
try {
  for (const [name, p] of Object.entries(PAGES)) {
    if (only && !only.includes(name)) continue;
    const scores: Record<string, number[]> = {};
    for (let run = 0; run < runs; run++) {
      // Lighthouse's default config: a mobile phone, simulated slow 4G and a 4x slower CPU.
      let lhr;
      try {
        lhr = await audit(origin + p, chrome.port);
      } catch (err) {
        // A page Lighthouse cannot score three times running is reported, and the table goes on.
        console.log(`| ${name} | ${p} | not scored | | | | | | |`);
        findings.push(`- ${name} · not scored: ${(err as Error).message}`);
        break;
      }
      for (const c of CATEGORIES) (scores[c] ??= []).push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
      if (run === runs - 1) {
        if (save) writeFileSync(path.join(save, `${name}.json`), JSON.stringify(lhr));
        const lcp = lhr.audits['largest-contentful-paint']?.displayValue;
        const cls = lhr.audits['cumulative-layout-shift']?.displayValue;
        const tbt = lhr.audits['total-blocking-time']?.displayValue;
        console.log(`| ${name} | ${p} | ${CATEGORIES.map((c) => median(scores[c]!)).join(' | ')} | ${lcp} | ${tbt} | ${cls} |`);
        for (const c of CATEGORIES) {
          for (const ref of lhr.categories[c]?.auditRefs ?? []) {
            const a = lhr.audits[ref.id];
            if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue;
            findings.push(`- ${name} · ${c} · ${a.id} (${Math.round(a.score * 100)}): ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`);
          }
        }
        if ((lhr.audits['largest-contentful-paint']?.score ?? 1) < 1) findings.push(`  ${name} · ${lcpElement(lhr)}`);
      }
    }
  }
} finally {
  // What was found so far is printed even when a later page failed.
  console.log(findings.length ? `\nBelow full score:\n${findings.join('\n')}` : '\nEvery weighted audit at full score.');
  await chrome.kill();
  await server.stop();
}
