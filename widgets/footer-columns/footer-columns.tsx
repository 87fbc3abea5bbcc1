// Footer link columns: an accordion on small screens (the first starts open), plain columns
// on wide ones. Without JavaScript they are exclusive <details name> (base.css shows every
// column on wide screens through ::details-content).
import type { LinkItem } from '../shared/types.js';

export interface FooterColumnsProps { columns: { title: string; links: LinkItem[] }[] }

export function FooterColumns({ columns }: FooterColumnsProps) {
  return (
    <div className="footer-columns">
      {columns.map((col, i) => (
        <details key={col.title} className="footer-col" name="footer-cols" open={i === 0}>
          <summary><h2>{col.title}</h2></summary>
          <ul>
            {col.links.map((c) => <li key={c.url}><a href={c.url}>{c.title}</a></li>)}
          </ul>
        </details>
      ))}
    </div>
  );
}
