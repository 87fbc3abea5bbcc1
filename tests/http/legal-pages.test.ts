// The legal and policy pages a licensed e-money institution publishes, in both languages:
// reachable from every footer, listed in both sitemaps, found by search, and the complaint
// process names the complaints officer and deadline from the corporate facts.
import { describe, it, expect, beforeAll } from 'vitest';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { testApp, SITE_URL } from '../helpers/app.js';
import { dom, alternate } from '../helpers/html.js';
import { LOCALES } from '../../shared/locale.js';
import type { FrontDoor } from '../../server/app.js';

const company = JSON.parse(readFileSync('content/data/company.json', 'utf8'));
const pages = {
  tr: ['acik-riza-metni', 'ticari-elektronik-ileti-onayi', 'cerceve-sozlesme-ozeti', 'on-odemeli-kart-kosullari', 'sikayet-sureci', 'erisilebilirlik-beyani'].map((s) => `/gizlilik-ve-guvenlik/${s}/`),
  en: ['explicit-consent', 'commercial-electronic-messages-consent', 'framework-agreement-summary', 'prepaid-card-terms', 'complaints-process', 'accessibility-statement'].map((s) => `/en/privacy-and-security/${s}/`),
};

let app: FrontDoor;
beforeAll(async () => { ({ app } = await testApp()); });

describe('legal and policy pages', () => {
  it.each(LOCALES)('%s: each page answers with a heading and at least 150 words, links to its twin, and is in the footer and the sitemap', async (l) => {
    const sitemap = (await request(app).get(l === 'tr' ? '/sitemap.xml' : '/en/sitemap.xml').expect(200)).text;
    const footer = dom((await request(app).get(l === 'tr' ? '/' : '/en/')).text).querySelector('footer')!;
    for (const [i, url] of pages[l].entries()) {
      const d = dom((await request(app).get(url).expect(200)).text);
      expect(d.querySelector('h1')!.textContent!.length, url).toBeGreaterThan(5);
      const words = d.querySelector('main')!.textContent!.split(/\s+/).filter(Boolean).length;
      expect(words, url).toBeGreaterThanOrEqual(150);
      expect(d.querySelector('main')!.textContent, url).not.toContain('{{');
      const other = l === 'tr' ? 'en' : 'tr';
      expect(alternate(d, other)).toBe(SITE_URL + pages[other][i]);
      expect(sitemap, url).toContain(`<loc>${SITE_URL}${url}</loc>`);
      expect(footer.querySelector(`a[href="${url}"]`), `footer link to ${url}`).not.toBeNull();
    }
  });

  it('names the complaints officer, her channels and the answer deadline from the corporate facts', async () => {
    for (const [url, days] of [[pages.tr[4]!, `${company.complaintResponseDays} gün`], [pages.en[4]!, `${company.complaintResponseDays} days`]] as const) {
      const main = dom((await request(app).get(url)).text).querySelector('main')!.textContent!;
      for (const v of [company.complaintsOfficer.name, company.complaintsOfficer.email, company.kep, days]) expect(main, `${url}: ${v}`).toContain(v);
    }
  });

  it('finds the new pages through search', async () => {
    const res = await request(app).get('/api/search').query({ q: 'erişilebilirlik', lang: 'tr' });
    expect(JSON.stringify(res.body)).toContain('erisilebilirlik-beyani');
  });
});
