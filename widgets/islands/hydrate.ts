// The client half of a React island: hydrates the widget's component on its own mount node, as
// its own root with its own id prefix, with the props the server rendered it with. The build
// writes each React island's entry as `export const mount = hydrator(Component)`.
// A React island hydrates on intent, with the visitor waiting: so in one task, inside flushSync,
// at the priority React gives a discrete event, rather than in slices at default priority.
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { ATTR } from './protocol.js';

/** Renders nothing of its own; tells when the island's first effects have run. */
function Committed({ done, children }: { done: () => void; children?: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/** Resolves once the island is hydrated and its effects ran, so the runtime's data-hydrated="true" means live. */
export const hydrator = <P extends object>(Component: ComponentType<P>) => (node: HTMLElement, props: unknown): Promise<void> => {
  const id = node.getAttribute(ATTR.island);
  return new Promise((done) => {
    flushSync(() => {
      hydrateRoot(node, createElement(Committed, { done: () => done() }, createElement(Component, props as P)), {
        identifierPrefix: `${id}-`,
        // React recovers from a mismatch by rendering the island afresh in the browser: the
        // visitor sees nothing, so say it loudly where tests and monitoring look.
        onRecoverableError: (error) => console.error(`island "${id}": hydration did not match the server markup`, error),
      });
    });
  });
};
