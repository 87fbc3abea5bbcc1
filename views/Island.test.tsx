import { describe, it, expect } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Island, escapeJson, assertJsonSafe } from './Island.js';
import { ViewProvider, type ViewContext } from './context.js';

const ctx = { islands: new Set<string>() } as unknown as ViewContext;

describe('Island', () => {
  it('renders the registered widget\'s HTML in its mount node with its strategy, and no props when its client code reads none', () => {
    const props = { columns: [{ title: 'Unilira', links: [{ title: 'Blog', url: '/blog/' }] }] };
    const html = renderToString(<ViewProvider value={ctx}><Island id="footer-columns" props={props} /></ViewProvider>);
    expect(ctx.islands.has('footer-columns')).toBe(true);
    expect(html).toMatch(/^<div data-island="footer-columns" data-hydrate="idle"><div class="footer-columns"><details class="footer-col"/);
    expect(html).toContain('href="/blog/"');
    expect(html).not.toContain('data-island-props');
  });
  it('writes the props of an island whose client code reads them as JSON that cannot break out', () => {
    const evil = '</script><script>alert(1)</script>&\u2028';
    const props = { labels: { legend: evil, light: 'Açık', dark: 'Koyu', system: 'Sistem', forcedLight: 'a', forcedDark: 'b' } };
    const html = renderToString(<ViewProvider value={ctx}><Island id="color-mode" props={props} /></ViewProvider>);
    expect(html).not.toContain('</script><script>alert');
    const json = /<script type="application\/json" data-island-props="color-mode">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json.replace(/&amp;/g, '&'))).toEqual(props);
  });
  it('writes the trigger of an island that has one', () => {
    const html = renderToString(<ViewProvider value={ctx}><Island id="qr-overlay" props={{ title: 'QR', text: 't', storeText: 's', svg: '<svg></svg>', buttonText: 'b', closeLabel: 'c', codeLabel: 'd', stores: [] }} /></ViewProvider>);
    expect(html).toMatch(/^<div data-island="qr-overlay" data-hydrate="interaction" data-trigger="a\[href=&quot;#qr&quot;\]">/);
  });
  it('escapes <, >, &, U+2028 and U+2029', () => {
    expect(escapeJson({ a: '<>&\u2028\u2029' })).toBe('{"a":"\\u003c\\u003e\\u0026\\u2028\\u2029"}');
  });
  it('names the widget and the prop that is not JSON-safe', () => {
    expect(() => assertJsonSafe('qr', { onOpen: () => 1 })).toThrow('island "qr": props.onOpen is a function');
    expect(() => assertJsonSafe('qr', { when: new Date() })).toThrow(/props.when is a Date/);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => assertJsonSafe('qr', cyclic)).toThrow(/props.self is a cycle/);
  });
});
