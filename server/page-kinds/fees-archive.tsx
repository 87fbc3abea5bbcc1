// An earlier fee schedule, readable after it was replaced (/ucret-ve-limitler/arsiv/2025-07-01/):
// its fees and its calculator destinations as they were, and its JSON (docs/calculator.md).
// Only schedules that have ended have a page; the one in force is the fees page itself.
import { definePage } from './page-module.js';
import { scheduleFrom, scheduleState, scheduleDates } from '../calculator/schedule.js';
import { FeesArchive } from '../../views/pages/FeesArchive.js';
import { formatDate } from '../content/facts/format.js';

export const feesArchive = definePage({
  async load({ deps, params, now, locale, t }) {
    const fees = (await deps.content.getSite()).fees;
    const date = params.date ?? '';
    if (!scheduleState(fees, now).earlier.includes(date)) return undefined;
    const dates = scheduleDates(fees);
    const until = dates[dates.indexOf(date) + 1];
    return {
      schedule: scheduleFrom(fees, date)!,
      title: t('{{date}} tarihli ücret tarifesi', { date: formatDate(date, locale) }),
      description: t('{{date}} tarihinde yürürlüğe giren eski ücret tarifemiz: transfer ücretleri, kur farkları ve varış süreleri olduğu gibi.', { date: formatDate(date, locale) }),
      until: until && formatDate(until, locale),
      json: `/api/fee-schedules/${date}`,
    };
  },
  alternates: ({ path }) => ({ tr: path('tr'), en: path('en') }),
  head: (_ctx, d) => ({ title: d.title, description: d.description, indexable: true }),
  View: ({ data: { description: _, ...data } }) => <FeesArchive {...data} />,
});
