import type { BlockProps } from '../props.js';

export function Table({ block: b }: BlockProps<'table'>) {
  return (
    <section id={b.id} className="block table-block">
      <div className="container">
        <h2>{b.title}</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={b.caption}>
          {/* No ARIA roles on the table's parts: HTML forbids them there (they repeat the
              native ones). On phones the stylesheet lays rows out as flex lines; the browser
              test tests/browser/table-semantics.test.ts checks that they are still a table. */}
          <table>
            <caption>{b.caption}</caption>
            <thead><tr>{b.columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
            <tbody>
              {b.rows.map((r, i) => (
                <tr key={i}>{r.map((cell, j) => (j === 0 ? <th key={j} scope="row">{cell}</th> : <td key={j}>{cell}</td>))}</tr>
              ))}
            </tbody>
          </table>
        </div>
        {b.note ? <p className="note">{b.note}</p> : null}
      </div>
    </section>
  );
}
