// The table markup shared by the fee, limit and comparison blocks: the fee tables' one column
// layout (amounts right-aligned in the same place), lines that wrap on phones, and on tables
// with more than two columns each cell carries its column's name for the phone layout.
import type { ReactNode } from 'react';

export interface FactTableProps {
  id?: string;
  title: string;
  /** A short lead paragraph between the heading and the table. */
  intro?: string;
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  notes?: (string | undefined)[];
  className?: string;
  /** The page's first block renders the page's h1. */
  first?: boolean;
  /** Shown after the notes (links to earlier schedules). */
  after?: ReactNode;
  /** Shown above the table (a jump list to its rows). */
  before?: ReactNode;
  /** Each row's id, for links to a row. */
  rowIds?: string[];
}

export function FactTable({ id, title, intro, caption, columns, rows, notes = [], className = '', first, after, before, rowIds }: FactTableProps) {
  const H = first ? 'h1' : 'h2';
  const labelled = columns.length > 2;
  return (
    <section id={id} className={`block table-block ${labelled ? 'table-labelled ' : ''}${className}`}>
      <div className="container">
        <H>{title}</H>
        {intro ? <p className="lead table-intro">{intro}</p> : null}
        {before}
        <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
          <table>
            <caption>{caption}</caption>
            <thead><tr>{columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i} id={rowIds?.[i]}>
                  {r.map((cell, j) => (j === 0
                    ? <th key={j} scope="row">{cell}</th>
                    : <td key={j} data-label={labelled ? columns[j] : undefined}>{cell}</td>))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {notes.filter(Boolean).map((n, i) => <p key={i} className="note">{n}</p>)}
        {after}
      </div>
    </section>
  );
}
