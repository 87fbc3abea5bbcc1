// The site's SVG images set their words in <text>, which a browser draws with whatever system
// font the device has (system-ui, then sans-serif): the wordmark and the illustrations' labels
// looked different on every phone, and Chromium measured a system font for each size inside
// every image on the main thread before the first paint.
// The build sets those words in the site's typeface instead, Inter (the same variable font the
// pages use, from @fontsource-variable/inter), shaped by HarfBuzz with its kerning, and writes
// each as a <path> in a copy of the image under dist/public/images/. The sources in
// public/images/ keep their <text>, so a label is still edited as text.
//
// Supported, because the images use it: x and y as single numbers, font-size, font-weight,
// text-anchor and letter-spacing on the <text> or inherited from an enclosing <svg> or <g>,
// textLength with lengthAdjust="spacingAndGlyphs", fill, fill-opacity and opacity. Anything else
// on a <text> (a <tspan>, a list of x positions, a unit) stops the build with the file's name.
import { readFileSync, readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import { interFile, openFace } from './inter.mjs';

const INHERITED = ['font-size', 'font-weight', 'text-anchor', 'letter-spacing'];
const TEXT_ATTRS = new Set([...INHERITED, 'x', 'y', 'fill', 'fill-opacity', 'opacity', 'font-family', 'textLength', 'lengthAdjust']);
const KEPT_ON_PATH = ['fill', 'fill-opacity', 'opacity'];

/** Inter's latin and latin-ext cuts (the two the site's words need), ready to shape. */
export async function loadInter() {
  const load = async (name) => {
    const face = await openFace(interFile(name));
    return { font: new hb.Font(face), upem: face.upem };
  };
  return [await load('inter-latin-wght-normal.woff2'), await load('inter-latin-ext-wght-normal.woff2')];
}

const attrsOf = (source) => Object.fromEntries([...source.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => [m[1], m[2] ?? m[3]]));
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (s) => s.replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (all, hex, dec, name) =>
  hex || dec ? String.fromCodePoint(hex ? parseInt(hex, 16) : Number(dec)) : (ENTITIES[name] ?? all));
/** A whole number of tenths, written as short as SVG allows: 5 is ".5", -12 is "-1.2". */
const tenths = (n) => {
  const sign = n < 0 ? '-' : '';
  const a = Math.abs(n);
  const whole = Math.floor(a / 10);
  const frac = a % 10;
  return sign + (frac ? `${whole || ''}.${frac}` : String(whole));
};
/** Numbers joined with a space only where the next one does not start with a sign. */
const join = (nums) => nums.reduce((out, n, i) => out + (i && !n.startsWith('-') ? ' ' : '') + n, '');
const number = (value, what, file) => {
  if (value === undefined) return undefined;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(value.trim())) throw new Error(`${file}: ${what}="${value}" is not a plain number; the text outliner (scripts/svg-outline.mjs) cannot place it`);
  return Number(value);
};
const weightOf = (w) => (w === undefined || w === 'normal' ? 400 : w === 'bold' ? 700 : Number(w));

/** Splits text into runs that one of the fonts can draw, the first font preferred. */
function runs(text, fonts) {
  const out = [];
  for (const ch of text) {
    const i = Math.max(0, fonts.findIndex((f) => glyphFor(f, ch)));
    if (out.length && out.at(-1).font === i) out.at(-1).text += ch;
    else out.push({ font: i, text: ch });
  }
  return out;
}

function glyphFor(f, ch) {
  const b = new hb.Buffer();
  b.addText(ch);
  b.guessSegmentProperties();
  hb.shape(f.font, b);
  const gid = b.getGlyphInfos()[0]?.codepoint ?? 0;
  return gid !== 0;
}

