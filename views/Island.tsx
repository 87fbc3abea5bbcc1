// Renders a widget's real HTML inside its mount node, with its props as escaped JSON next
// to it when the browser needs them (a React island hydrates its component with them; some DOM
// enhancers read them). The markup is the no-JavaScript version;
// hydration only adds behaviour. The registry (widgets/registry.tsx) says which component,
// when it hydrates, and whether the browser needs the props.
import { useView } from './context.js';
import { islandDef, type IslandId, type IslandProps } from '../widgets/registry.js';
import { ATTR } from '../widgets/islands/protocol.js';

/** JSON that cannot close its <script> element or break a JS string (Fresh's escapeScript). */
export function escapeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Props must survive JSON: name the widget when they would not. */
export function assertJsonSafe(id: string, value: unknown, path = 'props', seen = new Set<unknown>()): void {
  // undefined is left out by JSON, like an absent optional prop.
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`island "${id}": ${path} is not a finite number`);
  if (value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) return;
  if (typeof value === 'function') throw new Error(`island "${id}": ${path} is a function`);
  if (value instanceof Date) throw new Error(`island "${id}": ${path} is a Date; pass an ISO string`);
  if (typeof value !== 'object') throw new Error(`island "${id}": ${path} is a ${typeof value}`);
  if (seen.has(value)) throw new Error(`island "${id}": ${path} is a cycle`);
  seen.add(value);
  for (const [k, v] of Object.entries(value as object)) assertJsonSafe(id, v, `${path}.${k}`, seen);
  seen.delete(value);
}

export function Island<I extends IslandId>({ id, props, className, children }: {
  id: I; props: Omit<IslandProps<I>, 'children'>; className?: string;
  /** Server-rendered content for an island whose component wraps it (form-enhance). */
  children?: React.ReactNode;
}) {
  useView().islands.add(id);
  const { Component, hydrate, trigger, clientProps } = islandDef(id);
  if (clientProps) assertJsonSafe(id, props);
  const mount = { [ATTR.island]: id, [ATTR.hydrate]: hydrate, [ATTR.trigger]: trigger };
  return (
    <>
      <div {...mount} className={className}><Component {...(props as IslandProps<I> & object)}>{children}</Component></div>
      {clientProps ? <script type="application/json" {...{ [ATTR.props]: id }} dangerouslySetInnerHTML={{ __html: escapeJson(props) }} /> : null}
    </>
  );
}
