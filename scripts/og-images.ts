// `npm run og-images`: a JPEG copy (1200×630) of every blog cover and campaign banner under
// public/images/og/, for link previews: Facebook, X, LinkedIn and messaging apps do not show
// SVG as an Open Graph image. Drawn by the same Chromium the browser tests use from the copies
// the build outlined (their words in Inter, as the site serves them), so the committed copies
// match the SVGs exactly; run it after adding or changing a cover or banner
// (a content test fails when an item's cover has no JPEG copy).
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumPath } from './chromium.js';

const SRC = 'public/images/visuals';
/** The build's outlined copies (scripts/svg-outline.mjs), for the images that have words. */
const OUTLINED = path.join(process.env.DIST_DIR || 'dist', 'public/images/visuals');
const OUT = 'public/images/og';

mkdirSync(OUT, { recursive: true });
const files = readdirSync(SRC).filter((f) => /^(cover|banner)-.*\.svg$/.test(f)).sort();
const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  for (const f of files) {
    const svg = readFileSync(existsSync(path.join(OUTLINED, f)) ? path.join(OUTLINED, f) : path.join(SRC, f), 'utf8');
    await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`);
    const out = path.join(OUT, f.replace(/\.svg$/, '.jpg'));
    writeFileSync(out, await page.screenshot({ type: 'jpeg', quality: 85, clip: { x: 0, y: 0, width: 1200, height: 630 } }));
    console.log(out);
  }
} finally {
  await browser.close();
}
