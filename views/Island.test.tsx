import { describe, it, expect } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Island, escapeJson, assertJsonSafe } from './Island.js';
import { ViewProvider, type ViewContext } from './context.js';

const ctx = { islands: new Set<string>() } as unknown as ViewContext;

describe('Island', () => {
  it('renders the widget HTML in its mount node and props as JSON that cannot break out', () => {
    const html = renderToString(<ViewProvider value={ctx}><Island id="search" hydrate="idle" props={{ text: '</script><script>alert(1)</script>&\u2028' }}><p>ok</p></Island></ViewProvider>);
    expect(ctx.islands.has('search')).toBe(true);
    expect(html).toContain('<div data-island="search" data-hydrate="idle"><p>ok</p></div>');
    expect(html).not.toContain('</script><script>alert');
    const json = /<script type="application\/json" data-island-props="search">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json.replace(/&amp;/g, '&'))).toEqual({ text: '</script><script>alert(1)</script>&\u2028' });
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
