// Every page the site answers is valid HTML by the W3C Nu HTML Checker (vnu-jar, on the Java
// runtime scripts/ensure-java.mjs found): every URL of both sitemaps, both 404 pages, the
// search page with and without results, and each form page as it answers an empty post and in
// its thank-you state; and the stylesheet they link is valid CSS. The documents are written to
// a temporary folder and checked in ONE run of the checker, since starting Java for each of
// some 230 pages would take minutes. See docs/valid-html.md.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { testApp, SITE_URL } from '../helpers/app.js';
import { FORM_ANCHOR as ANCHOR, FORM_PAGES as FORMS, VALID_SUBMISSION as VALID } from '../helpers/forms.js';
import { LOCALES } from '../../shared/locale.js';
import type { FrontDoor } from '../../server/app.js';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

function javaPath(): string {
  if (process.env.JAVA) return process.env.JAVA;
  try {
    return readFileSync('.cache/java', 'utf8').trim();
  } catch {
    throw new Error('No Java recorded: run `npm test` (its pretest step finds or installs Debian\'s default-jre-headless).');
  }
}

/**
 * The checker was built before CSS's `@view-transition` at-rule (cross-document view
 * transitions, which the stylesheet opts into) and reports it as an unknown at-rule. That is
 * the checker's age, not an error in the page: only exactly that message is set aside.
 */
const isUnknownViewTransitionRule = (message: string) => message === 'CSS: Unrecognized at-rule “@view-transition”';

interface VnuMessage { type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number }

/**
 * Java flags for one short run: the client compiler alone (-XX:TieredStopAtLevel=1) halves the
 * CPU time of a run this size, and the serial collector halves its memory (about 340 MB instead
 * of 780 MB). Code from the client compiler takes more stack, and the checker's schema needs
 * deep recursion, so the stack is raised (with 1 MB it stops with a StackOverflowError).
 */
const JAVA_FLAGS = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** Runs the checker once over the files; its JSON report comes on stderr, exit status 1 when it found errors. */
function check(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const args = [...JAVA_FLAGS, '-jar', VNU_JAR, '--errors-only', '--also-check-css', '--format', 'json', ...files];
    execFile(javaPath(), args, { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      try {
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`The HTML checker gave no report (${error?.message ?? 'no error'}): ${stderr.slice(0, 500)}`));
      }
    });
  });
}


let app: FrontDoor;
let dir: string;
beforeAll(async () => {
  ({ app } = await testApp({ rateLimits: { search: 1000, phone: 100, forms: 1000, reports: 100 } }));
  dir = mkdtempSync(path.join(tmpdir(), 'unilira-valid-html-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the checker reads, each document under the name of the request that produced it. */
const pages = new Map<string, string>();
let count = 0;
function keep(label: string, status: number, expected: number, text: string, ext = 'html') {
  expect(status, label).toBe(expected);
  const file = path.join(dir, `${String(++count).padStart(3, '0')}.${ext}`);
  writeFileSync(file, text);
  pages.set(file, label);
}

const stylesheets = new Set<string>();
async function get(url: string, expected = 200) {
  const res = await request(app).get(url);
  keep(`GET ${url}`, res.status, expected, res.text);
  for (const m of res.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) stylesheets.add(m[1]!);
}

async function sitemapPaths(sitemap: string): Promise<string[]> {
  const xml = (await request(app).get(sitemap).expect(200)).text;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(SITE_URL.length));
}

describe('valid HTML (W3C Nu HTML Checker)', () => {
  it('no page the site answers has an HTML error', async () => {
    const paths = { tr: await sitemapPaths('/sitemap.xml'), en: await sitemapPaths('/en/sitemap.xml') };
    // Both sitemaps list the whole site (some hundred pages each), not a stub.
    expect(paths.tr.length).toBeGreaterThan(80);
    expect(paths.en.length).toBeGreaterThan(80);
    for (const p of [...paths.tr, ...paths.en]) await get(p);

    await get('/yok-boyle-bir-sayfa/', 404);
    await get('/en/no-such-page/', 404);
    await get('/arama/?q=kart');
    await get('/arama/?q=zzqqxx');
    await get('/en/search/?q=card');
    await get('/en/search/?q=zzqqxx');
    // The calculator's results and its error state (the bare page is in the sitemaps).
    await get('/para-transferi-hesapla/?amount=1250&side=send&to=de-eur-bank');
    await get('/en/transfer-calculator/?amount=100&side=receive&to=jp-jpy-bank');
    await get('/en/transfer-calculator/?amount=1000&side=send&to=ge-gel-bank');
    await get('/para-transferi-hesapla/?amount=abc&side=sideways&to=xx', 400);
    // A currency's longer periods (its folded table), and a period it does not know.
    await get('/doviz-kurlari/euro/?gun=365');
    await get('/en/exchange-rates/japanese-yen/?days=90');
    await get('/doviz-kurlari/euro/?gun=7', 400);

    for (const form of ['application', 'contact'] as const) {
      for (const locale of LOCALES) {
        const url = FORMS[form][locale];
        const empty = await request(app).post(url).set('origin', SITE_URL).type('form').send('');
        keep(`POST ${url} (empty: the error summary)`, empty.status, 400, empty.text);
        const sent = await request(app).post(url).set('origin', SITE_URL).type('form').send(new URLSearchParams(VALID[form]).toString());
        expect(sent.status, `POST ${url}`).toBe(303);
        const thanks = new URL(sent.headers.location!, SITE_URL);
        expect(thanks.hash).toBe(`#${ANCHOR[form][locale]}`);
        await get(thanks.pathname + thanks.search);
      }
    }

    expect(stylesheets.size, 'linked stylesheets').toBeGreaterThan(0);
    for (const href of stylesheets) {
      const res = await request(app).get(href);
      keep(`GET ${href}`, res.status, 200, res.text, 'css');
    }

    // A page and a stylesheet with known errors go through the same run, so a checker that
    // reads nothing, or a report this test misreads, cannot pass for a clean site.
    const canary = { html: path.join(dir, 'canary.html'), css: path.join(dir, 'canary.css') };
    writeFileSync(canary.html, '<!doctype html><html lang="en"><title>x</title><div aria-labelledby="t"><h2 id="t">x</h2></div><table><tr><td role="cell">1</td></tr></table>');
    writeFileSync(canary.css, 'p { colr: red; }');

    const started = performance.now();
    const messages = await check([canary.html, canary.css, ...pages.keys()]);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`HTML checker: ${pages.size} documents in ${seconds} s`);

    const fileOf = (m: VnuMessage) => (m.url ? fileURLToPath(m.url) : '');
    const about = (file: string) => messages.filter((m) => fileOf(m) === file).map((m) => m.message);
    expect(about(canary.html)).toEqual([
      expect.stringMatching(/^The “aria-labelledby” attribute must not be specified on any “div” element unless/),
      expect.stringMatching(/^The “role” attribute must not be used on a “td” element which has a “table” ancestor/),
    ]);
    expect(about(canary.css)).toEqual([expect.stringMatching(/^CSS: “colr”: Property “colr” doesn't exist/)]);
    const errors = messages
      .filter((m) => fileOf(m) !== canary.html && fileOf(m) !== canary.css && !isUnknownViewTransitionRule(m.message))
      .map((m) => `${pages.get(fileOf(m)) ?? m.url ?? '(no file)'}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`);
    expect(errors, `${errors.length} HTML errors:\n${errors.slice(0, 200).join('\n')}`).toEqual([]);
  }, 300_000);
});
