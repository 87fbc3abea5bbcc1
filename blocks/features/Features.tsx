import type { BlockProps } from '../props.js';
import { Icon } from '../../widgets/shared/icon.js';
import { useLinkHref } from '../links.js';

export function Features({ block: b }: BlockProps<'features'>) {
  const href = useLinkHref();
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
}
