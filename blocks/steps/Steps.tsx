import type { BlockProps } from '../props.js';

export function Steps({ block: b }: BlockProps<'steps'>) {
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
}
