import { describe, it, expect } from 'vitest';
import { pageViewEvent } from './analytics.js';

const win = (href: string, mobile: boolean) => ({
  location: { href } as Location,
  matchMedia: ((q: string) => ({ matches: mobile, media: q })) as unknown as Window['matchMedia'],
  document: { referrer: 'https://example.org/', title: 'Unilira' },
});

describe('pageViewEvent', () => {
  it('has the spec fields, with the device category from the viewport', () => {
    expect(pageViewEvent(win('https://www.unilira.example/en/', false))).toEqual({
      event: 'content-view',
      page_location: 'https://www.unilira.example/en/',
      page_referrer: 'https://example.org/',
      device_category: 'desktop',
      page_title: 'Unilira',
    });
    expect(pageViewEvent(win('https://www.unilira.example/', true)).device_category).toBe('mobile');
  });
});
