import type { BlockProps } from '../props.js';
import { ButtonLink } from '../links.js';
import { HeroSearch } from '../../views/search/HeroSearch.js';
import { imageSources } from '../../views/media.js';

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
        {/* The first block's image is on the first screen: fetched early; a later hero's waits. */}
        {b.image ? <img className="hero-image" {...imageSources(b.image, 960, '(min-width: 1024px) 480px, 100vw', { ratio: 360 / 480 })} alt="" width="480" height="360" {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })} /> : null}
      </div>
    </section>
  );
}
