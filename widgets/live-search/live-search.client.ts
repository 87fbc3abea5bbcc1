import { mountWith } from '../islands/mount.js';
import { LiveSearch } from './live-search.js';

export const mount = mountWith(LiveSearch);
