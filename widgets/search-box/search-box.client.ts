// The search box (every place it appears but the mobile menu, whose island holds its own),
// hydrated with React on its own mount node.
import { SearchIsland } from './search-box.js';
import { hydrator } from '../islands/hydrate.js';

export const mount = hydrator(SearchIsland);
