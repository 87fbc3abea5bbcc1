import type { BlockProps } from '../props.js';
import { ButtonLink } from '../links.js';

export function Cta({ block: b }: BlockProps<'cta'>) {
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
}
