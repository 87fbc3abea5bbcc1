// Colour where axe cannot see it: text on gradients (each stop measured, the lightest
// decides), focus rings against what is behind them, and the business theme applied to the
// whole palette of a business page (no purple left), in light and dark mode.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright';
import { browserSuite } from '../helpers/browser.js';

const suite = browserSuite();
const SCHEMES = ['light', 'dark'] as const;
const BUSINESS = ['/kurumsal/', '/sanal-pos/', '/en/virtual-pos/multi-currency-pos/', '/en/virtual-pos/link-payment/'];
const OTHERS = ['/', '/en/', '/ucret-ve-limitler/', '/hakkimizda/', '/temsilcilik/', '/blog/', '/kampanyalar/', '/sikca-sorulan-sorular/', '/iletisim/', '/temsilcilik-basvurusu/'];

async function open(path: string, colorScheme: 'light' | 'dark', width = 1280): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 }, colorScheme, reducedMotion: 'reduce' });
  suite.contexts.push(context);
  await context.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })));
  const page = await context.newPage();
  await page.goto(suite.server.url + path);
  return page;
}

/** Installs colour helpers in the page: any CSS colour to sRGB through a canvas, contrast, hue and chroma. */
async function helpers(page: Page) {
  await page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (c: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = c;
      ctx.fillRect(0, 0, 1, 1);
      const d = ctx.getImageData(0, 0, 1, 1).data;
      return [d[0]!, d[1]!, d[2]!, d[3]! / 255];
    };
    const over = (top: number[], under: number[]) => top.slice(0, 3).map((v, i) => v * top[3]! + under[i]! * (1 - top[3]!));
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) => { const s = v / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: number[], b: number[]) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x! + 0.05) / (y! + 0.05); };
    const stops = (image: string) => image.match(/(rgba?|color|oklab|oklch|hsla?)\([^()]*(\([^()]*\)[^()]*)*\)|#[0-9a-f]{3,8}\b|transparent/gi) ?? [];
    /** The nearest opaque background colour behind an element (gradients are handled by the callers). */
    const solidBehind = (el: Element | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor);
        if (c[3] > 0.99) return c;
      }
      return [255, 255, 255, 1];
    };
    (window as unknown as Record<string, unknown>).colour = { rgba, over, contrast, stops, solidBehind };
  });
}

type Colour = {
  rgba: (c: string) => number[]; over: (t: number[], u: number[]) => number[]; contrast: (a: number[], b: number[]) => number;
  stops: (image: string) => string[]; solidBehind: (el: Element | null) => number[];
};

