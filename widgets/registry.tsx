// Every island, declared once: its id (its folder under widgets/ and its bundle's name), its
// kind, the component the server renders in its mount node, and when it hydrates. A `react`
// island is hydrated with that same component (the build writes its entry); a `dom` island is
// enhanced by its folder's `<id>.client.ts`, each for a reason given in docs/architecture.md.
import type { ComponentType } from 'react';
import type { Strategy } from './islands/protocol.js';
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
import { OVERLAYS, overlayOpener } from '../shared/site-rules.js';

export type IslandKind = 'react' | 'dom';

export interface IslandDef<P> {
  kind: IslandKind;
  Component: ComponentType<P>;
  hydrate: Strategy;
  /** For `interaction`: a selector outside the node whose first use also starts it. */
  trigger?: string;
  /** The page carries the props as JSON: always for React, and for a DOM island whose code reads them. */
  clientProps: boolean;
}

const react = <P,>(Component: ComponentType<P>, hydrate: Strategy, trigger?: string): IslandDef<P> =>
  ({ kind: 'react', Component, hydrate, trigger, clientProps: true });
const dom = <P,>(Component: ComponentType<P>, hydrate: Strategy, { readsProps = false } = {}): IslandDef<P> =>
  ({ kind: 'dom', Component, hydrate, clientProps: readsProps });

// The order is the stylesheet's: each widget's styles follow the site's, in this order.
export const islands = {
  'nav-menu': react(NavMenu, 'interaction'),
  'search-box': react(SearchIsland, 'interaction'),
  'mobile-menu': react(MobileMenu, 'interaction', overlayOpener(OVERLAYS.mobileMenu)),
  'qr-overlay': react(QrOverlay, 'interaction', overlayOpener(OVERLAYS.qr)),
  'footer-columns': dom(FooterColumns, 'idle'),
  'color-mode': dom(ColorMode, 'idle', { readsProps: true }),
  'phone-input': react(PhoneInput, 'interaction'),
  consent: dom(ConsentBanner, 'load', { readsProps: true }),
  'form-enhance': dom(FormEnhance, 'interaction'),
  'transfer-calculator': react(TransferCalculator, 'interaction'),
};

export type IslandId = keyof typeof islands;
export const islandIds = Object.keys(islands) as IslandId[];
/** The props of an island's component. */
export type IslandProps<I extends IslandId> = (typeof islands)[I] extends IslandDef<infer P> ? P : never;
/** An island's declaration with its component's props type. */
export const islandDef = <I extends IslandId>(id: I) => islands[id] as IslandDef<IslandProps<I>>;
