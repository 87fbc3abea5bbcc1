// Renders a page's content blocks. Each block is plain HTML that works without JavaScript.
import type { Block } from '../../server/content/schemas.js';
import { SafeHtml } from '../SafeHtml.js';
import { Icon } from '../Icon.js';
import { ButtonLink, useLinkHref } from './links.js';
import { CollectionBlock, type CollectionData } from './Collections.js';
import { ApplicationForm, type FormState } from './ApplicationForm.js';
import { ContactCards } from './ContactCards.js';

export interface BlockData {
  collections: CollectionData;
  form?: FormState;
}

export function Blocks({ blocks, data, headingLevel = 1 }: { blocks: Block[]; data: BlockData; headingLevel?: 1 | 2 }) {
  return (
    <>
      {blocks.map((b, i) => (
        <BlockView key={i} block={b} data={data} first={i === 0 && headingLevel === 1} />
      ))}
    </>
  );
}

function BlockView({ block: b, data, first }: { block: Block; data: BlockData; first: boolean }) {
  const href = useLinkHref();
  switch (b.type) {
    case 'hero':
      return (
        <section id={b.id} className="block hero">
          <div className="container hero-inner">
            <div className="hero-text">
              {b.eyebrow ? <p className="eyebrow">{b.eyebrow}</p> : null}
              {first ? <h1>{b.title}</h1> : <h2>{b.title}</h2>}
              <p className="lead">{b.text}</p>
              {b.actions?.length ? (
                <p className="actions">{b.actions.map((a, i) => <ButtonLink key={a.label} link={a} fallbackVariant={i === 0 ? 'primary' : 'secondary'} />)}</p>
              ) : null}
            </div>
            {/* The page's own illustration, or nothing: a stock shape on every page read as a template. */}
            {b.image ? <img className="hero-image" src={b.image} alt="" width="480" height="360" /> : null}
          </div>
        </section>
      );
    case 'features':
      return (
        <section id={b.id} className="block features">
          <div className="container">
            <h2>{b.title}</h2>
            {b.intro ? <p className="intro">{b.intro}</p> : null}
            <ul className="cards">
              {b.items.map((it) => (
                <li key={it.title} className="card">
                  {it.icon ? <span className="card-icon"><Icon name={it.icon} /></span> : null}
                  <h3>{it.title}</h3>
                  <p>{it.text}</p>
                  {it.link ? <a className="more" href={href(it.link)}>{it.link.label}</a> : null}
                </li>
              ))}
            </ul>
          </div>
        </section>
      );
    case 'steps':
      return (
        <section id={b.id} className="block steps">
          <div className="container">
            <h2>{b.title}</h2>
            {b.intro ? <p className="intro">{b.intro}</p> : null}
            <ol className="step-list">
              {b.items.map((it) => (
                <li key={it.title}><h3>{it.title}</h3><p>{it.text}</p></li>
              ))}
            </ol>
          </div>
        </section>
      );
    case 'richText':
      return (
        <section id={b.id} className="block rich-text">
          <div className="container narrow">
            {b.title ? <h2>{b.title}</h2> : null}
            <SafeHtml html={b.html} className="prose" />
          </div>
        </section>
      );
    case 'faq':
      return (
        <section id={b.id} className="block faq">
          <div className="container narrow">
            <h2>{b.title}</h2>
            <div className="faq-list">
              {b.items.map((it) => (
                <details key={it.question} className="faq-item">
                  <summary>{it.question}</summary>
                  <SafeHtml html={it.answer} className="prose" />
                </details>
              ))}
            </div>
          </div>
        </section>
      );
    case 'table':
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
    case 'cta':
      return (
        <section id={b.id} className="block cta">
          <div className="container">
            <div className="cta-inner">
              <div>
                <h2>{b.title}</h2>
                <p>{b.text}</p>
              </div>
              <ButtonLink link={b.action} />
            </div>
          </div>
        </section>
      );
    case 'collection':
      return <CollectionBlock block={b} data={data.collections} />;
    case 'applicationForm':
      return <ApplicationForm block={b} state={data.form} />;
    case 'contactCards':
      return <ContactCards block={b} />;
  }
}
