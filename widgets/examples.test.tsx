// Every widget's named examples render through <Island> as a page would place them: in the
// mount node with the registry's strategy, with props that survive the trip as JSON.
import { describe, it, expect } from 'vitest';
import { renderToString } from 'react-dom/server';
import { parseHTML } from 'linkedom';
import { Island } from '../views/Island.js';
import { ViewProvider, type ViewContext } from '../views/context.js';
import { islandIds, islands, type IslandId } from './registry.js';
import { WITHOUT_EXAMPLES, widgetExamples } from './examples.js';

const ctx = { islands: new Set<string>() } as unknown as ViewContext;
const shown = islandIds.filter((id) => !WITHOUT_EXAMPLES.includes(id));

describe.each(shown)('%s examples', (id: IslandId) => {
  it('exist, and each renders its mount node with props the browser reads back unchanged', async () => {
    const examples = await widgetExamples(id);
    expect(Object.keys(examples).length).toBeGreaterThan(0);
    for (const [name, props] of Object.entries(examples)) {
      const { document } = parseHTML(`<div>${renderToString(<ViewProvider value={ctx}><Island id={id} props={props} /></ViewProvider>)}</div>`);
      const mount = document.querySelector(`[data-island="${id}"]`);
      expect(mount?.getAttribute('data-hydrate'), name).toBe(islands[id].hydrate);
      expect(mount?.children.length, name).toBeGreaterThan(0);
      const json = document.querySelector(`script[data-island-props="${id}"]`)?.textContent;
      if (islands[id].clientProps) expect(JSON.parse(json!), name).toEqual(JSON.parse(JSON.stringify(props)));
      else expect(json, name).toBeUndefined();
    }
  });
});
