// The search box as an island on a server-rendered page (header panel, results page, 404
// page, help centre hero).
import { Island } from '../Island.js';
import type { SearchBoxProps } from '../../widgets/search-box/search-box.js';

export function SearchBoxIsland(props: SearchBoxProps & { panel?: { open: string } }) {
  return <Island id="search-box" props={props} />;
}
