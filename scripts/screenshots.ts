// `npm run screenshots`: full-page screenshots of every page type at the common screen widths,
// light and dark, into screenshots/ (ignored), to look at before and after a visual change.
// Runs the built server on a loopback port and the Chromium that `npm test` found.
//   npm run screenshots -- [--lang tr|en|both] [--only fees,home] [--widths 320,1280] [--schemes light]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { startServerProcess } from './server-process.js';
import { chromiumPath, CHROMIUM_FLAGS } from './chromium.js';
import { LOCALES, type Locale } from '../shared/locale.js';

/** One page of each type, by name, in both languages. */
const PAGES: Record<string, Record<Locale, string>> = {
  home: { tr: '/', en: '/en/' },
  product: { tr: '/ucretsiz-para-transferi/', en: '/en/free-money-transfer/' },
  business: { tr: '/sanal-pos/', en: '/en/virtual-pos/' },
  corporate: { tr: '/kurumsal/', en: '/en/corporate/' },
  fees: { tr: '/ucret-ve-limitler/', en: '/en/fees-and-limits/' },
  'blog-list': { tr: '/blog/', en: '/en/blog/' },
  article: { tr: '/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/', en: '' },
  campaigns: { tr: '/kampanyalar/', en: '/en/campaigns/' },
  campaign: { tr: '/kampanyalar/arkadasini-davet-et-100-tl-kazan/', en: '' },
  'faq-home': { tr: '/sikca-sorulan-sorular/', en: '/en/faq/' },
  'faq-category': { tr: '/sikca-sorulan-sorular/kartlar/', en: '' },
  'faq-item': { tr: '/sikca-sorulan-sorular/kartlar/sanal-kart-nerede-kullanilir/', en: '' },
  offices: { tr: '/temsilciliklerimiz/', en: '/en/our-representative-offices/' },
  providers: { tr: '/anlasmali-kurumlar/', en: '/en/in-network-providers/' },
  'offices-filtered': { tr: '/temsilciliklerimiz/?il=istanbul', en: '/en/our-representative-offices/?city=izmir&district=bornova' },
  'providers-filtered': { tr: '/anlasmali-kurumlar/?kategori=uniqr-ile-odeme', en: '/en/in-network-providers/?category=bill-payments' },
  application: { tr: '/temsilcilik-basvurusu/', en: '/en/representative-application/' },
  contact: { tr: '/iletisim/', en: '/en/communication/' },
  '404': { tr: '/bu-sayfa-yok/', en: '/en/no-such-page/' },
  calculator: { tr: '/para-transferi-hesapla/', en: '/en/transfer-calculator/' },
  'calculator-result': { tr: '/para-transferi-hesapla/?amount=1250&side=send&to=de-eur-bank', en: '/en/transfer-calculator/?amount=500&side=receive&to=jp-jpy-bank' },
  'calculator-error': { tr: '/para-transferi-hesapla/?amount=1e309&side=send&to=xx', en: '/en/transfer-calculator/?amount=-5&side=send&to=de-eur-bank' },
  'fees-archive': { tr: '/ucret-ve-limitler/arsiv/2025-07-01/', en: '' },
};
const WIDTHS = [320, 390, 768, 1024, 1280, 1920];
const SCHEMES = ['light', 'dark'] as const;

function option(name: string): string[] | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]!.split(',') : undefined;
}

/** English paths of the detail pages come from the server's own language switcher. */
async function englishPath(base: string, trPath: string): Promise<string> {
  const html = await (await fetch(base + trPath)).text();
  const m = /<a class="lang-switch" href="([^"]+)"/.exec(html);
  if (!m) throw new Error(`no language switcher on ${trPath}`);
  return m[1]!;
}

const langs: Locale[] = (option('lang')?.[0] ?? 'tr') === 'both' ? [...LOCALES] : [(option('lang')?.[0] ?? 'tr') as Locale];
const only = option('only');
const widths = option('widths')?.map(Number) ?? WIDTHS;
const schemes = (option('schemes') as (typeof SCHEMES)[number][] | undefined) ?? [...SCHEMES];
const outDir = path.resolve('screenshots');
mkdirSync(outDir, { recursive: true });

const server = await startServerProcess();
const base = `http://127.0.0.1:${server.port}`;
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_FLAGS,
});
const started = Date.now();
let count = 0;
try {
  for (const scheme of schemes) {
    // Reduced motion: sections are shown at once rather than revealed on scroll. A stored
    // consent choice keeps the banner from covering the page.
    const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce', deviceScaleFactor: 1 });
    await context.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })));
    const page = await context.newPage();
    for (const [name, paths] of Object.entries(PAGES)) {
      if (only && !only.includes(name)) continue;
      for (const lang of langs) {
        const p = paths[lang] || (lang === 'en' ? await englishPath(base, paths.tr) : paths.tr);
        for (const width of widths) {
          await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
          await page.goto(base + p, { waitUntil: 'networkidle' });
          // A full-page shot does not scroll, so lazy images (footer marks, social icons) would
          // show as empty boxes: walk down the page once and wait for them. FAQ item pages
          // scroll to their question; the shot starts at the top.
          await page.evaluate(async () => {
            for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
              scrollTo({ top: y, behavior: 'instant' });
              await new Promise((r) => requestAnimationFrame(r));
            }
            await Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((r) => { img.onload = img.onerror = r; }))));
            scrollTo({ top: 0, behavior: 'instant' });
          });
          const file = path.join(outDir, `${name}-${lang}-${width}-${scheme}.png`);
          await page.screenshot({ path: file, fullPage: true });
          count++;
        }
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`${count} screenshots in ${path.relative(process.cwd(), outDir)}/ (${((Date.now() - started) / 1000).toFixed(1)} s)`);
