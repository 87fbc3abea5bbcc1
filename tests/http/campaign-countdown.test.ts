// The campaign countdown, in Türkiye days: "X gün kaldı" while a campaign runs, "X gün sonra
// başlıyor" before, nothing after; the cached page and the CDN's copy let go at the next
// Türkiye midnight, when the number changes.
import { describe, it, expect } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import { countdown, nextTurkeyMidnight } from '../../server/content/campaign-state.js';

const campaign = { startDate: '2026-12-15', endDate: '2027-01-15' };

describe('countdown in Türkiye days', () => {
  it.each([
    ['2026-12-12T10:00:00+03:00', { kind: 'starts', days: 3 }],
    ['2026-12-14T23:59:00+03:00', { kind: 'starts', days: 1 }],
    ['2026-12-14T21:30:00Z', { kind: 'left', days: 31 }], // 00:30 on the 15th in Türkiye
    ['2027-01-14T12:00:00+03:00', { kind: 'left', days: 1 }],
    ['2027-01-15T23:59:00+03:00', { kind: 'left', days: 0 }],
    ['2027-01-16T00:00:00+03:00', undefined],
  ] as const)('at %s', (iso, expected) => {
    expect(countdown(campaign, new Date(iso))).toEqual(expected);
  });

  it('the next midnight is in Türkiye time', () => {
    expect(nextTurkeyMidnight(new Date('2026-12-14T20:59:00Z')).toISOString()).toBe('2026-12-14T21:00:00.000Z');
    expect(nextTurkeyMidnight(new Date('2026-12-14T21:00:00Z')).toISOString()).toBe('2026-12-15T21:00:00.000Z');
  });
});

describe('campaign pages show the countdown and expire at the day boundary', () => {
  it('a running campaign says how many days are left, in both languages, and a CDN keeps it only until midnight', async () => {
    let now = new Date('2026-11-22T23:57:00+03:00');
    const { app, deps } = await testApp({}, (d) => (d.now = () => now));
    const c = (await deps.content.list('campaigns', 'tr')).find((x) => x.startDate <= '2026-11-22' && x.endDate >= '2026-11-25')!;
    const days = Math.round((Date.parse(c.endDate) - Date.parse('2026-11-22')) / 86400_000);
    const first = await request(app).get(`/kampanyalar/${c.slug}/`);
    expect(dom(first.text).querySelector('.article-header .countdown')?.textContent).toBe(`${days} gün kaldı`);
    // Three minutes to midnight: the page cache and the CDN keep it three minutes at most.
    expect(first.headers['cache-control']).toMatch(/s-maxage=(179|180)\b/);
    const en = (await deps.content.getTranslation('campaigns', c.translationId, 'en'))!;
    expect(dom((await request(app).get(`/en/campaigns/${en.slug}/`)).text).querySelector('.article-header .countdown')?.textContent).toBe(`${days} days left`);
    // After midnight the same URL says one day less (the cached copy has let go).
    now = new Date('2026-11-23T00:01:00+03:00');
    expect(dom((await request(app).get(`/kampanyalar/${c.slug}/`)).text).querySelector('.article-header .countdown')?.textContent).toBe(`${days - 1} gün kaldı`);
  });

  it('a coming campaign says when it starts; an ended one shows no countdown; the list cards agree', async () => {
    const { app, deps } = await testApp({}, (d) => (d.now = () => new Date('2026-12-12T10:00:00+03:00')));
    const all = await deps.content.list('campaigns', 'en');
    const soon = all.find((x) => x.startDate === '2026-12-15')!;
    const ended = all.find((x) => x.endDate < '2026-12-12')!;
    const soonDoc = dom((await request(app).get(`/en/campaigns/${soon.slug}/`)).text);
    expect(soonDoc.querySelector('.article-header .countdown')?.textContent).toBe('Starts in 3 days');
    expect(dom((await request(app).get(`/en/campaigns/${ended.slug}/`)).text).querySelector('.countdown')).toBeNull();
    const list = dom((await request(app).get('/en/campaigns/')).text);
    const card = (slug: string) => [...list.querySelectorAll('.campaign-card')].find((li) => li.querySelector('h3 a')?.getAttribute('href') === `/en/campaigns/${slug}/`)!;
    expect(card(soon.slug).querySelector('.countdown-line')?.textContent).toBe('Starts in 3 days');
    expect(card(ended.slug).querySelector('.countdown-line')).toBeNull();
  });

  it('the list page with countdowns is not kept past Türkiye midnight either', async () => {
    const { app } = await testApp({}, (d) => (d.now = () => new Date('2026-11-22T23:50:00+03:00')));
    expect((await request(app).get('/kampanyalar/')).headers['cache-control']).toMatch(/s-maxage=(599|600)\b|s-maxage=300\b/);
    const { app: late } = await testApp({}, (d) => (d.now = () => new Date('2026-11-22T23:58:00+03:00')));
    expect((await request(late).get('/kampanyalar/')).headers['cache-control']).toMatch(/s-maxage=(119|120)\b/);
  });
});
