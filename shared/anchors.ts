// The section ids the code itself names, per language: the ones a block falls back on when its
// content gives none, and the ones the layout links to. Content uses the same ids, and
// `npm run content:check` fails a page that lacks one the code links to (check-links.ts).
import type { Locale } from './locale.js';

type PerLocale = Readonly<Record<Locale, string>>;

/** Each page form's block id when the content gives none; the enquiry link uses the contact form's. */
export const FORM_ANCHORS: Readonly<Record<'application' | 'contact', PerLocale>> = {
  application: { tr: 'basvuru-formu', en: 'application-form' },
  contact: { tr: 'iletisim-formu', en: 'contact-form' },
};

/** A calculator block's id when the content gives none. */
export const CALCULATOR_ANCHOR: PerLocale = { tr: 'hesapla', en: 'calculator' };

/** The calculator page's result (or its error summary): where a form sent without JavaScript lands, so the answer is on screen. */
export const CALC_RESULT_ANCHOR: PerLocale = { tr: 'sonuc', en: 'result' };

/** The fees page's section on how a customer's money is safeguarded (the footer links to it). */
export const SAFEGUARDING_ANCHOR: PerLocale = { tr: 'fonlarin-korunmasi', en: 'safeguarding' };

/** The fees page's table of limits by verification level (the calculator links to it). */
export const LIMITS_ANCHOR: PerLocale = { tr: 'limit-tablosu', en: 'limits-by-level' };
