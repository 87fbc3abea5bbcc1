import { mountWith } from '../islands/mount.js';
import { FooterColumns } from './footer-columns.js';

export const mount = mountWith(FooterColumns);
