import { mountWith } from '../islands/mount.js';
import { NavMenu } from './nav-menu.js';

export const mount = mountWith(NavMenu);
