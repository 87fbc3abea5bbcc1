// The contract between the server's <Island> (views/Island.tsx) and the islands runtime in the
// browser: the attribute and element names both sides use, the manifest's shape and the
// hydration strategies. One module, imported by both, so they cannot drift apart.
export const ATTR = {
  /** On the mount node: the widget id. */
  island: 'data-island',
  /** On the mount node: when to hydrate (a Strategy). */
  hydrate: 'data-hydrate',
  /** On the mount node: a selector outside the node whose first use also starts it. */
  trigger: 'data-trigger',
  /** On the props <script> right after the mount node: the widget id again. */
  props: 'data-island-props',
  /** Set by the runtime: pending, true or error. */
  hydrated: 'data-hydrated',
} as const;

/** The JSON element that lists the page's widget bundles and the build id. */
export const MANIFEST_ID = 'islands-manifest';
/** The runtime's entry name in the build manifest (widgets/islands/islands.client.ts). */
export const RUNTIME_ENTRY = 'islands';

export const strategyNames = ['load', 'idle', 'visible', 'interaction'] as const;
export type Strategy = (typeof strategyNames)[number];

/** Per widget id: its bundle, then the chunks it imports (React among them), fetched together. */
export interface PageManifest { build: string; widgets: Record<string, string[]> }
