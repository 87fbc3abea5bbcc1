// The calculator's props from content and the page: the corridors and fixed labels, and on the
// calculator page the visitor's values with their result or errors.
import { useView } from '../context.js';
import { calculatorForm, DEFAULT_CORRIDOR } from '../../server/calculator/form.js';
import type { CalcError, CalcValues, CalculatorProps, ResultView } from '../../shared/calculator.js';

/** The calculator page's state; absent elsewhere, where the short form opens that page. */
export interface CalculatorState { values: CalcValues; result?: ResultView; errors?: CalcError[]; today: string }

export function useCalculatorProps(id: string, state: CalculatorState | undefined, first: boolean): CalculatorProps {
  const { t, locale, site, pathFor } = useView();
  return {
    id, action: pathFor('calculator', {}, locale), lang: locale, full: !!state, heading: first ? 2 : 3,
    ...calculatorForm(site.fees.corridors, locale, t, state?.today ?? ''),
    values: state?.values ?? { amount: '', side: 'send', to: DEFAULT_CORRIDOR, date: '' },
    result: state?.result, errors: state?.errors,
  };
}
