import type { BlockProps } from '../props.js';
import { SafeHtml } from '../../views/SafeHtml.js';

export function RichText({ block: b }: BlockProps<'richText'>) {
  return (
    <section id={b.id} className="block rich-text">
      <div className="container narrow">
        {b.title ? <h2>{b.title}</h2> : null}
        <SafeHtml html={b.html} className="prose" />
      </div>
    </section>
  );
}
