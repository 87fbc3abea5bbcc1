// The fee, limit, comparison and company tables are tables to a screen reader at every width:
// in Chromium's own accessibility tree (not a role computed from the markup), each one is a
// table named by its caption, with its rows, column headers, row headers and cells, on a
// 320 px phone, where the stylesheet lays each row out as a flex line, and at 1280 px, where
// it is laid out as a table. The markup carries no ARIA roles for this (HTML forbids them on
// a table's parts), so the native elements must keep their meaning under the phone layout.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright';
import { browserSuite } from '../helpers/browser.js';

const suite = browserSuite();

interface Counts { name: string; row: number; columnheader: number; rowheader: number; cell: number }
interface AXNode { nodeId: string; ignored: boolean; role?: { value: string }; name?: { value: string }; childIds?: string[] }

/** What the markup says each table in the main content holds. */
const markup = (page: Page) => page.$$eval('main table', (tables) => tables.map((t) => ({
  name: t.querySelector('caption')!.textContent!.trim(),
  row: t.querySelectorAll('tr').length,
  columnheader: t.querySelectorAll('thead th').length,
  rowheader: t.querySelectorAll('tbody th').length,
  cell: t.querySelectorAll('td').length,
})));

/** What Chromium's accessibility tree exposes: every table, with the roles found inside it. */
async function exposed(page: Page): Promise<Counts[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree') as { nodes: AXNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  return nodes.filter((n) => !n.ignored && n.role?.value === 'table').map((table) => {
    const counts: Counts = { name: table.name?.value ?? '', row: 0, columnheader: 0, rowheader: 0, cell: 0 };
    const walk = (id: string) => {
      const n = byId.get(id);
      if (!n) return;
      const role = n.role?.value as keyof Counts;
      if (!n.ignored && role in counts && role !== 'name') (counts[role] as number)++;
      n.childIds?.forEach(walk);
    };
    table.childIds?.forEach(walk);
    return counts;
  });
}

describe.each([
  ['/ucret-ve-limitler/', 'fee and limit tables'],
  ['/on-odemeli-kart/', 'the card comparison'],
  ['/kurumsal-yonetim/', 'the company facts'],
])('%s (%s)', (path) => {
  it.each([[320, 'flex'], [1280, 'table-row']] as const)('at %i px every table is a table with its rows, headers and cells (rows laid out as %s)', async (width, display) => {
    const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
    suite.contexts.push(context);
    const page = await context.newPage();
    await page.goto(suite.server.url + path);
    // The layout this width is about, so the test covers the phone layout's changed display.
    expect(new Set(await page.$$eval('main table tr', (rows) => rows.map((r) => getComputedStyle(r).display)))).toEqual(new Set([display]));
    const expected = await markup(page);
    expect(expected.length).toBeGreaterThan(0);
    for (const t of expected) expect(t.row * t.cell * (t.columnheader + t.rowheader), t.name).toBeGreaterThan(0);
    expect(await exposed(page)).toEqual(expected);
  });
});
