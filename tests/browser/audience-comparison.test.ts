// The individual-vs-business comparison fits a 320 px phone: the page does not scroll
// sideways and the table does not need its own sideways scrolling either.
import { describe, it, expect } from 'vitest';
import { browserSuite } from '../helpers/browser.js';

const suite = browserSuite();

describe('individual vs business comparison on a 320 px phone', () => {
  it.each([
    ['/kurumsal/', 'bireysel-mi-kurumsal-mi'], ['/en/corporate/', 'personal-or-business'],
    ['/', 'bireysel-mi-kurumsal-mi'], ['/en/', 'personal-or-business'],
  ])('%s fits the screen', async (path, id) => {
    const context = await suite.browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    suite.contexts.push(context);
    const page = await context.newPage();
    await page.goto(suite.server.url + path);
    const m = await page.evaluate((sel) => {
      const scroll = document.querySelector(`#${sel} .table-scroll`)!;
      const table = scroll.querySelector('table')!.getBoundingClientRect();
      return { page: document.documentElement.scrollWidth - innerWidth, table: scroll.scrollWidth - scroll.clientWidth, right: table.right, width: innerWidth };
    }, id);
    expect(m.page).toBeLessThanOrEqual(0);
    expect(m.table).toBeLessThanOrEqual(0);
    expect(m.right).toBeLessThanOrEqual(m.width);
  });
});
