import { mountWith } from '../islands/mount.js';
import { SearchPanel } from './search.js';

export const mount = mountWith(SearchPanel);
