import { describe, it, expect } from 'vitest';
import { parseHTML } from 'linkedom';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { readChoice, grant } from './consent.client.js';
import { ConsentBanner } from './consent.js';

const store = (value: string | null) => ({ getItem: () => value });
const asLists = (dl: unknown[]) => dl.map((e) => (Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as ArrayLike<unknown>) : e));

describe('readChoice', () => {
  it('reads a stored granted or denied choice and nothing else', () => {
    expect(readChoice(store(JSON.stringify({ value: 'granted', at: '2026-01-01T00:00:00.000Z' })))).toBe('granted');
    expect(readChoice(store(JSON.stringify({ value: 'denied', at: '2026-01-01T00:00:00.000Z' })))).toBe('denied');
    expect(readChoice(store(null))).toBeNull();
    expect(readChoice(store('granted'))).toBeNull(); // not JSON
    expect(readChoice(store(JSON.stringify({ value: 'yes' })))).toBeNull();
    expect(readChoice({ getItem: () => { throw new Error('SecurityError'); } })).toBeNull();
  });
});

describe('grant', () => {
  it('puts Consent Mode v2 before the queued page view, then starts the tag manager once', () => {
    const { document } = parseHTML('<html><head></head><body></body></html>');
    const w: { dataLayer?: unknown[]; gtag?: (...a: unknown[]) => void } = { dataLayer: [{ event: 'content-view' }] };
    grant(w, document as unknown as Document, 'GTM-ABC123');
    const layer = asLists(w.dataLayer!);
    expect(layer.slice(0, 3)).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
      ['consent', 'update', { analytics_storage: 'granted' }],
      { event: 'content-view' },
    ]);
    expect(layer[3]).toMatchObject({ event: 'gtm.js' });
    const scripts = document.head.querySelectorAll('script');
    expect(scripts.length).toBe(1);
    expect(scripts[0]!.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');

    // Accepting again (after a withdrawal on the same page) only updates consent.
    grant(w, document as unknown as Document, 'GTM-ABC123');
    expect(asLists(w.dataLayer!).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(document.head.querySelectorAll('script').length).toBe(1);
  });

  it('loads nothing for a missing or invalid container id', () => {
    for (const id of [undefined, '', 'GTM-abc', 'GTM-X1"><script>', 'UA-123']) {
      const { document } = parseHTML('<html><head></head><body></body></html>');
      const w: { dataLayer?: unknown[] } = {};
      grant(w, document as unknown as Document, id);
      expect(document.head.querySelectorAll('script').length).toBe(0);
      expect(asLists(w.dataLayer!).some((e) => (e as { event?: string }).event === 'gtm.js')).toBe(false);
    }
  });
});

describe('ConsentBanner', () => {
  it('renders hidden, with reject and accept as buttons of the same style, reject first', () => {
    const html = renderToString(createElement(ConsentBanner, { labels: { title: 'T', text: 'X', accept: 'Kabul et', reject: 'Reddet', policy: 'P' }, policyHref: '/p/' }));
    const { document } = parseHTML(`<div>${html}</div>`);
    const section = document.querySelector('section')!;
    expect(section.hasAttribute('hidden')).toBe(true);
    const buttons = [...section.querySelectorAll('button')];
    expect(buttons.map((b) => b.dataset.consent)).toEqual(['denied', 'granted']);
    expect(buttons[0]!.className).toBe(buttons[1]!.className);
    expect(buttons.every((b) => b.getAttribute('type') === 'button')).toBe(true);
  });
});
