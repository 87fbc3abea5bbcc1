// The mobile menu (and the search box inside it), hydrated with React on its own mount node.
import { MobileMenu } from './mobile-menu.js';
import { hydrator } from '../islands/hydrate.js';

export const mount = hydrator(MobileMenu);
