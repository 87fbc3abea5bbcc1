// Only islands whose browser code reads its props get a props JSON script in the page; the
// others (header menus, QR dialog, footer columns, search box, form sending) work on the
// server's markup alone and would only add bytes to every page.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';

let app: Express;
beforeAll(async () => { ({ app } = await testApp()); });

const ids = (doc: Document, sel: string, attr: string) => [...doc.querySelectorAll(sel)].map((e) => e.getAttribute(attr)!).sort();

describe('island props in the page', () => {
  it.each([
    ['/', ['color-mode', 'consent']],
    ['/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/', ['color-mode', 'consent']],
    ['/en/', ['color-mode', 'consent']],
    ['/temsilcilik-basvurusu/', ['color-mode', 'consent', 'phone-input']],
  ])('%s carries props only for %j', async (path, expected) => {
    const doc = dom((await request(app).get(path).expect(200)).text);
    // The page still has the other islands…
    const islands = ids(doc, '[data-island]', 'data-island');
    expect(islands).toEqual(expect.arrayContaining(['nav-menu', 'mobile-menu', 'qr-overlay', 'footer-columns', ...expected]));
    // …but props JSON only for those that read it.
    expect(ids(doc, 'script[data-island-props]', 'data-island-props')).toEqual(expected);
    // Each props script follows its own mount node, where the runtime looks for it.
    for (const s of doc.querySelectorAll('script[data-island-props]')) {
      expect(s.previousElementSibling?.getAttribute('data-island')).toBe(s.getAttribute('data-island-props'));
    }
  });
});
