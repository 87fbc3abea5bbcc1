// The header dropdowns, hydrated with React on their own mount node (the component is the
// server's: nav-menu.tsx).
import { NavMenu } from './nav-menu.js';
import { hydrator } from '../islands/hydrate.js';

export const mount = hydrator(NavMenu);
