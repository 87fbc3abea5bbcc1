import { mountWith } from '../islands/mount.js';
import { MobileMenu } from './mobile-menu.js';

export const mount = mountWith(MobileMenu);
