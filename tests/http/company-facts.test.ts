// The corporate facts are typed once (content/data/company.json, site.json) and shown on the
// corporate governance page, in the footer of every page and in the Organization data.
import { describe, it, expect, beforeAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { testApp, SITE_URL } from '../helpers/app.js';
import { FORM_PAGES, VALID_SUBMISSION } from '../helpers/forms.js';
import { dom } from '../helpers/html.js';
import type { FrontDoor } from '../../server/app.js';

const company = JSON.parse(readFileSync('content/data/company.json', 'utf8'));
const site = JSON.parse(readFileSync('content/site.json', 'utf8'));
const text = (d: Document, sel: string) => (d.querySelector(sel)?.textContent ?? '').replace(/\s+/g, ' ');

/** The trade name as a pattern: its words in order, any case or spacing, "A.Ş." or "Anonim Şirketi" or neither. */
const tradeNamePattern = new RegExp(
  site.legalName.replace(/\s*A\.Ş\.$/u, '').split(/\s+/).map((w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'),
  'iu',
);
/** Content files, other than site.json (the one source), that type the trade name. */
const typedTradeName = (files: string[], root = 'content') =>
  files.filter((f) => f !== path.join(root, 'site.json')).filter((f) => tradeNamePattern.test(readFileSync(f, 'utf8').normalize('NFC')));

let app: FrontDoor;
beforeAll(async () => { ({ app } = await testApp()); });

describe('corporate facts', () => {
  it('shows every registry fact, the board and the complaints officer on /kurumsal-yonetim/ and its English twin', async () => {
    const sections = {
      tr: { registry: '#sirket-bilgileri', board: '#yonetim-kurulu-uyeleri', complaints: '#sikayet-kanallari', process: '#sikayet-sureci' },
      en: { registry: '#company-details', board: '#board-members', complaints: '#complaint-channels', process: '#complaints' },
    };
    for (const [url, l] of [['/kurumsal-yonetim/', 'tr'], ['/en/corporate-governance/', 'en']] as const) {
      const d = dom((await request(app).get(url).expect(200)).text);
      const id = sections[l];
      const registry = text(d, id.registry);
      for (const v of [site.legalName, company.mersis, company.tradeRegistry.number, company.tradeRegistry.office[l], company.tax.number, company.tax.office[l], company.kep, company.licence.decisionNumber, company.licence.type[l]]) {
        expect(registry, `${url}: ${v}`).toContain(v);
      }
      expect(registry).toContain(l === 'tr' ? '90.000.000 TL' : '90,000,000 TL');
      expect(registry).toContain(l === 'tr' ? '18 Mart 2021' : '18 March 2021');
      expect(d.querySelector(`${id.registry} a[href="${company.licence.registerUrl}"]`)).not.toBeNull();
      const board = [...d.querySelectorAll(`${id.board} tbody tr`)].map((r) => r.textContent);
      expect(board).toEqual(company.board.map((p: { name: string; role: Record<string, string> }) => p.name + p.role[l]));
      const complaints = text(d, id.complaints);
      expect(complaints).toContain(company.complaintsOfficer.name);
      expect(d.querySelector(`${id.complaints} a[href="mailto:${company.complaintsOfficer.email}"]`)).not.toBeNull();
      expect(text(d, id.process)).toContain(`${company.complaintResponseDays} ${l === 'tr' ? 'gün' : 'days'}`);
    }
  });

  it("shows each regulator's and association's logo in the footer, linking to its site and named in the page's language (spec: static footer)", async () => {
    for (const url of ['/', '/en/']) {
      const d = dom((await request(app).get(url).expect(200)).text);
      const marks = [...d.querySelectorAll('footer .regulators a')];
      expect(marks.map((a) => a.getAttribute('href')), url).toEqual(site.regulators.map((r: { url: string }) => r.url));
      for (const [i, a] of marks.entries()) {
        const r = site.regulators[i] as { name: string; logo: string; role: Record<string, string> };
        const img = a.querySelector('img');
        expect(img?.getAttribute('src'), `${url} ${r.name}`).toBe(r.logo);
        // Its accessible name: the organisation and what it is to the company, in the page's language.
        expect(img?.getAttribute('alt'), `${url} ${r.name}`).toContain(r.role[url === '/' ? 'tr' : 'en']);
        // Sized before it loads: no layout shift.
        expect(Number(img?.getAttribute('width')) * Number(img?.getAttribute('height')), `${url} ${r.name}`).toBeGreaterThan(0);
        const file = await request(app).get(r.logo);
        expect([file.status, file.headers['content-type']], r.logo).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);
      }
    }
  });

  it('puts the trade name, MERSİS number, licence line and association marks in every footer', async () => {
    for (const url of ['/', '/en/', '/iletisim/']) {
      const d = dom((await request(app).get(url).expect(200)).text);
      const strip = text(d, 'footer .trust-strip');
      for (const v of [site.legalName, company.mersis, company.licence.decisionNumber, company.kep]) expect(strip, `${url}: ${v}`).toContain(v);
      expect(d.querySelector(`footer .trust-strip a[href="${company.licence.registerUrl}"]`)).not.toBeNull();
      // Marks are text (short name and role), each linking to its organisation.
      const marks = [...d.querySelectorAll('footer .trust-marks a')];
      expect(marks.map((a) => a.getAttribute('href'))).toEqual(site.regulators.map((r: { url: string }) => r.url));
      expect(marks[0]!.textContent).toContain(url.startsWith('/en/') ? 'Licensed' : 'Lisanslı');
      // The footer texts name the company through the token, never as raw braces.
      expect(d.querySelector('footer')!.textContent).not.toContain('{{');
      expect(text(d, 'footer .copyright')).toContain(site.legalName);
      // Every page links to how customer funds are safeguarded, and the section exists there.
      const id = url.startsWith('/en/') ? 'safeguarding' : 'fonlarin-korunmasi';
      const safeguarding = d.querySelector(`footer .licence-line a[href*="#${id}"]`)!.getAttribute('href')!;
      expect(dom((await request(app).get(safeguarding.split('#')[0]!).expect(200)).text).getElementById(id)).not.toBeNull();
    }
  });

  it('gives the Organization structured data the legal name, tax id, MERSİS, address and contact points', async () => {
    const d = dom((await request(app).get('/en/').expect(200)).text);
    const org = [...d.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)).find((j) => j['@type'] === 'Organization');
    expect(org.legalName).toBe(site.legalName);
    expect(org.taxID).toBe(company.tax.number);
    expect(org.identifier).toContainEqual(expect.objectContaining({ propertyID: 'MERSİS', value: company.mersis }));
    expect(org.address.streetAddress).toBe(site.address.streetAddress);
    expect(org.contactPoint.map((c: { contactType: string }) => c.contactType)).toEqual(['customer service', 'complaints']);
    expect(org.contactPoint[1].email).toBe(company.complaintsOfficer.email);
  });

  it('types no corporate number anywhere in content but the facts file', () => {
    const facts = [company.mersis, company.mersis.replace(/-/g, ''), company.tradeRegistry.number, company.tax.number, company.kep, company.licence.decisionNumber, company.complaintsOfficer.email];
    // The contact details of site.json and the licence's law, which content names through {{company:…}} tokens.
    const siteFacts = [site.phone, site.email, site.address.streetAddress.split(',')[0], `${company.licence.law} sayılı`, `No. ${company.licence.law}`];
    const files: string[] = [];
    const walk = (dir: string) => readdirSync(dir).forEach((n) => { const p = path.join(dir, n); if (statSync(p).isDirectory()) walk(p); else if (p.endsWith('.json')) files.push(p); });
    walk('content');
    const typed = (values: string[], source: string) => files.filter((f) => f !== path.join('content', 'data', 'company.json') && f !== source)
      .flatMap((f) => { const s = readFileSync(f, 'utf8'); return values.filter((v) => s.includes(v)).map((v) => `${f}: ${v}`); });
    const found = [...typed(facts, ''), ...typed(siteFacts, path.join('content', 'site.json'))];
    expect(found).toEqual([]);
    // The trade name lives in site.json; every other file (pages, footer, legal pages, articles,
    // FAQ, campaigns, the dictionary…) uses {{company:legalName}}, so a new name changes every
    // page. It is found however it is typed: any case, spacing, "A.Ş." or "Anonim Şirketi".
    expect(typedTradeName(files)).toEqual([]);
  });

  it('states the complaint response time from company.json wherever it is said, the contact form\'s thank-you too', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'unilira-days-'));
    cpSync('content', dir, { recursive: true });
    const file = path.join(dir, 'data', 'company.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace(`"complaintResponseDays": ${company.complaintResponseDays}`, '"complaintResponseDays": 25'));
    const { app: other } = await testApp({ contentDir: dir });
    for (const [url, days] of [['/iletisim/', '25 gün'], ['/en/communication/', '25 days'],
      ['/sikca-sorulan-sorular/guvenlik-ve-sikayet/sikayetim-ne-zaman-yanitlanir/', '25 gün'], ['/en/faq/security-and-complaints/how-long-does-a-complaint-take/', '25 days']]) {
      const main = text(dom((await request(other).get(url!).expect(200)).text), 'main');
      expect(main, url).toContain(days);
      expect(main, url).not.toMatch(/\b20 (gün|days)\b/);
    }
    const sent = await request(other).post(FORM_PAGES.contact.en).set('origin', SITE_URL).type('form').send(new URLSearchParams(VALID_SUBMISSION.contact).toString()).expect(303);
    const thanks = new URL(sent.headers.location!, SITE_URL);
    const confirmation = dom((await request(other).get(thanks.pathname + thanks.search).expect(200)).text).querySelector('.form-sent')!.textContent!;
    expect(confirmation).toContain('Complaints are resolved within 25 days.');
  });

  it('finds the trade name typed into any content file, spelt out or with other spacing', async () => {
    // Campaign terms name the organiser through the token, and the page shows the name.
    const terms = (await request(app).get('/en/campaigns/prepaid-card-5-percent-cashback/').expect(200)).text;
    expect(terms).toContain(`This campaign is run by ${site.legalName}`);
    const dir = mkdtempSync(path.join(tmpdir(), 'unilira-name-'));
    cpSync('content', dir, { recursive: true });
    const campaign = path.join(dir, 'campaigns', 'invite-a-friend.tr.json');
    writeFileSync(campaign, readFileSync(campaign, 'utf8').replace('{{company:legalName}}', 'UNILIRA Ödeme ve  Elektronik Para Hizmetleri Anonim Şirketi'));
    const faq = path.join(dir, 'faq', 'cards.en.json');
    writeFileSync(faq, readFileSync(faq, 'utf8').replace('</p>', ` ${site.legalName}</p>`));
    const files: string[] = [];
    const walk = (d: string) => readdirSync(d).forEach((n) => { const p = path.join(d, n); if (statSync(p).isDirectory()) walk(p); else if (p.endsWith('.json')) files.push(p); });
    walk(dir);
    expect(typedTradeName(files, dir).map((f) => path.relative(dir, f)).sort()).toEqual([path.join('campaigns', 'invite-a-friend.tr.json'), path.join('faq', 'cards.en.json')]);
  });
});
