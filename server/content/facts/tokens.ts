// Tokens that let page text show a fact without typing it: {{company:mersis}},
// {{fee:cards.physical}}, {{fee:load.card@1000}} (the fee on 1,000 TL), {{limit:cards.daily:verified}},
// {{reach:bank}} and {{reach:cashPickup}} (the countries the calculator's destinations reach that way);
// in Turkish, with the suffixes the figure takes where it stands: {{fee:load.card|poss}} → "%1,5'u".
// They are expanded once, when content is loaded, from the facts files; never from
// anything a visitor sends. An unknown token stops loading with the file named.
import type { Company } from './company-schema.js';
import type { FeeSchedule } from './fees-schema.js';
import { tiers, type Tier } from './fees-schema.js';
import { formatFee, formatLimit, feeOn } from './format.js';
import { formatDate, formatAmount } from '../../../shared/format.js';
import { isTurkishCase, withTurkishCase } from './turkish-case.js';
import type { Locale } from '../../../shared/locale.js';

export interface Facts {
  site: { legalName: string; phone: string; email: string; address: { streetAddress: string; postalCode: string; addressLocality: string } };
  company: Company;
  fees: FeeSchedule;
}

export const TOKEN = /\{\{(company|fee|limit|reach):([a-z0-9.-]+)(?:@(\d+(?:\.\d+)?))?(?::([a-z]+))?(?:\|([a-z|]+))?\}\}/gi;
/** Anything that looks like a token, to catch misspelt ones the grammar above would skip. */
const LOOSE = /\{\{[^}]*\}\}/g;

/** The corporate facts a token may name, in one language. */
export function companyFacts(f: Facts, locale: Locale) {
  const c = f.company;
  const a = f.site.address;
  return {
    legalName: f.site.legalName,
    mersis: c.mersis,
    tradeRegistryOffice: c.tradeRegistry.office[locale],
    tradeRegistryNumber: c.tradeRegistry.number,
    taxOffice: c.tax.office[locale],
    taxNumber: c.tax.number,
    paidInCapital: formatAmount(c.paidInCapital.amount, c.paidInCapital.currency, locale),
    kep: c.kep,
    address: `${a.streetAddress}, ${a.postalCode} ${a.addressLocality}`,
    phone: f.site.phone,
    email: f.site.email,
    licenceType: c.licence.type[locale],
    licenceLaw: c.licence.law,
    licenceDate: formatDate(c.licence.date, locale),
    licenceDecisionNumber: c.licence.decisionNumber,
    licenceDecision: c.licence.decision[locale],
    complaintsOfficer: c.complaintsOfficer.name,
    complaintsOfficerRole: c.complaintsOfficer.role[locale],
    complaintsEmail: c.complaintsOfficer.email,
    complaintResponseDays: String(c.complaintResponseDays),
  };
}

/** How many countries the destinations paid one way reach ('bank', 'cashPickup'): a claim that stays true as corridors change. */
function reach(fees: FeeSchedule, method: string): string | undefined {
  if (method !== 'bank' && method !== 'cashPickup') return undefined;
  return String(new Set(fees.corridors.filter((c) => c.method === method).map((c) => c.country)).size);
}

/** One token's text, or undefined when it names nothing. */
function resolve(f: Facts, locale: Locale, kind: string, id: string, amount: string | undefined, tier: string | undefined): string | undefined {
  if (kind === 'company') return amount || tier ? undefined : (companyFacts(f, locale) as Record<string, string>)[id];
  if (kind === 'reach') return amount || tier ? undefined : reach(f.fees, id);
  if (kind === 'fee') {
    const fee = f.fees.fees.find((x) => x.id === id);
    if (!fee || tier || (amount && fee.text)) return undefined;
    return amount ? formatAmount(feeOn(fee, Number(amount)), fee.currency, locale) : formatFee(fee, locale);
  }
  const limit = f.fees.limits.find((x) => x.id === id);
  if (!limit || amount || !tiers.includes(tier as Tier)) return undefined;
  return formatLimit(limit, tier as Tier, locale);
}

/** The figure with its Turkish suffixes (`|poss|cop`); undefined for an unknown case or an English text. */
function withCases(v: string | undefined, cases: string | undefined, locale: Locale): string | undefined {
  if (v === undefined || !cases) return v;
  const list = cases.split('|');
  if (locale !== 'tr' || !list.every(isTurkishCase)) return undefined;
  return withTurkishCase(v, list);
}

/** Expands every token in one string; unknown tokens are returned in `unknown`. */
export function expandString(text: string, f: Facts, locale: Locale, unknown: string[]): string {
  if (!text.includes('{{')) return text;
  const out = text.replace(TOKEN, (whole, kind: string, id: string, amount?: string, tier?: string, cases?: string) => {
    const v = withCases(resolve(f, locale, kind.toLowerCase(), id, amount, tier), cases, locale);
    if (v === undefined) unknown.push(whole);
    return v ?? whole;
  });
  for (const m of out.match(LOOSE) ?? []) if (!unknown.includes(m)) unknown.push(m);
  return out;
}

/** Expands tokens in every string of a parsed JSON value (a page, an article, a footer…). */
export function expandTokens<T>(value: T, f: Facts, locale: Locale, unknown: string[]): T {
  if (typeof value === 'string') return expandString(value, f, locale, unknown) as T;
  if (Array.isArray(value)) return value.map((v) => expandTokens(v, f, locale, unknown)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandTokens(v, f, locale, unknown)])) as T;
  }
  return value;
}
