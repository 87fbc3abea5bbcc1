// Renders a widget's real HTML inside its mount node, with its props as escaped JSON next
// to it. The markup is the no-JavaScript version; hydration only adds behaviour.
import type { ReactNode } from 'react';
import { useView } from './context.js';

export type HydrateStrategy = 'load' | 'idle' | 'visible' | 'interaction';

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

export function Island({ id, hydrate, props, children, className, trigger }: {
  id: string; hydrate: HydrateStrategy; props: object; children: ReactNode; className?: string;
  /** For `interaction`: a selector outside the node whose first use also starts it. */
  trigger?: string;
}) {
  assertJsonSafe(id, props);
  useView().islands.add(id);
  return (
    <>
      <div data-island={id} data-hydrate={hydrate} data-trigger={trigger} className={className}>{children}</div>
      <script type="application/json" data-island-props={id} dangerouslySetInnerHTML={{ __html: escapeJson(props) }} />
    </>
  );
}
