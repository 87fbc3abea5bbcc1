// Every page of the route map in both languages, generated from the route map and the
// content: status, language, title, canonical, the hreflang pair, working forms.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp, allPagePaths, SITE_URL } from '../helpers/app.js';
import { dom, alternate } from '../helpers/html.js';
import type { SiteDeps } from '../../server/site.js';
import { routeKeys, isFileRoute } from '../../server/routes/route-map.js';
import { LOCALES, type Locale } from '../../shared/locale.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
let deps: SiteDeps;
const pages: Record<Locale, { key: string; path: string }[]> = { tr: [], en: [] };

beforeAll(async () => {
  ({ app, deps } = await testApp());
  pages.tr = await allPagePaths(deps, 'tr');
  pages.en = await allPagePaths(deps, 'en');
});

describe('route map coverage', () => {
  it('has a page in both languages for every page route key', () => {
    // The search page and the app link are not sitemap pages (tests/http/app-link.test.ts has the latter).
    for (const key of routeKeys.filter((k) => !isFileRoute(k) && k !== 'search' && k !== 'app')) {
      expect(pages.tr.some((p) => p.key === key), `tr ${key}`).toBe(true);
      expect(pages.en.some((p) => p.key === key), `en ${key}`).toBe(true);
    }
  });

  it('builds the {product} word into the representative path', () => {
    expect(deps.router.pathFor('becomeRepresentative', {}, 'tr')).toBe('/nasil-unilirali-olurum/');
    expect(deps.router.pathFor('becomeRepresentative', {}, 'en')).toBe('/en/how-to-become-a-unilirali/');
  });
});

describe.each(LOCALES)('every %s page', (locale) => {
  it('answers 200 with lang, title, description, canonical, hreflang pair and a main heading', async () => {
    expect(pages[locale].length).toBeGreaterThan(40);
    for (const { path } of pages[locale]) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html; charset=utf-8/);
      const doc = dom(res.text);
      expect(doc.documentElement.getAttribute('lang'), path).toBe(locale);
      expect(doc.title, path).toMatch(/Unilira/);
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')?.length, path).toBeGreaterThan(20);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), path).toBe(SITE_URL + path);
      const tr = alternate(doc, 'tr');
      const en = alternate(doc, 'en');
      const xd = alternate(doc, 'x-default');
      expect(locale === 'tr' ? tr : en, path).toBe(SITE_URL + path);
      expect(xd, path).toBe(tr);
      expect(tr && en, `${path} has both hreflang links`).toBeTruthy();
      expect(doc.querySelectorAll('h1').length, `${path} has one h1`).toBe(1);
      expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain('initial-scale=1');
      for (const form of doc.querySelectorAll('form')) expect(form.getAttribute('action'), `${path} form action`).toMatch(/^\//);
    }
  }, 120_000);

  it('has hreflang twins that exist and point back', async () => {
    expect(pages[locale].length).toBeGreaterThan(40);
    for (const { path } of pages[locale]) {
      const doc = dom((await request(app).get(path)).text);
      const other = locale === 'tr' ? 'en' : 'tr';
      const twin = alternate(doc, other)!.replace(SITE_URL, '');
      const twinRes = await request(app).get(twin);
      expect(twinRes.status, `${path} → ${twin}`).toBe(200);
      const back = alternate(dom(twinRes.text), locale);
      expect(back, `${twin} points back`).toBe(SITE_URL + path);
      // The language switcher goes to the same equivalent page.
      expect(doc.querySelector('a.lang-switch')?.getAttribute('href'), `${path} switcher`).toBe(twin);
    }
  }, 120_000); // every page of the site twice, parsed: about 200 pages per language

  it('redirects the path without its trailing slash permanently', async () => {
    expect(pages[locale].length).toBeGreaterThan(40);
    for (const { path } of pages[locale]) {
      if (path === '/') continue;
      const res = await request(app).get(path.slice(0, -1));
      expect(res.status, path).toBe(301);
      expect(res.headers.location).toBe(path);
    }
  });
});

