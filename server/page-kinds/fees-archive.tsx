// Fee schedules, readable after they were replaced: the archive's index (/ucret-ve-limitler/arsiv/)
// lists every schedule by date; each ended or current schedule has its page
// (/ucret-ve-limitler/arsiv/2025-07-01/) with its fees, its calculator destinations as they
// were, and its JSON (docs/calculator.md). The coming one is on the fees page, beside today's.
import { definePage } from './page-module.js';
import { scheduleFrom, scheduleState, scheduleDates } from '../calculator/schedule.js';
import { FeesArchive, FeesArchiveIndex } from '../../pages/FeesArchive.js';
import { formatDate } from '../../shared/format.js';
import { addDays } from '../calendar.js';

export const feesArchive = definePage({
  async load({ deps, params, now, locale, t }) {
    const fees = (await deps.content.getSite()).fees;
    const date = params.date ?? '';
    const state = scheduleState(fees, now);
    if (!state.earlier.includes(date) && date !== state.current?.validFrom) return undefined;
    const dates = scheduleDates(fees);
    // The current schedule's page says it is in force (its end is not known yet). Its figures are
    // the fees page's, which search engines index: this dated address is for links that must last.
    const current = date === state.current?.validFrom;
    const until = current ? undefined : dates[dates.indexOf(date) + 1];
    return {
      current,
      schedule: scheduleFrom(fees, date)!,
      title: t('{{date}} tarihli ücret tarifesi', { date: formatDate(date, locale) }),
      description: t('{{date}} tarihinde yürürlüğe giren eski ücret tarifemiz: transfer ücretleri, kur farkları ve varış süreleri olduğu gibi.', { date: formatDate(date, locale) }),
      // The last day it applied, said as a day: "until 1 January 2026" left that day unclear.
      until: until ? { last: formatDate(addDays(until, -1), locale), next: formatDate(until, locale) } : undefined,
      json: `/api/fee-schedules/${date}`,
    };
  },
  alternates: ({ path }) => ({ tr: path('tr'), en: path('en') }),
  head: (_ctx, d) => ({ title: d.title, description: d.description, indexable: !d.current }),
  View: ({ data: { description: _, current: __, ...data } }) => <FeesArchive {...data} />,
});

export const feesArchiveIndex = definePage({
  async load({ deps, now, locale, t }) {
    const pathFor = (key: 'fees' | 'feesArchive', params: { date?: string }) => deps.router.pathFor(key, params, locale);
    const fees = (await deps.content.getSite()).fees;
    const state = scheduleState(fees, now);
    const dates = scheduleDates(fees);
    const entry = (d: string) => {
      const next = dates[dates.indexOf(d) + 1];
      if (d === state.current?.validFrom) return { date: d, text: t('bugün geçerli'), href: pathFor('feesArchive', { date: d }) };
      if (d > (state.current?.validFrom ?? '')) return { date: d, text: t('yakında geçerli; ücret sayfasında bugünkünün yanında'), href: pathFor('fees', {}) };
      return { date: d, text: t('{{last}} (bu gün dahil)', { last: formatDate(addDays(next!, -1), locale) }), href: pathFor('feesArchive', { date: d }) };
    };
    return { title: t('Ücret tarifeleri arşivi'), description: t('Yürürlüğe girmiş bütün ücret tarifelerimiz, tarihleriyle: her birinin ücretleri, kur farkları ve varış süreleri.'), entries: [...dates].reverse().map(entry) };
  },
  alternates: ({ path }) => ({ tr: path('tr'), en: path('en') }),
  head: (_ctx, d) => ({ title: d.title, description: d.description, indexable: true }),
  View: ({ data: { description: _, ...data } }) => <FeesArchiveIndex {...data} />,
});
