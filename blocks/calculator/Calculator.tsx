// The calculator block: the transfer-calculator island with the form's fixed parts. On the
// calculator page it carries the page's state (the visitor's values, a result or errors, the
// send date); elsewhere it is the short form, whose result opens on the calculator page.
import type { BlockProps } from '../props.js';
import { Island } from '../../views/Island.js';
import { useCalculatorProps } from '../../views/islands/transfer-calculator.js';
import { useView } from '../../views/context.js';
import { blockId } from '../../server/content/block-id.js';

export function CalculatorBlock({ block: b, data, first }: BlockProps<'calculator'>) {
  const H = first ? 'h1' : 'h2';
  const { locale } = useView();
  const id = blockId(b, locale);
  return (
    <section id={id} className="block calc-block">
      <div className="container narrow">
        <H>{b.title}</H>
        {b.intro ? <p className="intro">{b.intro}</p> : null}
        <Island id="transfer-calculator" props={useCalculatorProps(`${id}-calc`, data.calculator, first)} />
      </div>
    </section>
  );
}
