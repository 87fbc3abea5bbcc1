// Why the rate comes from the bulletin it does, in words that are true today: the embedded
// sample, a weekend, a holiday, today's bulletin not yet out (15:30), or the Central Bank not
// answering since a given time; and, for a later send date, that the rate is set on that day.
import { isWeekend, addDays } from '../calendar.js';
import type { HolidayIndex } from '../content/holidays.js';

type T = (source: string, vars?: Record<string, string>) => string;

export interface BulletinFacts {
  /** The rates are the embedded sample (RATES_SOURCE=file), not read from the Central Bank. */
  sample: boolean;
  /** The date of the bulletin the figure comes from. */
  rateDate: string;
  today: string;
  /** Minutes after midnight, Türkiye time. */
  minutes: number;
  sendDate: string;
  holidays: HolidayIndex;
  /** When reading the Central Bank began to fail, if it is failing. */
  failingSince?: string;
  /** Formats a date (and a time of day) in the page's language. */
  date: (d: string) => string;
}

/** The Central Bank announces its indicative rates at 15:30, Türkiye time. */
export const BULLETIN_TIME = '15:30';
const BULLETIN_MINUTES = 15 * 60 + 30;

/** A whole-day holiday or a weekend: no bulletin that day. (Half-day eves have one.) */
const noBulletinOn = (d: string, h: HolidayIndex) => isWeekend(d) || (h.has(d) && !h.get(d)!.from);

/** The newest bulletin that should be out by now. */
export function expectedBulletin(today: string, minutes: number, h: HolidayIndex): string {
  let d = minutes >= BULLETIN_MINUTES ? today : addDays(today, -1);
  for (let i = 0; i < 14 && noBulletinOn(d, h); i++) d = addDays(d, -1);
  return d;
}

/** Why today's bulletin is not the one used, when it is not. */
function whyOlder(f: BulletinFacts, t: T): string {
  const vars = { date: f.date(f.rateDate) };
  if (f.rateDate < expectedBulletin(f.today, f.minutes, f.holidays)) {
    return f.failingSince
      ? t('Merkez Bankası\'na {{since}} beri ulaşılamıyor; kur, okunabilen son bülten olan {{date}} tarihli bültenden.', { ...vars, since: f.failingSince })
      : t('Merkez Bankası\'nın yeni bülteni henüz okunamadı; kur, {{date}} tarihli son bültenden.', vars);
  }
  if (isWeekend(f.today)) return t('Hafta sonu yeni bülten yayımlanmaz; kur, {{date}} tarihli son bültenden.', vars);
  const holiday = f.holidays.get(f.today);
  if (holiday && !holiday.from) return t('Bugün resmî tatil; yeni bülten yayımlanmaz. Kur, {{date}} tarihli son bültenden.', vars);
  return t('Bugünün bülteni saat 15:30\'da (Türkiye saati) yayımlanır; kur, {{date}} tarihli son bültenden.', vars);
}

export function bulletinNotes(f: BulletinFacts, t: T): string[] {
  const out: string[] = [];
  if (f.sample) out.push(t('Örnek kurlar: {{date}} tarihli TCMB bülteni. Gönderdiğin günün kuru uygulamada gösterilir.', { date: f.date(f.rateDate) }));
  else if (f.rateDate < f.today) out.push(whyOlder(f, t));
  if (f.sendDate > f.today) out.push(t('Kur, gönderdiğin gün o günün bülteniyle belirlenir; burada bugün geçerli kurla hesaplandı.'));
  return out;
}
