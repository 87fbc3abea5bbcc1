// The exchange-rate pages: the index (/doviz-kurlari/) lists every currency of the Central Bank's
// newest bulletin; a currency's page (/doviz-kurlari/euro/) shows its figures, our applied rate
// per corridor, and its history over a period chosen by a link (?gun=90, ?days=90), drawn on the
// server. Both let go of the page cache when the next bulletin is due, and a new bulletin purges
// them by key (server/rates/history/, the "rates" key).
import { definePage, type PageCtx } from './page-module.js';
import { RatesIndex, CurrencyRates } from '../../pages/RatesPages.js';
import { currencyName, currencySlug, codeOfSlug } from '../rates/currencies.js';
import { corridorRates } from '../calculator/corridor-rates.js';
import { dayChange, nextBulletinDue, orderedCodes, series, shownRates, DEFAULT_PERIOD, PERIODS, PERIOD_QUERY, type Period } from '../rates/rate-view.js';
import { exchangeRateJsonLd } from './structured-data.js';
import { scheduleState } from '../calculator/schedule.js';
import { holidayIndex } from '../content/holidays.js';
import { recordKey, RATES_KEY } from '../edge/keys.js';
import { formatDate } from '../../shared/format.js';
import { HttpError } from '../../shared/http-error.js';
import { LOCALES, type Locale } from '../../shared/locale.js';

/** Today's rates and what the pages say about their source, read once per render. */
async function ratesOf(ctx: PageCtx) {
  recordKey(RATES_KEY);
  const { rates, history } = ctx.deps;
  const shown = shownRates(await rates.current(), history);
  const site = await ctx.deps.content.getSite();
  const failing = rates.failingSince?.();
  return {
    shown, site, sample: history.sample || rates.kind === 'file',
    failingSince: failing ? formatDate(failing.toISOString().slice(0, 10), ctx.locale) : undefined,
    expiresAt: nextBulletinDue(ctx.now, holidayIndex(site.holidays)),
  };
}

export const ratesIndex = definePage({
  async load(ctx) {
    const { shown, sample, failingSince, expiresAt } = await ratesOf(ctx);
    const { locale, t, deps } = ctx;
    const rows = shown ? orderedCodes(shown).map((code) => ({
      code, name: currencyName(code, locale), figure: shown.rates[code]!,
      href: deps.router.pathFor('ratesCurrency', { currency: currencySlug(code, locale) }, locale),
      change: dayChange(code, shown.rates[code]!, deps.history),
    })) : [];
    const date = shown && formatDate(shown.bulletin.date, locale);
    return {
      title: t('Döviz kurları'), bulletin: shown?.bulletin, rows, sample, failingSince, expiresAt,
      description: date ? t('Merkez Bankası\'nın {{date}} tarihli döviz kurları: alış, satış ve günlük değişim; Unilira\'nın uyguladığı kurlar ve bir yıllık geçmiş.', { date }) : t('Merkez Bankası\'nın döviz kurları ve Unilira\'nın uyguladığı kurlar.'),
    };
  },
  alternates: ({ path }) => Object.fromEntries(LOCALES.map((l) => [l, path(l)])),
  head: (_ctx, d) => ({ title: d.title, description: d.description, indexable: true }),
  View: ({ data }) => <RatesIndex {...data} />,
  expires: (d) => d.expiresAt,
});

const single = (value: unknown, name: string): string | undefined => {
  if (value !== undefined && typeof value !== 'string') throw new HttpError(400, `The parameter ${name} must be given once`);
  return value;
};

/** The period a link chose (?gun=90); an unknown one is a 400 naming the parameter. */
function periodOf(query: Record<string, unknown>, locale: Locale): Period {
  const name = PERIOD_QUERY[locale];
  const v = single(query[name], name);
  if (v === undefined) return DEFAULT_PERIOD;
  const p = PERIODS.find((x) => String(x) === v);
  if (!p) throw new HttpError(400, `The parameter ${name} can only be ${PERIODS.join(', ')}`);
  return p;
}

const periodQuery = (p: Period, l: Locale) => (p === DEFAULT_PERIOD ? '' : `?${PERIOD_QUERY[l]}=${p}`);

export const ratesCurrency = definePage({
  async load(ctx) {
    const { shown, site, sample, failingSince, expiresAt } = await ratesOf(ctx);
    const { locale, t, deps, params } = ctx;
    // Nothing read yet (a first start with the Central Bank down): not a missing page, a busy one.
    if (!shown) throw new HttpError(503, 'no bulletin has been read yet', { 'Retry-After': '60' });
    const code = codeOfSlug(params.currency ?? '', locale, Object.keys(shown.rates));
    if (!code) return undefined;
    const period = periodOf(ctx.query, locale);
    const figure = shown.rates[code]!;
    const corridors = scheduleState(site.fees, ctx.now).current?.corridors ?? [];
    const name = currencyName(code, locale);
    const date = formatDate(figure.date, locale);
    return {
      code, name, figure, bulletin: shown.bulletin, period, sample, failingSince, expiresAt,
      slugs: Object.fromEntries(LOCALES.map((l) => [l, currencySlug(code, l)])) as Record<Locale, string>,
      change: dayChange(code, figure, deps.history),
      applied: corridorRates(code, shown, corridors),
      points: series(code, deps.history, shown.bulletin.date, period),
      periods: PERIODS.map((p) => ({ period: p, href: `${ctx.path(locale)}${periodQuery(p, locale)}`, current: p === period })),
      calculatorTo: corridors.find((c) => c.currency === code && c.method === 'bank')?.id ?? corridors.find((c) => c.currency === code)?.id,
      title: t('{{name}} ({{code}}) kuru', { name, code }),
      description: t('{{name}} kuru, {{date}}: Merkez Bankası\'nın alış ve satış kuru, Unilira\'nın uyguladığı kur ve bir yıllık geçmiş.', { name, date }),
    };
  },
  // The other language's page of the same currency and period: the language switch keeps both.
  alternates: ({ deps }, d) => Object.fromEntries(LOCALES.map((l) => [l, `${deps.router.pathFor('ratesCurrency', { currency: d.slugs[l] }, l)}${periodQuery(d.period, l)}`])),
  head: (ctx, d) => ({ title: d.title, description: d.description, indexable: true, jsonLd: [exchangeRateJsonLd(d.code, d.figure, d.applied, ctx.deps.config.siteUrl)] }),
  View: ({ data }) => <CurrencyRates {...data} />,
  // A period link's URL is its own answer (the CDN keeps it by URL); its canonical is the bare page.
  query: LOCALES.map((l) => PERIOD_QUERY[l]),
  expires: (d) => d.expiresAt,
});
