// The calculator block: the transfer-calculator island with the form's fixed parts. On the
// calculator page it carries the page's state (the visitor's values, a result or errors, the
// send date); elsewhere it is the short form, whose result opens on the calculator page.
import type { BlockProps } from '../props.js';
import { useView } from '../../context.js';
import { Island } from '../../Island.js';
import { calculatorForm, DEFAULT_CORRIDOR } from '../../../server/calculator/form.js';

export function CalculatorBlock({ block: b, data, first }: BlockProps<'calculator'>) {
  const { t, locale, site, pathFor } = useView();
  const state = data.calculator;
  const H = first ? 'h1' : 'h2';
  const id = b.id ?? 'hesapla';
  return (
    <section id={id} className="block calc-block">
      <div className="container narrow">
        <H>{b.title}</H>
        {b.intro ? <p className="intro">{b.intro}</p> : null}
        <Island id="transfer-calculator" props={{
          id: `${id}-calc`, action: pathFor('calculator', {}, locale), lang: locale, full: !!state, heading: first ? 2 : 3,
          ...calculatorForm(site.fees.corridors, locale, t, state?.today ?? ''),
          values: state?.values ?? { amount: '', side: 'send', to: DEFAULT_CORRIDOR, date: '' },
          result: state?.result, errors: state?.errors,
        }} />
      </div>
    </section>
  );
}
