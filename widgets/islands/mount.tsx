// What each widget entry uses: hydrate a component into its own mount node only.
import { hydrateRoot } from 'react-dom/client';
import type { ComponentType } from 'react';

export function mountWith<P extends object>(Component: ComponentType<P>) {
  return (node: HTMLElement, props: unknown): void => {
    hydrateRoot(node, <Component {...(props as P)} />, {
      onRecoverableError: (err) => console.warn(`island "${node.dataset.island}": hydration recovered`, err),
    });
  };
}
