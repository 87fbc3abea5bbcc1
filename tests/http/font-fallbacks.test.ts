// The stylesheet a page links to falls back from Inter to metric-matched faces: Arial (or
// Liberation Sans) where it exists, else Roboto (Android phones without Arial), then the
// system's own. Each fallback face is a local() font scaled to Inter's widths and line height,
// so the swap to Inter moves nothing.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import type { FrontDoor } from '../../server/app.js';

let css = '';
beforeAll(async () => {
  const { app }: { app: FrontDoor } = await testApp();
  const html = (await request(app).get('/').expect(200)).text;
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
  css = (await request(app).get(href).expect(200)).text;
});

/** The @font-face rules of one family, as descriptor maps. */
function faces(family: string) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((m) => Object.fromEntries(m[1]!.split(';').map((d) => d.split(/:(.*)/s).map((s) => s.trim())).filter((d) => d[0]).map(([k, v]) => [k, v])))
    .filter((f) => f['font-family']?.replace(/["']/g, '') === family);
}
const stack = (selector: string) => new RegExp(`(?:^|[}\\s,])${selector.replace('.', '\\.')}\\s*\\{[^}]*font-family:\\s*([^;}]+)`).exec(css)?.[1]!.split(',').map((s) => s.trim().replace(/["']/g, ''));
const percent = (v: string | undefined) => Number(v?.replace('%', ''));

describe('font fallbacks', () => {
  it('declares Roboto faces scaled to Inter, regular and bold, and one for the capitals of the eyebrows', () => {
    const roboto = faces('Inter Fallback Roboto');
    expect(roboto).toHaveLength(2);
    const [regular, bold] = roboto.sort((a, b) => parseInt(a['font-weight']!) - parseInt(b['font-weight']!));
    expect(regular!.src).toContain('local("Roboto")');
    expect(bold!.src).toContain('local("Roboto Bold")');
    for (const f of [regular!, bold!]) {
      // Inter is about 7-8 % wider than Roboto; its ascent and descent (0.969 and 0.241 em)
      // divided by that factor.
      expect(percent(f['size-adjust'])).toBeGreaterThan(105);
      expect(percent(f['size-adjust'])).toBeLessThan(110);
      expect(percent(f['ascent-override']) * percent(f['size-adjust']) / 100).toBeCloseTo(96.875, 0);
      expect(percent(f['descent-override']) * percent(f['size-adjust']) / 100).toBeCloseTo(24.12, 0);
      expect(f['line-gap-override']).toBe('0%');
    }
    const caps = faces('Inter Fallback Caps Roboto');
    expect(caps).toHaveLength(1);
    expect(caps[0]!.src).toContain('local("Roboto Bold")');
    expect(percent(caps[0]!['ascent-override']) * percent(caps[0]!['size-adjust']) / 100).toBeCloseTo(96.875, 0);
  });

  it('puts them after Arial and before the system fonts in the text and eyebrow stacks', () => {
    expect(stack('body')!.slice(0, 4)).toEqual(['Inter Variable', 'Inter Fallback', 'Inter Fallback Roboto', 'system-ui']);
    expect(stack('.eyebrow')!.slice(0, 4)).toEqual(['Inter Variable', 'Inter Fallback Caps', 'Inter Fallback Caps Roboto', 'system-ui']);
  });
});
