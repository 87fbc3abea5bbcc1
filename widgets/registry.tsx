// Every island, declared once (Fresh's island registry, Astro's directives): the widget id
// (its folder under widgets/, its `<id>.client.ts` entry and its bundle name), the component
// the server renders inside the mount node, when it hydrates, and how. <Island id props>
// renders any of them; an id that is not here is a compile error, and an island without a
// bundle stops start-up (server/site.ts) — a test checks registry, entries and manifest agree.
//
// `react`: the entry hydrates the same component with React's hydrateRoot on the mount node
// (widgets/islands/hydrate.ts), so the page carries its props as JSON. The others enhance the
// server's markup with a few lines of DOM code, each for a measured reason (docs/architecture.md, Widgets):
// consent starts on `load` and footer-columns and color-mode on `idle`, and React (69 KB gzip)
// before any interaction would be eight times the page's 8 KB budget; form-enhance replaces
// its markup with the server's next answer, so hydrating it would ship every form's views.
import type { ComponentType } from 'react';
import type { Strategy } from './islands/protocol.js';
import { OVERLAYS, overlayOpener } from './shared/site-rules.js';
import { NavMenu } from './nav-menu/nav-menu.js';
import { SearchIsland } from './search-box/search-box.js';
import { MobileMenu } from './mobile-menu/mobile-menu.js';
import { QrOverlay } from './qr-overlay/qr-overlay.js';
import { FooterColumns } from './footer-columns/footer-columns.js';
import { ColorMode } from './color-mode/color-mode.js';
import { ConsentBanner } from './consent/consent.js';
import { PhoneInput } from './phone-input/phone-input.js';
import { FormEnhance } from './form-enhance/form-enhance.js';
import { TransferCalculator } from './transfer-calculator/transfer-calculator.js';

export interface IslandOptions {
  /** For `interaction`: a selector outside the node whose first use also starts it. */
  trigger?: string;
  /** Hydrated with React (its props always travel to the browser). */
  react?: boolean;
  /** A DOM enhancer whose mount() reads the props: only then does the page carry them as JSON
   *  (the others enhance the server's markup alone, and the JSON would be dead bytes). */
  clientProps?: boolean;
}

export interface IslandDef<P> extends IslandOptions {
  Component: ComponentType<P>;
  hydrate: Strategy;
}

const defineIsland = <P,>(Component: ComponentType<P>, hydrate: Strategy, options: IslandOptions = {}): IslandDef<P> => ({ Component, hydrate, ...options });

export const islands = {
  'nav-menu': defineIsland(NavMenu, 'interaction', { react: true }),
  'search-box': defineIsland(SearchIsland, 'interaction', { react: true }),
  'mobile-menu': defineIsland(MobileMenu, 'interaction', { react: true, trigger: overlayOpener(OVERLAYS.mobileMenu) }),
  'qr-overlay': defineIsland(QrOverlay, 'interaction', { react: true, trigger: overlayOpener(OVERLAYS.qr) }),
  'footer-columns': defineIsland(FooterColumns, 'idle'),
  'color-mode': defineIsland(ColorMode, 'idle', { clientProps: true }),
  consent: defineIsland(ConsentBanner, 'load', { clientProps: true }),
  'phone-input': defineIsland(PhoneInput, 'interaction', { react: true }),
  'form-enhance': defineIsland(FormEnhance, 'interaction'),
  'transfer-calculator': defineIsland(TransferCalculator, 'interaction', { react: true }),
};

export type IslandId = keyof typeof islands;
export const islandIds = Object.keys(islands) as IslandId[];
/** The props of an island's component. */
export type IslandProps<I extends IslandId> = (typeof islands)[I] extends IslandDef<infer P> ? P : never;
