// The calculator block's server parts. Opening a page (its h1: the calculator page), it is the
// whole calculator: it reads the URL's fields (a result's own URL, the form's linked amounts
// sent without JavaScript), answers 400 with the error summary when a value is wrong, is not
// indexed when a field was chosen, keeps the result in the other language, and is kept no longer
// than its result is true (a cut-off) or than today (the send date offered). Elsewhere it is
// the short form, which reads nothing and opens the calculator page.
import { defineBlock } from '../define.js';
import { CalculatorBlock } from './Calculator.js';
import { calculate } from '../../server/calculator/calculate.js';
import { warmCalculator } from '../../server/calculator/warm.js';
import { DEFAULT_CORRIDOR } from '../../server/calculator/form.js';
import { nextTurkeyMidnight, turkeyDate, earliest } from '../../server/content/campaign-state.js';
import { CALC_FIELDS, FORM_FIELDS, resultQuery } from '../../shared/calculator.js';

const FIELDS = [...CALC_FIELDS, ...FORM_FIELDS];
// A destination alone (the fees table's links) chooses it in the form; an amount asks for a result.
const asked = (query: Record<string, unknown>) => FIELDS.some((f) => f !== 'to' && query[f] !== undefined);
const chosen = (query: Record<string, unknown>, corridors: { id: string }[]) =>
  typeof query.to === 'string' && corridors.some((c) => c.id === query.to) ? query.to : DEFAULT_CORRIDOR;

export const calculator = defineBlock<'calculator'>({
  View: CalculatorBlock,
  async load(_block, ctx, { first }) {
    if (!first) return {};
    const { site, query, now } = ctx;
    warmCalculator(ctx.rates, site.fees, now);
    const calc = asked(query) ? await calculate(ctx, ctx.locale, ctx.t, query, now) : undefined;
    const today = turkeyDate(now);
    const to = chosen(query, site.fees.corridors);
    return {
      calculator: { values: calc?.values ?? { amount: '', side: 'send', to, date: today }, result: calc?.result, errors: calc?.errors, today },
      calculatorAsked: {
        chose: FIELDS.some((f) => query[f] !== undefined),
        query: calc ? resultQuery(calc.values, true) : FIELDS.some((f) => query[f] !== undefined) ? `to=${to}` : '',
        expires: earliest(nextTurkeyMidnight(now), calc?.expires),
      },
    };
  },
  // Every URL with one of these is its own answer (never the cached bare page).
  query: (_block, data) => (data.calculatorAsked ? FIELDS : []),
  status: (_block, data) => (data.calculator?.errors?.length ? 400 : undefined),
  expires: (_block, data) => data.calculatorAsked?.expires,
  // As the site's forms do: a screen reader hears the page has errors before anything else.
  head: (_block, data) => ({ error: !!data.calculator?.errors?.length, noindex: !!data.calculatorAsked?.chose }),
  // A result's twin is the same result in the other language: the language switch keeps it.
  alternateQuery: (_block, data) => data.calculatorAsked?.query || undefined,
});
