// The typeface files the build cuts from Inter (scripts/build-assets.mjs): each keeps every
// character its @font-face rule sends to it, and the weights and OpenType features the stylesheet
// asks for; what no page asks for is left out.
import { describe, it, expect, beforeAll } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error: a build module in plain JavaScript, without type declarations
import { unicodeRange } from './build-assets.mjs';
// @ts-expect-error: a build module in plain JavaScript, without type declarations
import { interFile, openFace } from './inter.mjs';

type Face = { collectUnicodes(): Uint32Array; getAxisInfos(): Record<string, { min: number; max: number; default: number }>; getTableFeatureTags(table: 'GSUB' | 'GPOS'): string[] };
const DIST = process.env.DIST_DIR || 'dist';
const FONTS_CSS = path.resolve('views/styles/fonts.css');
const CUTS = { latin: 'inter-latin-wght-normal.woff2', 'latin-ext': 'inter-latin-ext-wght-normal.woff2', turkish: 'inter-turkish-wght-normal.woff2' } as const;
type Cut = keyof typeof CUTS;

const built: Record<string, Face> = {};
const sources: Record<string, Face> = {};
let stylesheet = '';
beforeAll(async () => {
  const assets = path.join(DIST, 'public', 'assets');
  const files = readdirSync(assets);
  for (const [cut, name] of Object.entries(CUTS)) {
    const file = files.find((f) => f.startsWith(name.replace('.woff2', '-')) && f.endsWith('.woff2'));
    expect(file, cut).toBeDefined();
    built[cut] = await openFace(readFileSync(path.join(assets, file!)));
    sources[cut] = await openFace(interFile(name.replace('-turkish-', '-latin-ext-')));
  }
  const manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.json'), 'utf8')) as { css: string };
  stylesheet = readFileSync(path.join(DIST, 'public', manifest.css), 'utf8');
});

const sorted = (xs: Iterable<number>) => [...xs].sort((a, b) => a - b);

describe('the cut typeface files', () => {
  it.each(Object.keys(CUTS) as Cut[])('%s keeps every character its unicode-range names that Inter has, and no other', (cut) => {
    const wanted = new Set<number>(unicodeRange(readFileSync(FONTS_CSS, 'utf8'), `subset:${CUTS[cut]}`));
    const expected = sorted([...sources[cut]!.collectUnicodes()].filter((c) => wanted.has(c)));
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(built[cut]!.collectUnicodes())).toEqual(expected);
  });

  it('the Turkish cut holds the letters the latin file lacks: ğ Ğ ş Ş İ and the lira sign', () => {
    const has = (face: Face, ch: string) => face.collectUnicodes().includes(ch.codePointAt(0)!);
    for (const ch of 'ğĞşŞİ₺') {
      expect(has(built.turkish!, ch), ch).toBe(true);
      expect(has(built.latin!, ch), ch).toBe(false);
    }
    for (const ch of 'çÇöÖüÜı') expect(has(built.latin!, ch), ch).toBe(true);
  });

  it('every weight the stylesheet sets is on the axis, up to 900 for a bolder <strong> in bold text, and 400 is the default', () => {
    const weights = [...stylesheet.replace(/@font-face\s*{[^}]*}/g, '').matchAll(/font-weight:\s*(\d+|bold|normal)\b/g)].map(([, w]) => (w === 'bold' ? 700 : w === 'normal' ? 400 : Number(w)));
    expect(weights.length).toBeGreaterThan(5);
    for (const face of Object.values(built)) {
      const { wght } = face.getAxisInfos();
      expect(wght).toMatchObject({ default: 400, max: 900 });
      for (const w of [...weights, 900]) expect(w, `font-weight ${w}`).toBeGreaterThanOrEqual(wght!.min);
    }
  });

  it('keeps kerning, marks and the tabular figures the fee tables use, and leaves out fractions', () => {
    expect(stylesheet).toContain('tabular-nums');
    const latin = built.latin!;
    expect(new Set(latin.getTableFeatureTags('GSUB'))).toEqual(new Set(['calt', 'ccmp', 'locl', 'tnum']));
    expect(new Set(latin.getTableFeatureTags('GPOS'))).toEqual(new Set(['kern', 'mark', 'mkmk']));
    expect(sources.latin!.getTableFeatureTags('GSUB')).toContain('frac');
  });

  it('reads a unicode-range, and names a form it cannot read', () => {
    const css = '@font-face { src: url("a.woff2"); unicode-range: U+0041-0043, U+20BA; } @font-face { src: url("b.woff2"); unicode-range: U+4??; }';
    expect(unicodeRange(css, 'a.woff2')).toEqual([0x41, 0x42, 0x43, 0x20ba]);
    expect(() => unicodeRange(css, 'b.woff2')).toThrow(/U\+4\?\?/);
    expect(() => unicodeRange(css, 'c.woff2')).toThrow(/c\.woff2/);
  });
});
