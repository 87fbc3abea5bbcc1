// The islands that hydrate with React carry their props as JSON beside their mount node (the
// browser renders the same component with them), and so do the DOM enhancers that read
// theirs (colour mode, consent); footer columns and form sending work on the server's markup
// alone, and props would only add bytes to every page.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
beforeAll(async () => { ({ app } = await testApp()); });

/** The header's and the layout's React islands, on every page. */
const react = ['mobile-menu', 'nav-menu', 'qr-overlay', 'search-box'];
const ids = (doc: Document, sel: string, attr: string) => [...doc.querySelectorAll(sel)].map((e) => e.getAttribute(attr)!).sort();

describe('island props in the page', () => {
  it.each([
    // The home page's transfer calculator is a React island too (interaction: no script before it).
    ['/', [...react, 'color-mode', 'consent', 'transfer-calculator']],
    ['/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/', [...react, 'color-mode', 'consent']],
    ['/en/', [...react, 'color-mode', 'consent', 'transfer-calculator']],
    ['/temsilcilik-basvurusu/', [...react, 'color-mode', 'consent', 'phone-input']],
    ['/arama/?q=kart', [...react, 'color-mode', 'consent', 'search-box']],
  ])('%s carries props only for %j', async (path, expected) => {
    const doc = dom((await request(app).get(path).expect(200)).text);
    // The page still has the other islands…
    const islands = ids(doc, '[data-island]', 'data-island');
    expect(islands).toEqual(expect.arrayContaining(['footer-columns', ...expected]));
    // …but props JSON only for those that need it.
    expect(ids(doc, 'script[data-island-props]', 'data-island-props')).toEqual([...expected].sort());
    // Each props script follows its own mount node, where the runtime looks for it.
    for (const s of doc.querySelectorAll('script[data-island-props]')) {
      expect(s.previousElementSibling?.getAttribute('data-island')).toBe(s.getAttribute('data-island-props'));
    }
  });
});
