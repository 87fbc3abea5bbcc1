// Campaigns know their dates: before, during and after a campaign the list, the home page and
// the campaign's own page say so, active ones come first, and the cached HTML and the CDN's
// copy expire when the state changes.
import { describe, it, expect } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';

async function at(iso: string) {
  const { app, deps } = await testApp({}, (d) => (d.now = () => new Date(iso)));
  return { app, deps };
}

describe('campaign states by date', () => {
  it('one campaign is "Yakında" before, "Devam ediyor" during and "Sona erdi" after its dates, on the list and its page', async () => {
    const { deps } = await at('2026-11-22T12:00:00+03:00');
    const c = (await deps.content.list('campaigns', 'tr'))[0]!;
    const dayBefore = new Date(Date.parse(`${c.startDate}T12:00:00+03:00`) - 86400_000).toISOString();
    const during = `${c.startDate}T12:00:00+03:00`;
    const dayAfter = new Date(Date.parse(`${c.endDate}T12:00:00+03:00`) + 86400_000).toISOString();
    for (const [when, label, eyebrow] of [[dayBefore, 'Yakında', 'Yakında başlayacak kampanya'], [during, 'Devam ediyor', 'Devam eden kampanya'], [dayAfter, 'Sona erdi', 'Sona eren kampanya']] as const) {
      const { app } = await at(when);
      const list = dom((await request(app).get('/kampanyalar/')).text);
      const card = [...list.querySelectorAll('.campaign-card')].find((li) => li.querySelector('h3 a')?.getAttribute('href') === `/kampanyalar/${c.slug}/`);
      expect([when, card?.querySelector('.badge')?.textContent]).toEqual([when, label]);
      const page = dom((await request(app).get(`/kampanyalar/${c.slug}/`)).text);
      expect(page.querySelector('.article-header .eyebrow')?.textContent).toBe(eyebrow);
    }
  });

  it('lists running campaigns first, then those coming soon, then ended ones, on the list and the home page', async () => {
    const { app } = await at('2026-11-22T12:00:00+03:00');
    for (const path of ['/kampanyalar/', '/', '/en/campaigns/']) {
      const states = [...dom((await request(app).get(path)).text).querySelectorAll('.campaign-card')].map((li) => /campaign-(active|soon|ended)/.exec(li.className)![1]!);
      expect(states.length, path).toBeGreaterThan(0);
      const rank = { active: 0, soon: 1, ended: 2 } as const;
      expect(states, path).toEqual([...states].sort((a, b) => rank[a as keyof typeof rank] - rank[b as keyof typeof rank]));
    }
  });

  it('a cached page that shows a campaign state is not kept past the change, by the page cache or a CDN', async () => {
    const { deps } = await at('2026-11-22T12:00:00+03:00');
    const c = (await deps.content.list('campaigns', 'tr'))[0]!;
    // Two minutes before the campaign ends (23:58 on its last day, Türkiye time).
    let now = new Date(`${c.endDate}T23:58:00+03:00`);
    const { app } = await testApp({}, (d) => (d.now = () => now));
    const first = await request(app).get(`/kampanyalar/${c.slug}/`);
    expect(first.headers['cache-control']).toMatch(/s-maxage=(119|120)\b/);
    // Not past the change while the site answers; the last copy only while it fails.
    expect(first.headers['cache-control']).toMatch(/stale-while-revalidate=0, stale-if-error=86400$/);
    expect(dom(first.text).querySelector('.article-header .eyebrow')?.textContent).toBe('Devam eden kampanya');
    now = new Date(`${c.endDate}T23:58:30+03:00`);
    expect((await request(app).get(`/kampanyalar/${c.slug}/`)).headers['cache-control']).toMatch(/s-maxage=(89|90)\b/);
  });
});
