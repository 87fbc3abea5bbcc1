// The search box as an island on a server-rendered page: lists its bundle for the page and
// renders the mount node without a props script (see SearchBoxMount).
import { useView } from '../context.js';
import { SearchBoxMount, type SearchBoxProps } from '../../widgets/search-box/search-box.js';

export function SearchBoxIsland(props: SearchBoxProps & { panel?: { open: string } }) {
  useView().islands.add('search-box');
  return <SearchBoxMount {...props} />;
}