/** One line of text as path data in user units, its pen starting at (x, y). */
function outline(text, { x, y, size, weight, anchor, spacing, textLength }, fonts) {
  const glyphs = [];
  let pen = 0;
  for (const run of runs(text, fonts)) {
    const f = fonts[run.font];
    f.font.setVariations([new hb.Variation('wght', weight)]);
    const scale = size / f.upem;
    const b = new hb.Buffer();
    b.addText(run.text);
    b.guessSegmentProperties();
    hb.shape(f.font, b);
    const infos = b.getGlyphInfos();
    const positions = b.getGlyphPositions();
    infos.forEach((info, i) => {
      const p = positions[i];
      glyphs.push({ f, gid: info.codepoint, scale, at: pen + p.xOffset * scale, dy: p.yOffset * scale });
      pen += p.xAdvance * scale + spacing;
    });
  }
  // textLength with spacingAndGlyphs stretches or squeezes the whole line to that width.
  const stretch = textLength ? textLength / pen : 1;
  const width = pen * stretch;
  const start = x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  // Relative commands on a 0.1-unit grid: the shortest path data that still draws the glyphs
  // true at the sizes the images are shown. The pen is tracked on that grid, so rounding
  // errors do not add up along a line.
  let d = '';
  let cx = 0;
  let cy = 0;
  let startX = 0;
  let startY = 0;
  const q = (n) => Math.round(n * 10);
  // Each font still has this line's weight set from shaping it.
  for (const g of glyphs) {
    for (const cmd of g.f.font.glyphToJson(g.gid)) {
      if (cmd.type === 'Z') {
        d += 'z';
        cx = startX;
        cy = startY;
        continue;
      }
      const v = cmd.values;
      const pts = [];
      let px = cx;
      let py = cy;
      for (let i = 0; i < v.length; i += 2) {
        px = q(start + (g.at + v[i] * g.scale) * stretch);
        py = q(y - g.dy - v[i + 1] * g.scale);
        pts.push(tenths(px - cx), tenths(py - cy));
      }
      // For relative curves every point is relative to the current point before the command.
      d += (cmd.type === 'M' ? 'm' : cmd.type.toLowerCase()) + join(pts);
      cx = px;
      cy = py;
      if (cmd.type === 'M') {
        startX = px;
        startY = py;
      }
    }
  }
  // A path's first moveto is absolute even when written relative.
  return d;
}

/** The SVG with every <text> set as a <path> in Inter. */
export function outlineSvgText(svg, fonts, file = 'svg') {
  const stack = [{}];
  let out = '';
  let last = 0;
  const tag = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
  for (let m; (m = tag.exec(svg));) {
    const [whole, closing, name, attrSource = '', selfClosing] = m;
    if (!name) continue;
    if (closing) {
      if (name !== 'text') stack.pop();
      continue;
    }
    const attrs = attrsOf(attrSource);
    if (name !== 'text') {
      if (!selfClosing) stack.push({ ...stack.at(-1), ...Object.fromEntries(INHERITED.filter((k) => k in attrs).map((k) => [k, attrs[k]])) });
      continue;
    }
    const end = svg.indexOf('</text>', tag.lastIndex);
    const content = end < 0 ? '' : svg.slice(tag.lastIndex, end);
    if (selfClosing || end < 0 || content.includes('<')) throw new Error(`${file}: a <text> with child elements or without an end; the text outliner supports plain text only`);
    const unknown = Object.keys(attrs).filter((k) => !TEXT_ATTRS.has(k));
    if (unknown.length) throw new Error(`${file}: <text> attribute ${unknown.join(', ')} is not supported by the text outliner`);
    if (attrs.textLength && attrs.lengthAdjust !== 'spacingAndGlyphs') throw new Error(`${file}: textLength is supported only with lengthAdjust="spacingAndGlyphs"`);
    const own = { ...stack.at(-1), ...attrs };
    const d = outline(decode(content), {
      x: number(own.x ?? '0', 'x', file),
      y: number(own.y ?? '0', 'y', file),
      size: number(own['font-size'] ?? '16', 'font-size', file),
      weight: weightOf(own['font-weight']),
      anchor: own['text-anchor'] ?? 'start',
      spacing: number(own['letter-spacing'] ?? '0', 'letter-spacing', file),
      textLength: number(attrs.textLength, 'textLength', file),
    }, fonts);
    const kept = KEPT_ON_PATH.filter((k) => k in attrs).map((k) => ` ${k}="${attrs[k]}"`).join('');
    out += svg.slice(last, m.index) + `<path${kept} d="${d}"/>`;
    last = end + '</text>'.length;
    tag.lastIndex = last;
  }
  out += svg.slice(last);
  // No text is left, so the font stack has nothing to name.
  return out.replace(/\s+font-family="[^"]*"/g, '');
}

/** Writes an outlined copy of every SVG under srcDir that has a <text>, at the same path under outDir. */
export async function buildOutlinedImages({ srcDir, outDir }) {
  const fonts = await loadInter();
  const written = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.svg')) {
        const svg = readFileSync(full, 'utf8');
        if (!svg.includes('<text')) continue;
        const rel = path.relative(srcDir, full);
        const target = path.join(outDir, rel);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, outlineSvgText(svg, fonts, rel));
        written.push(rel);
      }
    }
  };
  walk(srcDir);
  return written;
}
