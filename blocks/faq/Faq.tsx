import type { BlockProps } from '../props.js';
import { SafeHtml } from '../../views/SafeHtml.js';

export function Faq({ block: b }: BlockProps<'faq'>) {
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
}
