import type { BlockProps } from '../Blocks.js';

export function Table({ block: b }: BlockProps<'table'>) {
  return (
    <section id={b.id} className="block table-block">
      <div className="container">
        <h2>{b.title}</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={b.caption}>
          {/* Explicit roles: on phones the stylesheet lays rows out as flex lines, and some
              browsers drop a table's semantics when its display changes. */}
          <table role="table">
            <caption>{b.caption}</caption>
            <thead role="rowgroup"><tr role="row">{b.columns.map((c) => <th key={c} scope="col" role="columnheader">{c}</th>)}</tr></thead>
            <tbody role="rowgroup">
              {b.rows.map((r, i) => (
                <tr key={i} role="row">{r.map((cell, j) => (j === 0 ? <th key={j} scope="row" role="rowheader">{cell}</th> : <td key={j} role="cell">{cell}</td>))}</tr>
              ))}
            </tbody>
          </table>
        </div>
        {b.note ? <p className="note">{b.note}</p> : null}
      </div>
    </section>
  );
}