describe('page content', () => {
  it('shows the Organization structured data in the page language', async () => {
    for (const [path, locale] of [['/', 'tr'], ['/en/', 'en']] as const) {
      const doc = dom((await request(app).get(path)).text);
      const org = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)).find((d) => d['@type'] === 'Organization');
      const site = await deps.content.getSite();
      expect(org.description).toBe(site.description[locale]);
      expect(org.telephone).toBe(site.phone);
      expect(org.address.addressLocality).toBe('İstanbul');
      expect(org.sameAs.length).toBeGreaterThan(0);
      expect(org.logo).toMatch(/^https:\/\//);
    }
  });

  it('renders the header menu with the spec links and anchors, without a /tr prefix', async () => {
    const doc = dom((await request(app).get('/')).text);
    const hrefs = [...doc.querySelectorAll('.main-nav a')].map((a) => a.getAttribute('href'));
    for (const h of ['/ucretsiz-para-transferi/#unilira-hesabina', '/ucretsiz-para-transferi/#yurt-ici-para-transferi', '/ucretsiz-para-transferi/#yurt-disi-para-transferi',
      '/para-yukle/#para-yukle', '/para-yukle/#uniliralidan-iste', '/on-odemeli-kart/', '/kurumsal/', '/temsilcilik/', '/anlasmali-kurumlar/', '/kampanyalar/', '/hakkimizda/', '/blog/']) {
      expect(hrefs).toContain(h);
    }
    expect(hrefs.some((h) => h?.startsWith('/tr/'))).toBe(false);
    const groups = [...doc.querySelectorAll('.main-nav details.nav-group > summary')].map((s) => s.textContent);
    expect(groups).toEqual(['Bireysel', 'Kurumsal']);
    // Every menu anchor exists on its page.
    for (const h of hrefs.filter((x) => x?.includes('#'))) {
      const [p, id] = h!.split('#');
      expect(dom((await request(app).get(p!)).text).getElementById(id!), h!).not.toBeNull();
    }
  });

  it('shows the logo the header content names, in the header and the mobile menu', async () => {
    const logo = '/images/logos/troy.svg';
    const { app: edited } = await testApp({}, (d) => {
      const header = d.content.getHeader;
      d.content.getHeader = async (l) => ({ ...(await header(l)), logo: { url: logo } });
    });
    for (const path of ['/', '/en/']) {
      const doc = dom((await request(edited).get(path)).text);
      const shown = [...doc.querySelectorAll('header .logo img, [data-island="mobile-menu"] .logo img')].map((i) => i.getAttribute('src'));
      expect(shown, path).toEqual([logo, logo]);
    }
  });

  it('shows the footer with contact label, mail, social links and the regulator logos', async () => {
    const doc = dom((await request(app).get('/iletisim/')).text);
    const footer = doc.querySelector('footer')!;
    expect(footer.textContent).toContain('Bize Ulaşın');
    expect(footer.querySelector('a[href="mailto:destek@unilira.com.tr"]')).not.toBeNull();
    expect(footer.querySelectorAll('.social a').length).toBe(4);
    expect([...footer.querySelectorAll('.regulators a')].map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining(['https://www.tcmb.gov.tr', 'https://www.troyodeme.com']));
    expect(footer.querySelector('details.footer-col[open]')).not.toBeNull();
  });

  it('sanitizes content HTML: no script, no event handler, no javascript: URL survives', async () => {
    const { sanitize } = await import('../../views/SafeHtml.js');
    const out = sanitize('<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=y></p>');
    expect(out).toBe('<p>Hi<a>x</a></p>');
  });

  it('keeps the home page HTML identical for every visitor', async () => {
    const a = await request(app).get('/en/').set('Cookie', 'i18n_redirected=tr').set('Accept-Language', 'tr');
    const b = await request(app).get('/en/').set('Accept-Language', 'en-US');
    expect(a.text).toBe(b.text);
  });
});
