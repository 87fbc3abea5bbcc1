// The build's text outliner (scripts/svg-outline.mjs): words in the SVG images become paths in
// Inter, placed where the browser would have set the text.
import { describe, it, expect, beforeAll } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error: a build module in plain JavaScript, without type declarations
import { loadInter, outlineSvgText } from './svg-outline.mjs';

type Fonts = unknown;
let fonts: Fonts;
beforeAll(async () => {
  fonts = await loadInter();
});
const outline = (svg: string, file = 'test.svg'): string => outlineSvgText(svg, fonts, file);

/** The box around every point of each path in the SVG (end and control points), in user units. */
function box(svg: string) {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const [, d] of svg.matchAll(/<path[^>]* d="([^"]*)"/g)) {
    let x = 0, y = 0, sx = 0, sy = 0;
    for (const [, cmd, args] of d!.matchAll(/([mlqcz])([^mlqcz]*)/gi)) {
      const n = (args!.match(/-?\d*\.?\d+/g) ?? []).map(Number);
      if (cmd === 'z') {
        x = sx;
        y = sy;
        continue;
      }
      expect('mlqc').toContain(cmd);
      const step = cmd === 'q' ? 4 : cmd === 'c' ? 6 : 2;
      for (let i = 0; i < n.length; i += step) {
        // Every point of a relative segment counts from the point the segment starts at.
        for (let j = 0; j < step; j += 2) {
          const px = x + n[i + j]!, py = y + n[i + j + 1]!;
          minX = Math.min(minX, px); maxX = Math.max(maxX, px);
          minY = Math.min(minY, py); maxY = Math.max(maxY, py);
        }
        x += n[i + step - 2]!;
        y += n[i + step - 1]!;
        if (cmd === 'm') [sx, sy] = [x, y];
      }
    }
  }
  return { minX, minY, maxX, maxY, width: maxX - minX, height: maxY - minY };
}

const svg = (body: string, root = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100"${root}>${body}</svg>`;

describe('outlining the words of an SVG image', () => {
  it('replaces each <text> with a path that keeps its colour, and drops the font stack', () => {
    const out = outline(svg('<text x="20" y="50" font-size="20" fill="#5b2be0" fill-opacity=".8">Para gönder</text>', ' font-family="system-ui, sans-serif"'));
    expect(out).not.toMatch(/<text|font-family/);
    expect(out).toMatch(/^<svg [^>]*><path fill="#5b2be0" fill-opacity=".8" d="m[^"]+"\/><\/svg>$/);
  });

  it('sets the words on the baseline at x, y, in Inter: capitals about 0.73 em tall, a descender below the line', () => {
    const caps = box(outline(svg('<text x="20" y="50" font-size="100">HE</text>')));
    expect(caps.minX).toBeGreaterThan(20);
    expect(caps.minX).toBeLessThan(30);
    expect(caps.maxY).toBeCloseTo(50, 0);
    // Inter's capital height is 0.727 em.
    expect(caps.height).toBeGreaterThan(70);
    expect(caps.height).toBeLessThan(76);
    expect(box(outline(svg('<text x="20" y="50" font-size="100">gy</text>'))).maxY).toBeGreaterThan(65);
  });

  it('centres on x for text-anchor="middle" and ends there for "end", inherited from a group', () => {
    const middle = box(outline(svg('<g text-anchor="middle" font-size="30"><text x="200" y="50">Ücretsiz</text></g>')));
    expect((middle.minX + middle.maxX) / 2).toBeCloseTo(200, -0.5);
    const end = box(outline(svg('<g text-anchor="end"><text x="200" y="50" font-size="30">Ücretsiz</text></g>')));
    expect(end.maxX).toBeLessThanOrEqual(200);
    expect(end.maxX).toBeGreaterThan(196);
  });

  it('scales with font-size, bolds with font-weight and spreads with letter-spacing', () => {
    const small = box(outline(svg('<text x="0" y="50" font-size="20">unilira</text>')));
    const large = box(outline(svg('<text x="0" y="50" font-size="40">unilira</text>')));
    expect(large.width / small.width).toBeCloseTo(2, 1);
    const bold = box(outline(svg('<text x="0" y="50" font-size="20" font-weight="800">unilira</text>')));
    expect(bold.width).toBeGreaterThan(small.width * 1.04);
    const spaced = box(outline(svg('<text x="0" y="50" font-size="20" letter-spacing="2">unilira</text>')));
    // Seven letters: six gaps between their ink.
    expect(spaced.width - small.width).toBeCloseTo(12, 0);
  });

  it('fits textLength with spacingAndGlyphs, as the wordmark does', () => {
    const word = box(outline(svg('<text x="35" y="23.5" font-size="22" font-weight="700" textLength="95" lengthAdjust="spacingAndGlyphs">unilira</text>')));
    expect(word.minX).toBeGreaterThanOrEqual(35);
    expect(word.maxX).toBeLessThanOrEqual(130.5);
    expect(word.width).toBeGreaterThan(90);
  });

  it('draws the Turkish letters that are only in Inter\'s latin-ext cut (ğ Ş İ) with their marks, and decodes entities', () => {
    const glyph = (text: string) => box(outline(svg(`<text x="10" y="50" font-size="40">${text}</text>`)));
    // Each is its plain letter (as wide, within 2 units: the dot is a little wider than the stem) with its mark: the breve and the dot rise
    // above it, the cedilla hangs below the baseline. A missing glyph would be drawn as a box.
    for (const [marked, plain] of [['ğ', 'g'], ['İ', 'I'], ['Ş', 'S']] as const) expect(Math.abs(glyph(marked).width - glyph(plain).width), marked).toBeLessThan(2);
    expect(glyph('g').minY - glyph('ğ').minY).toBeGreaterThan(5);
    expect(glyph('I').minY - glyph('İ').minY).toBeGreaterThan(5);
    expect(glyph('Ş').maxY - glyph('S').maxY).toBeGreaterThan(5);
    expect(glyph('&amp;').width).toBeGreaterThan(20);
  });

  it('stops the build, naming the file, on text it cannot place', () => {
    expect(() => outline(svg('<text x="1" y="2">a <tspan>b</tspan></text>'), 'visuals/x.svg')).toThrow(/visuals\/x\.svg: a <text> with child elements/);
    expect(() => outline(svg('<text x="1 5" y="2">ab</text>'), 'y.svg')).toThrow(/y\.svg: x="1 5" is not a plain number/);
    expect(() => outline(svg('<text x="1" y="2" dy="3">ab</text>'), 'z.svg')).toThrow(/z\.svg: <text> attribute dy is not supported/);
  });

  it('outlines every image of the site that has words', () => {
    const dir = path.resolve('public/images');
    const withText = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.svg') && readFileSync(path.join(dir, f), 'utf8').includes('<text'));
    expect(withText.length).toBeGreaterThan(40);
    for (const f of withText) {
      const source = readFileSync(path.join(dir, f), 'utf8');
      const out = outline(source, f);
      expect(out, f).not.toContain('<text');
      expect((out.match(/<path/g) ?? []).length, f).toBe((source.match(/<path/g) ?? []).length + (source.match(/<text/g) ?? []).length);
    }
  });
});
