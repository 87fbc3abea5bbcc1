// The client half of a React island: hydrates the widget's component on its own mount node
// with the props the server rendered it with (views/Island.tsx). A widget's entry is one line,
// `export const mount = hydrator(Component)`, and the islands runtime calls it when the
// island's strategy fires. Each island is its own root with its own id prefix (Astro does the
// same), so no two roots share the page's DOM.
//
// Every React island hydrates on intent: the visitor has pressed, focused or typed into it and
// is waiting. So the hydration runs inside flushSync, at the priority React gives a discrete
// event (as React itself does when such an event reaches server markup it has not hydrated):
// one task, its effects flushed in the same task, instead of 5 ms slices at default priority
// with frames and other tasks between them.
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
