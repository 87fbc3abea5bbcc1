// The transfer calculator page (/para-transferi-hesapla/, /en/transfer-calculator/): a content
// page whose `calculator` block carries the form's state. Bare, it is indexed and page-cached
// until Türkiye's midnight (the send date offered is today). With a query it is a result: its
// own URL, the same bytes for every visitor (a CDN may keep it, keyed by the query), noindex,
// 400 with the error summary when a value is wrong, and kept no longer than what it says is true.
import { contentPage } from './content-page.js';
import { definePage } from './page-module.js';
import { calculate, type Calculation } from '../calculator/calculate.js';
import { CALC_FIELDS } from '../../shared/calculator.js';
import { resultQuery, FORM_FIELDS } from '../../shared/calculator.js';
import { nextTurkeyMidnight, turkeyDate, earliest } from '../content/campaign-state.js';
import { Blocks } from '../../views/blocks/Blocks.js';
import { warmCalculator } from '../calculator/warm.js';
import { DEFAULT_CORRIDOR } from '../calculator/form.js';

type Base = NonNullable<Awaited<ReturnType<typeof contentPage.load>>>;
/** `chose`: the URL carries a calculator field (a result, or a destination alone): not indexed, its own twin. */
interface Data { base: Base; calc?: Calculation; chose: boolean; to: string; today: string; changes: Date | undefined }

/** What the page reads: a result's own URL, and the form's two linked amounts as sent without JavaScript. */
const FIELDS = [...CALC_FIELDS, ...FORM_FIELDS];
// A destination alone (the fees table's links) chooses it in the form; an amount asks for a result.
const asked = (query: Record<string, unknown>) => FIELDS.some((f) => f !== 'to' && query[f] !== undefined);
const chosen = (query: Record<string, unknown>, corridors: { id: string }[]) =>
  typeof query.to === 'string' && corridors.some((c) => c.id === query.to) ? query.to : DEFAULT_CORRIDOR;

export const calculatorPage = definePage<Data>({
  async load(ctx) {
    const base = await contentPage.load(ctx);
    if (!base) return undefined;
    const site = await ctx.deps.content.getSite();
    warmCalculator(ctx.deps.rates, site.fees, ctx.now);
    const calc = asked(ctx.query) ? await calculate(ctx.deps, ctx.locale, ctx.t, ctx.query, ctx.now) : undefined;
    return { base, calc, chose: FIELDS.some((f) => ctx.query[f] !== undefined), to: chosen(ctx.query, site.fees.corridors), today: turkeyDate(ctx.now), changes: earliest(earliest(base.changes, nextTurkeyMidnight(ctx.now)), calc?.expires) };
  },
  // A result's twin is the same result in the other language: the language switch keeps it.
  alternates: async (ctx, d) => {
    const paths = await contentPage.alternates(ctx, d.base);
    const q = d.calc ? resultQuery(d.calc.values, true) : d.chose ? `to=${d.to}` : '';
    return q ? Object.fromEntries(Object.entries(paths).map(([l, p]) => [l, `${p}?${q}`])) : paths;
  },
  head: (ctx, d) => {
    const head = contentPage.head(ctx, d.base);
    // As the site's forms do: a screen reader hears the page has errors before anything else.
    const title = d.calc?.errors.length ? `${ctx.t('Hata')}: ${head.title}` : head.title;
    return { ...head, title, indexable: d.chose ? false : d.base.page.published };
  },
  expires: (d) => d.changes,
  // Every URL with one of these is its own answer (never the cached bare page).
  query: FIELDS,
  status: (d) => (d.calc?.errors.length ? 400 : undefined),
  View: ({ data, view }) => (
    <Blocks blocks={data.base.page.blocks} data={{
      collections: data.base.collections, form: view.form, today: data.today,
      calculator: { values: data.calc?.values ?? { amount: '', side: 'send', to: data.to, date: data.today }, result: data.calc?.result, errors: data.calc?.errors, today: data.today },
    }} />
  ),
});
