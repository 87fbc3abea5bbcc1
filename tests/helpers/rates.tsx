// What the rate view tests share: a period of calendar days the way the history gives it (weekends
// and a few holidays without a bulletin, a random walk of 4-decimal rates), and a render in a
// language with the site's own dictionary.
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createI18n, translator } from '../../server/i18n.js';
import type { Dictionary } from '../../server/content/schemas.js';
import { ViewProvider, type ViewContext } from '../../views/context.js';
import type { RatePoint } from '../../views/rates/stats.js';
import type { Locale } from '../../shared/locale.js';
import { seededRandom } from '../../scripts/rates-sample.js';
import { addDays } from '../../server/calendar.js';

/** The sample's seeded generator, so a failing period can be replayed by its seed. */
export const seeded = seededRandom;

/** `days` calendar days ending on `end`: no bulletin on weekends and on the `holidays` given. */
export function ratePeriod(days: number, { end = '2026-11-27', start = 480_000n, seed = 1, holidays = [] as string[] } = {}): RatePoint[] {
  const rnd = seeded(seed);
  let v = start;
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(end, i - days + 1);
    const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    if (weekend || holidays.includes(date)) return { date, value: null };
    v += BigInt(Math.round((rnd() - 0.45) * 3000)); // up to ±0.15 TL a day, drifting upwards
    return { date, value: v };
  });
}

const dictionary = JSON.parse(readFileSync('content/dictionary.json', 'utf8')) as Dictionary;
const i18n = await createI18n(dictionary);

/** The markup a page in `locale` would hold for `node`. */
export function renderIn(locale: Locale, node: ReactNode): string {
  const ctx = { locale, t: translator(i18n, locale) } as unknown as ViewContext;
  return renderToStaticMarkup(<ViewProvider value={ctx}>{node}</ViewProvider>);
}
