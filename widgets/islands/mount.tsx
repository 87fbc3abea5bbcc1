// What each widget entry uses: hydrate a component into its own mount node only.
import { hydrateRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { ATTR } from './protocol.js';

export function mountWith<P extends object>(Component: ComponentType<P>) {
  return (node: HTMLElement, props: unknown): void => {
    const name = `island "${node.getAttribute(ATTR.island)}"`;
    // A widget that crashes after hydration would leave its node empty: put the server
    // HTML (the no-JavaScript version, still working) back instead.
    const html = node.innerHTML;
    const root = hydrateRoot(node, <Component {...(props as P)} />, {
      onRecoverableError: (err) => console.warn(`${name}: hydration recovered`, err),
      onUncaughtError: (err) => {
        console.error(`${name} crashed; its server HTML stays`, err);
        node.setAttribute(ATTR.hydrated, 'error');
        setTimeout(() => {
          root.unmount();
          node.innerHTML = html;
        });
      },
    });
  };
}
