// The app's smart link: each phone family goes to its own store (the links of the QR overlay's
// content, one place), everyone else to the app page with all three stores, in both languages;
// every answer varies by User-Agent, is private, and never enters the page cache.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import type { SiteDeps } from '../../server/site.js';
import { LOCALES, type Locale } from '../../shared/locale.js';
import type { FrontDoor } from '../../server/app.js';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  huawei: 'Mozilla/5.0 (Linux; Android 10; HUAWEI P40 Pro Build/HUAWEIELS-N29) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.0.322 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('the app smart link', () => {
  let app: FrontDoor;
  let deps: SiteDeps;
  const stores = {} as Record<Locale, Record<'appStore' | 'googlePlay' | 'appGallery', string>>;
  beforeAll(async () => {
    ({ app, deps } = await testApp());
    for (const l of LOCALES) stores[l] = (await deps.content.getQrMessage(l)).properties.stores;
  });

  it('sends iPhone, iPad, Android and Huawei phones to their store with a 302, private and varying by User-Agent', async () => {
    for (const path of ['/uygulama', '/uygulama/', '/en/app', '/en/app/']) {
      const s = stores[path.startsWith('/en/') ? 'en' : 'tr'];
      for (const [ua, store] of [[UA.iphone, s.appStore], [UA.ipad, s.appStore], [UA.android, s.googlePlay], [UA.huawei, s.appGallery]] as const) {
        const res = await request(app).get(path).set('user-agent', ua);
        expect([path, res.status, res.headers.location]).toEqual([path, 302, store]);
        expect(res.headers.vary).toMatch(/User-Agent/);
        expect(res.headers['cache-control']).toMatch(/^private/);
      }
    }
  });

  it('shows everyone else the app page with all three stores, in Turkish and English, never page-cached', async () => {
    for (const [short, path, lang] of [['/uygulama', '/uygulama/', 'tr'], ['/en/app', '/en/app/', 'en']] as const) {
      const redirect = await request(app).get(`${short}?utm_source=print`).set('user-agent', UA.desktop);
      expect([redirect.status, redirect.headers.location]).toEqual([302, `${path}?utm_source=print`]);
      for (const ua of [UA.desktop, '']) {
        const res = await request(app).get(path).set('user-agent', ua);
        expect(res.status).toBe(200);
        expect(res.text).toContain(`<html lang="${lang}"`);
        const main = res.text.slice(res.text.indexOf('<main'), res.text.indexOf('</main>'));
        for (const url of Object.values(stores[lang])) expect(main).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
        expect(main).toMatch(/App Store[\s\S]*Google Play[\s\S]*AppGallery/);
        expect(res.headers.vary).toMatch(/User-Agent/);
        expect(res.headers['cache-control']).toBe('private, no-cache');
        expect(res.text).toContain('noindex');
      }
    }
    expect(deps.pageCache.get('/uygulama/')).toBeUndefined();
    expect(deps.pageCache.get('/en/app/')).toBeUndefined();
    // A phone after a computer still gets its store: nothing was cached on the way.
    expect((await request(app).get('/uygulama/').set('user-agent', UA.android)).headers.location).toBe(stores.tr.googlePlay);
  });

  it('is not in either sitemap', async () => {
    for (const sitemap of ['/sitemap.xml', '/en/sitemap.xml']) {
      const xml = (await request(app).get(sitemap)).text;
      expect(xml).not.toMatch(/uygulama|\/en\/app\//);
    }
  });
});
