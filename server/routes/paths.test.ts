import { describe, it, expect } from 'vitest';
import { createRouter, normalizeContentUrl } from './paths.js';
import { readdirSync } from 'node:fs';
import { routeMap, routeKeys, staticPageKeys, codePageKeys } from './route-map.js';
import { LOCALES } from '../../shared/locale.js';

const router = createRouter('unilira');

describe('route map', () => {
  it('has the 33 route pairs of the spec plus the search page, the app link, the transfer calculator, the fee archive and its index, the rates and a currency\'s', () => {
    expect(routeKeys.length).toBe(40);
  });

  it('reads a content file in each language for every static page, and none for the pages made by code', () => {
    const files = new Set(readdirSync('content/pages'));
    const keysWithFiles = routeKeys.filter((k) => files.has(`${k}.tr.json`) && files.has(`${k}.en.json`));
    expect([...staticPageKeys].sort()).toEqual(keysWithFiles.sort());
    expect(codePageKeys.filter((k) => (staticPageKeys as readonly string[]).includes(k))).toEqual([]);
  });

  it('matches every pattern back to its key and locale, with parameters', () => {
    for (const key of routeKeys) {
      for (const locale of LOCALES) {
        const params = { slug: 'a-b', category: 'c', date: '2025-07-01', currency: 'euro' };
        const path = router.pathFor(key, params, locale);
        const m = router.match(path);
        expect(m?.key, path).toBe(key);
        expect(m?.locale).toBe(locale);
        for (const n of routeMap[key][locale].match(/:([a-z]+)/gi) ?? []) expect(m?.params[n.slice(1)]).toBe(params[n.slice(1) as 'slug']);
      }
    }
  });

  it('prefers literal paths over parameters (/uniqr/uniqr-nedir/ is not a param page)', () => {
    expect(router.match('/uniqr/uniqr-nedir/')?.key).toBe('uniqrWhat');
    expect(router.match('/en/virtual-pos/link-payment/')?.key).toBe('linkPayment');
  });

  it('fails at start-up on two keys with the same path', () => {
    expect(() => createRouter('x', { a: { tr: '/a/', en: '/en/a/' }, b: { tr: '/a/', en: '/en/b/' } })).toThrow('b.tr (/a/) has the same path as a.tr');
    expect(() => createRouter('x', { a: { tr: '/a/:slug/', en: '/en/a/' }, b: { tr: '/a/:id/', en: '/en/b/' } })).toThrow(/same path/);
    // The product word is part of the path: one that makes two keys collide is caught too.
    expect(() => createRouter('blog', { a: { tr: '/{product}/', en: '/en/a/' }, b: { tr: '/blog/', en: '/en/b/' } })).toThrow(/same path/);
  });

  it('does not match unknown or slash-less paths', () => {
    expect(router.match('/iletisim')).toBeUndefined();
    expect(router.match('/nope/')).toBeUndefined();
    expect(router.match('/blog/a/b/')).toBeUndefined();
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => router.pathFor('blogArticle', {}, 'tr')).toThrow(/slug/);
  });
});

describe('normalizeContentUrl', () => {
  it.each([
    ['/tr/kampanyalar', '/kampanyalar/'],
    ['/tr', '/'],
    ['/para-yukle#para-yukle', '/para-yukle/#para-yukle'],
    ['/en/faq', '/en/faq/'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['https://example.com/x', 'https://example.com/x'],
    ['/trafik', '/trafik/'],
  ])('%s → %s', (input, out) => expect(normalizeContentUrl(input)).toBe(out));
});
