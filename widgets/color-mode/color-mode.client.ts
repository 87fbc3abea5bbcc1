import { mountWith } from '../islands/mount.js';
import { ColorMode } from './color-mode.js';

export const mount = mountWith(ColorMode);
