// The keys a content change names: exactly the parts that differ between two loads.
import { describe, it, expect, beforeAll } from 'vitest';
import path from 'node:path';
import { loadCheckedContent } from '../content/reload.js';
import type { ContentBundle } from '../content/load.js';
import { recordingSource, recordedKeys, withKeys } from './keys.js';
import { diff, changedKeys, touchesEveryPage } from '../content/diff.js';
import { fileContentSource } from '../content/source.js';

let base: ContentBundle;
beforeAll(() => {
  base = loadCheckedContent(path.resolve('content'));
});
const edited = (edit: (b: ContentBundle) => void) => {
  const next = structuredClone(base);
  edit(next);
  return changedKeys(diff(base, next));
};

describe('the keys a change names', () => {
  it('names nothing when nothing changed', () => {
    expect(diff(base, structuredClone(base))).toEqual([]);
  });

  it('a page, a footer, the QR message: their own key in their language only', () => {
    expect(edited((b) => void (b.pages.tr.contact.title = 'Bize ulaş'))).toEqual(['page-contact-tr']);
    expect(edited((b) => void (b.footer.en.footerConus = 'Write to us'))).toEqual(['footer-en']);
    expect(edited((b) => void (b.qrMessage.tr.properties.appUrl = 'https://example.com/app'))).toEqual(['qr-tr']);
  });

  it('site settings and the dictionary reach every page; redirects and synonyms no page', () => {
    const site = structuredClone(base);
    site.site.product = 'unipara';
    expect(changedKeys(diff(base, site))).toEqual(['site']);
    expect(touchesEveryPage(diff(base, site))).toBe(true);
    const dictionary = structuredClone(base);
    dictionary.dictionary['Ana Sayfa'] = { tr: 'Ana Sayfa', en: 'Start' };
    expect(touchesEveryPage(diff(base, dictionary))).toBe(true);
    const redirects = structuredClone(base);
    redirects.redirects.push({ from: '/eski/', to: '/', status: 301 });
    expect(diff(base, redirects)).toEqual([{ kind: 'redirects' }]);
    expect(changedKeys(diff(base, redirects))).toEqual([]);
  });

  it('a collection item changed, added or removed: its key and its list’s', () => {
    const first = base.collections.faq.find((i) => i.locale === 'tr')!;
    expect(edited((b) => void (b.collections.faq.find((i) => i.translationId === first.translationId && i.locale === 'tr')!.title = 'Yeni'))).toEqual(
      [`faq-tr`, `faq-tr-${first.translationId}`]);
    expect(edited((b) => void b.collections.blog.push({ ...b.collections.blog.find((i) => i.locale === 'en')!, translationId: 'new-post' }))).toEqual(['blog-en', 'blog-en-new-post']);
    expect(edited((b) => void (b.collections.blog = b.collections.blog.filter((i) => !(i.locale === 'tr' && i.translationId === 'becoming-a-representative'))))).toEqual(
      ['blog-tr', 'blog-tr-becoming-a-representative']);
  });
});

describe('recording', () => {
  it('records the reads made inside a scope, concurrent scopes apart, and nothing outside one', async () => {
    const source = recordingSource(fileContentSource(base));
    const [a, b] = await Promise.all([
      withKeys(async () => {
        await source.getPage('contact', 'tr');
        await new Promise((r) => setTimeout(r, 5));
        await source.getFooter('tr');
        return recordedKeys();
      }),
      withKeys(async () => {
        await source.getBySlug('blog', 'en', 'no-such-post');
        return recordedKeys();
      }),
    ]);
    expect(a).toEqual(['dictionary', 'footer-tr', 'page-contact-tr']);
    expect(b).toEqual(['blog-en', 'dictionary']);
    await source.getHeader('tr');
    expect(recordedKeys()).toBeUndefined();
  });
});
