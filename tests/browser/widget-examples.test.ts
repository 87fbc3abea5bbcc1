// Every named example of every React island, alone on a page in Chromium: the server's markup
// hydrates with no mismatch and no console error, keeping the server's own nodes. The page is
// the site's home page with its body replaced by the example, so stylesheet, runtime and CSP
// are the site's own.
import { describe, it, expect, beforeAll } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Page } from 'playwright';
import { browserSuite, DESKTOP } from '../helpers/browser.js';
import { islandIds, islands, type IslandId } from '../../widgets/registry.js';
import { widgetExamples } from '../../widgets/examples.js';
import { Island } from '../../views/Island.js';
import { ViewProvider, type ViewContext } from '../../views/context.js';
import { MANIFEST_ID } from '../../widgets/islands/protocol.js';

const suite = browserSuite();
const reactIslands = islandIds.filter((id) => islands[id].kind === 'react');
const built = JSON.parse(readFileSync(path.resolve(process.env.DIST_DIR || 'dist', 'manifest.json'), 'utf8')) as { entries: Record<string, { file: string; imports: string[] }> };
/** The phone field's native country select, which its dropdown replaces once live. */
const SWAPPED = '.phone-country, .phone-country *';

function exampleMarkup(id: IslandId, props: object): string {
  const ctx = { islands: new Set<string>() } as unknown as ViewContext;
  return renderToString(createElement(ViewProvider, { value: ctx }, createElement(Island, { id, props: props as never })));
}

/** Serves the home page with `markup` as its whole body and every island's bundle in its manifest. */
async function showOnPage(page: Page, markup: string) {
  const widgets = Object.fromEntries(islandIds.map((id) => [id, [built.entries[id]!.file, ...built.entries[id]!.imports]]));
  await page.route(`${suite.server.url}/`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<body>[\s\S]*?(?=<script type="application\/json" id="islands-manifest">)/, () => `<body><main id="main">${markup}</main>`)
      .replace(new RegExp(`(id="${MANIFEST_ID}">)(.*?)(</script>)`), (_, open: string, json: string, close: string) => open + JSON.stringify({ ...JSON.parse(json), widgets }) + close);
    await route.fulfill({ response, body: html });
  });
  await page.goto(`${suite.server.url}/`, { waitUntil: 'load' });
}

describe.each(reactIslands)('%s examples hydrate cleanly', (id) => {
  let examples: Record<string, object>;
  beforeAll(async () => {
    examples = await widgetExamples(id);
  });

  it('each: no mismatch, no console error, the server\'s own nodes kept', async () => {
    const context = await suite.browser.newContext(DESKTOP);
    suite.contexts.push(context);
    for (const [name, props] of Object.entries(examples)) {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await showOnPage(page, exampleMarkup(id, props));
      const node = page.locator(`[data-island="${id}"]`);
      const marked = await node.evaluate((el, swapped) => {
        let n = 0;
        for (const child of el.querySelectorAll<HTMLElement>('*')) if (!child.matches(swapped)) (child as unknown as { serverNode: number }).serverNode = ++n;
        return n;
      }, SWAPPED);
      await node.dispatchEvent('pointerdown');
      await expect.poll(() => node.getAttribute('data-hydrated'), { message: name }).toBe('true');
      const kept = await node.evaluate((el) => [...el.querySelectorAll('*')].filter((c) => (c as unknown as { serverNode?: number }).serverNode).length);
      expect(kept, name).toBe(marked);
      expect(errors, name).toEqual([]);
      await page.close();
    }
  });
});
