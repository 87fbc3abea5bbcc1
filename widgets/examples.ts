// Each widget's named examples (widgets/<id>/examples.ts), read by the unit and browser tests.
import type { IslandId, IslandProps } from './registry.js';

/** Islands whose component only wraps the page's own markup, so it has no props to show. */
export const WITHOUT_EXAMPLES: IslandId[] = ['form-enhance'];

export async function widgetExamples<I extends IslandId>(id: I): Promise<Record<string, Omit<IslandProps<I>, 'children'>>> {
  const mod = (await import(`./${id}/examples.ts`)) as { examples: Record<string, Omit<IslandProps<I>, 'children'>> };
  return mod.examples;
}
