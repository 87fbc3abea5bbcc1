import type { BlockProps } from '../Blocks.js';
import { ButtonLink } from '../links.js';
import { HeroSearch } from '../../search/HeroSearch.js';

export function Hero({ block: b, first }: BlockProps<'hero'>) {
  return (
    <section id={b.id} className="block hero">
      <div className="container hero-inner">
        <div className="hero-text">
          {b.eyebrow ? <p className="eyebrow">{b.eyebrow}</p> : null}
          {first ? <h1>{b.title}</h1> : <h2>{b.title}</h2>}
          <p className="lead">{b.text}</p>
          {b.search ? <HeroSearch /> : null}
          {b.actions?.length ? (
            <p className="actions">{b.actions.map((a, i) => <ButtonLink key={a.label} link={a} fallbackVariant={i === 0 ? 'primary' : 'secondary'} />)}</p>
          ) : null}
        </div>
        {/* The page's own illustration, or nothing: a stock shape on every page read as a template. */}
        {b.image ? <img className="hero-image" src={b.image} alt="" width="480" height="360" /> : null}
      </div>
    </section>
  );
}