/** Every text on a gradient background, measured against each stop; returns the failures. */
function textOnGradients(page: Page) {
  return page.evaluate(() => {
    const c = (window as unknown as { colour: Colour }).colour;
    const failures: string[] = [];
    let measured = 0;
    for (const box of document.querySelectorAll('body *')) {
      const style = getComputedStyle(box);
      if (!style.backgroundImage.includes('gradient') || box.getBoundingClientRect().width === 0) continue;
      const under = c.solidBehind(box.parentElement);
      const base = c.rgba(style.backgroundColor);
      const behind = base[3]! > 0 ? c.over(base, under) : under;
      const stopColours = c.stops(style.backgroundImage).map((s) => c.over(c.rgba(s), behind));
      for (const el of [box, ...box.querySelectorAll('*')]) {
        const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
        if (!hasText || el.getBoundingClientRect().width === 0) continue;
        // Text on its own background (a button) is axe's to measure.
        let own = false;
        for (let e: Element | null = el; e && e !== box; e = e.parentElement) {
          const s = getComputedStyle(e);
          if (c.rgba(s.backgroundColor)[3]! > 0.5 || s.backgroundImage !== 'none') own = true;
        }
        if (own) continue;
        const s = getComputedStyle(el);
        const size = parseFloat(s.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
        const need = large ? 3 : 4.5;
        const text = c.rgba(s.color);
        const worst = Math.min(...stopColours.map((stop) => c.contrast(c.over(text, stop), stop)));
        measured++;
        if (worst < need) failures.push(`"${el.textContent!.trim().slice(0, 40)}" (${s.color}) on ${box.className}: ${worst.toFixed(2)}:1, needs ${need}:1`);
      }
    }
    return { failures, measured };
  });
}

describe('text on gradients meets WCAG AA at the lightest stop', () => {
  it.each(SCHEMES)('on every page type (%s)', async (scheme) => {
    const found: string[] = [];
    let measured = 0;
    const page = await open('/', scheme);
    for (const path of [...OTHERS, ...BUSINESS]) {
      await page.goto(suite.server.url + path);
      await helpers(page);
      const r = await textOnGradients(page);
      measured += r.measured;
      found.push(...r.failures.map((f) => `${path}: ${f}`));
    }
    expect(measured).toBeGreaterThan(50);
    expect(found, found.join('\n')).toEqual([]);
  });
});

describe('focus rings stand out from what is behind them (3:1)', () => {
  it.each(SCHEMES)('on links and buttons in the header, content, call-to-action band and footer (%s)', async (scheme) => {
    const found: string[] = [];
    for (const path of ['/hakkimizda/', '/sanal-pos/']) {
      const page = await open(path, scheme);
      await helpers(page);
      // Keyboard modality first, so programmatic focus shows :focus-visible.
      await page.keyboard.press('Tab');
      for (const sel of ['.header-actions .qr-button', 'main .hero .button.primary', 'main .hero .button.secondary', 'main .cta-inner .button', '.site-footer .footer-col a', '.footer-static a']) {
        const r = await page.locator(sel).first().evaluate((el) => {
          const c = (window as unknown as { colour: Colour }).colour;
          (el as HTMLElement).focus();
          const s = getComputedStyle(el);
          if (s.outlineStyle === 'none' || parseFloat(s.outlineWidth) < 2) return { ratio: 0, note: 'no outline' };
          // The ring sits outside the element (outline-offset), on its parent's background.
          let box: Element | null = el.parentElement;
          while (box && getComputedStyle(box).backgroundImage === 'none' && c.rgba(getComputedStyle(box).backgroundColor)[3]! < 0.99) box = box.parentElement;
          const bs = box ? getComputedStyle(box) : null;
          const behind = bs && bs.backgroundImage.includes('gradient')
            ? c.stops(bs.backgroundImage).map((stop) => c.over(c.rgba(stop), c.solidBehind(box!.parentElement)))
            : [c.solidBehind(box)];
          const ring = c.rgba(s.outlineColor);
          return { ratio: Math.min(...behind.map((b) => c.contrast(c.over(ring, b), b))), note: s.outlineColor };
        });
        if (r.ratio < 3) found.push(`${path} ${sel}: ${r.note} at ${r.ratio.toFixed(2)}:1`);
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});

/** Every colour the page paints (text, backgrounds, borders, outlines, gradients, SVG), as hue and chroma. */
function paintedHues(page: Page) {
  return page.evaluate(() => {
    const c = (window as unknown as { colour: Colour }).colour;
    const seen = new Map<string, string>();
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || s.visibility === 'hidden' || el.closest('[hidden], .visually-hidden')) continue;
      const values = [s.color, s.backgroundColor, s.borderTopColor, s.borderBottomColor, s.borderLeftColor, s.fill, s.stroke, ...c.stops(s.backgroundImage)];
      for (const v of values) if (v && !seen.has(v)) seen.set(v, `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    }
    return [...seen].flatMap(([v, where]) => {
      const [r, g, b, a] = c.rgba(v);
      if (a! < 0.05) return [];
      const max = Math.max(r!, g!, b!), min = Math.min(r!, g!, b!), chroma = (max - min) / 255;
      let hue = 0;
      if (max !== min) {
        if (max === r) hue = ((g! - b!) / (max - min)) * 60;
        else if (max === g) hue = (2 + (b! - r!) / (max - min)) * 60;
        else hue = (4 + (r! - g!) / (max - min)) * 60;
      }
      return [{ value: v, where, hue: (hue + 360) % 360, chroma }];
    });
  });
}

describe('the business theme', () => {
  const purple = (h: { hue: number; chroma: number }) => h.chroma >= 0.06 && h.hue >= 230 && h.hue <= 300;
  const green = (h: { hue: number; chroma: number }) => h.chroma >= 0.06 && h.hue >= 120 && h.hue <= 180;

  it.each(SCHEMES)('turns the whole palette of every business page green, header and footer included (%s)', async (scheme) => {
    const found: string[] = [];
    for (const path of BUSINESS) {
      const page = await open(path, scheme);
      await helpers(page);
      const hues = await paintedHues(page);
      expect(hues.some(green), `${path}: no green at all`).toBe(true);
      found.push(...hues.filter(purple).map((h) => `${path}: ${h.value} on ${h.where}`));
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  it.each(SCHEMES)('leaves the other pages purple, with no stray green (%s)', async (scheme) => {
    const found: string[] = [];
    for (const path of ['/', '/ucret-ve-limitler/', '/temsilcilik/']) {
      const page = await open(path, scheme);
      await helpers(page);
      const hues = await paintedHues(page);
      expect(hues.some(purple), `${path}: no purple at all`).toBe(true);
      found.push(...hues.filter(green).map((h) => `${path}: ${h.value} on ${h.where}`));
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});
