// The one assembler of the content model. A source only reads documents (content/ files, or
// Umbraco documents mapped by model.json) into RawContent; assembleBundle does the rest for
// both: fact tokens, the same zod schemas, fee and limit references, regulators, unique slugs
// and the fan-out of bilingual items. What happens to a document the site cannot use is the
// source's policy: the file source stops (naming file and field), the CMS source skips it and
// keeps its last good version (umbraco/policy.ts).
import type { z } from 'zod';
import * as s from './schemas.js';
import type { StaticPageKey } from '../routes/route-map.js';
import { collections, collectionNames, type CollectionName, type CollectionTypes, type Item } from './collections.js';
import { companySchema, type Company } from './facts/company-schema.js';
import { feeScheduleSchema, type FeeSchedule } from './facts/fees-schema.js';
import { holidaysSchema, type Holidays } from './holidays.js';
import { expandTokens, type Facts } from './facts/tokens.js';
import { checkFactReferences } from './facts/references.js';
import { turkishCases } from './facts/turkish-case.js';
import { LOCALES, type Locale } from '../../shared/locale.js';
import { parseTolerantly, parseStrictly, message, pathText, at, shortValue, type Dropped, type Note, type DocumentProblems } from './tolerant.js';

export type Localized<T> = Record<Locale, T>;
export type { Item };

export interface ContentBundle {
  site: s.Site;
  dictionary: s.Dictionary;
  redirects: s.Redirect[];
  header: Localized<s.HeaderContent>;
  footer: Localized<s.FooterContent>;
  qrMessage: Localized<s.QrMessage>;
  pages: Localized<Record<StaticPageKey, s.Page>>;
  /** Every collection of the registry (collections.ts), items of both languages. */
  collections: { [C in CollectionName]: CollectionTypes[C][] };
  synonyms: s.Synonyms;
  /** Popular pages for empty and fruitless searches, per language. */
  searchSuggestions: Localized<s.SearchSuggestions>;
  /** A CMS read's documents with problems (parts left out, documents skipped): preview shows them to editors. */
  problems?: DocumentProblems[];
}

/** One document as its source read it. */
export interface RawDoc {
  /** Names it in a problem: `content/pages/fees.tr.json`, `Umbraco <id>`. */
  where: string;
  /** Its identity across reads (a file path, a CMS id and part): its last good version is kept under it. */
  id: string;
  contentType?: string;
  value: unknown;
  /** Set when reading or mapping it failed already, or (`missing`) when it is not there at all. */
  problem?: string;
  missing?: boolean;
  /** The source's own object, unchanged between reads when the document is (lets a policy skip a second check). */
  origin?: object;
  /** Where its value sits in the document, for problems (`tr` of synonyms.json). */
  at?: string;
  /** For a source's log: the document's own id and language. */
  sourceId?: string;
  /** What it is on the site, for an editor's notice: `page:fees`, `blog:<slug>`, `header`. */
  subject?: string;
  /** What the source left out while reading it (a CMS value it could not decode). */
  notes?: Note[];
  locale?: Locale;
}

/** A collection's document; `locale` absent for a bilingual item (one document for both languages). */
export interface RawItem { doc: RawDoc; translationId: string; locale?: Locale }

export interface RawContent {
  site: RawDoc; company: RawDoc; fees: RawDoc; holidays: RawDoc;
  /** Each a part of the dictionary (the whole file, or one CMS entry). */
  dictionary: RawDoc[];
  /** Each a list of redirects. */
  redirects: RawDoc[];
  header: Localized<RawDoc>; footer: Localized<RawDoc>; qrMessage: Localized<RawDoc>;
  suggestions: Localized<RawDoc>; synonyms: Localized<RawDoc>;
  pages: Localized<{ key: StaticPageKey; doc: RawDoc }[]>;
  collections: Record<CollectionName, RawItem[]>;
}

/** `notes`: what a tolerant check left out, or why the document cannot be used (for a CMS's editors). */
export type Checked<T> = { ok: true; value: T; notes?: Note[] } | { ok: false; problems: string[]; notes?: Note[] };

/** What a source does with a document: `use` answers the value to assemble, or undefined to leave it out. */
export interface Policy {
  /** Leave out the fields and list items that do not fit instead of failing the document (a CMS's). */
  readonly tolerant?: boolean;
  use<T>(doc: RawDoc, check: () => Checked<T>, facts: Facts | undefined): T | undefined;
  /** A document that conflicts with another (a slug already used): stop, or leave it out. */
  drop(doc: RawDoc, problem: string): void;
}

export class ContentError extends Error {
  override name = 'ContentError';
}

/** A part every page needs never had a usable version: nothing can be served from this read. */
export class IncompleteContent extends Error {
  override name = 'IncompleteContent';
}

const unknownTokens = (names: string[]) =>
  `${names.map((u) => `"${u}"`).join(', ')} names no fact in the company facts, fees or site settings, or has a case other than |${Object.keys(turkishCases).join(' |')} (Turkish texts only)`;

/** Expands tokens (with facts and a language), validates, then runs the extra checks; every problem names the document. */
export function checkDoc<T>(doc: RawDoc, schema: z.ZodType<T>, locale?: Locale, facts?: Facts, extra?: (v: T) => string[], tolerant = false): Checked<T> {
  const fail = (problems: string[], notes: Note[] = []): Checked<T> => ({ ok: false, problems, notes });
  if (doc.problem) return fail([`${doc.where}: ${doc.problem}`], [{ field: doc.at ?? '(document)', sent: '', problem: doc.problem, outcome: 'skipped' }]);
  let json = doc.value;
  if (facts && locale) {
    const unknown: string[] = [];
    json = expandTokens(json, facts, locale, unknown);
    if (unknown.length) return fail([`${doc.where}: ${unknownTokens(unknown)}`], [{ field: doc.at ?? '(text)', sent: unknown.join(', '), problem: unknownTokens(unknown), outcome: 'skipped' }]);
  }
  const r = (tolerant ? parseTolerantly : parseStrictly)(schema, json);
  const field = (path: string) => (doc.at && path && !path.startsWith('[') ? `${doc.at}.${path}` : `${doc.at ?? ''}${path}`) || '(root)';
  const left = [...(doc.notes ?? []), ...r.dropped.map((d: Dropped): Note => ({ field: field(d.path), sent: d.sent, problem: d.problem, outcome: 'left out' }))];
  if (!r.ok) {
    // A required field left out a round before is explained by its first problem already.
    const notes = r.issues.filter((i) => !left.some((n) => n.field === field(pathText(i.path))))
      .map((i): Note => ({ field: field(pathText(i.path)), sent: shortValue(at(json, i.path)), problem: tolerant ? message(i) : i.message, outcome: 'skipped' }));
    const all = [...left.map((n) => ({ ...n, outcome: 'skipped' as const })), ...notes];
    return fail(all.map((n) => `${doc.where}: ${n.field}: ${n.problem}`), all);
  }
  const more = extra?.(r.value) ?? [];
  if (more.length) return fail(more, more.map((m) => ({ field: '(document)', sent: '', problem: m.replace(`${doc.where}: `, ''), outcome: 'skipped' })));
  return { ok: true, value: r.value, notes: left.length ? left : undefined };
}

const required = <T>(v: T | undefined, what: string): T => {
  if (v === undefined) throw new IncompleteContent(`${what} has never been usable`);
  return v;
};

/** Site settings and the facts other documents' tokens name; the same facts object while its parts are the same. */
export function factsOf(raw: Pick<RawContent, 'site' | 'company' | 'fees' | 'holidays'>, policy: Policy, last?: { parts: unknown[]; site: s.Site; facts: Facts }) {
  const siteFile = required(policy.use(raw.site, () => checkDoc(raw.site, s.siteSchema), undefined), raw.site.where);
  const regulator = (c: Company) => (siteFile.regulators.some((r) => r.url === c.licence.regulatorUrl) ? []
    : [`${raw.company.where}: licence.regulatorUrl: "${c.licence.regulatorUrl}" is not one of the site settings' regulators`]);
  const company = required(policy.use(raw.company, () => checkDoc(raw.company, companySchema, undefined, undefined, regulator), undefined), raw.company.where);
  const fees: FeeSchedule = required(policy.use(raw.fees, () => checkDoc(raw.fees, feeScheduleSchema), undefined), raw.fees.where);
  const holidays: Holidays = required(policy.use(raw.holidays, () => checkDoc(raw.holidays, holidaysSchema), undefined), raw.holidays.where);
  const parts = [siteFile, company, fees, holidays];
  if (last && parts.every((p, i) => p === last.parts[i])) return last;
  const site: s.Site = { ...siteFile, company, fees, holidays: holidays.holidays };
  return { parts, site, facts: { site, company, fees } };
}

function assemblePages(raw: RawContent, policy: Policy, facts: Facts): ContentBundle['pages'] {
  const pages = { tr: {}, en: {} } as ContentBundle['pages'];
  for (const l of LOCALES) {
    for (const { key, doc } of raw.pages[l]) {
      const refs = (pg: s.Page) => checkFactReferences(doc.where, pg.blocks, facts.fees);
      const page = policy.use(doc, () => checkDoc(doc, s.pageSchema, l, facts, refs, policy.tolerant), facts);
      if (page) pages[l][key] = page;
    }
  }
  return pages;
}

/** Items in both languages (a bilingual document stands for both), each slug once per language. */
function assembleCollection(items: RawItem[], schema: z.ZodType, policy: Policy, facts: Facts): Item<unknown>[] {
  const out: Item<{ slug: string }>[] = [];
  const owner = new Map<string, RawDoc>();
  for (const { doc, locale, translationId } of items) {
    const value = policy.use(doc, () => checkDoc(doc, schema, locale, locale && facts, undefined, policy.tolerant), locale && facts) as { slug: string } | undefined;
    if (!value) continue;
    for (const l of locale ? [locale] : LOCALES) {
      const slugKey = `${l} ${value.slug}`;
      const other = owner.get(slugKey);
      if (other) {
        policy.drop(doc, `${doc.where}: slug "${value.slug}" is already used by ${other.where}`);
        break;
      }
      owner.set(slugKey, doc);
      out.push({ ...value, translationId, locale: l });
    }
  }
  return out;
}

/** Builds the site's model from what a source read. Keep one per source: it remembers the last facts. */
export function createAssembler() {
  let last: ReturnType<typeof factsOf> | undefined;
  return function assembleBundle(raw: RawContent, policy: Policy): ContentBundle {
    const { site, facts } = (last = factsOf(raw, policy, last));
    const single = <T>(docs: Localized<RawDoc>, schema: z.ZodType<T>) => ({
      tr: required(policy.use(docs.tr, () => checkDoc(docs.tr, schema, 'tr', facts, undefined, policy.tolerant), facts), docs.tr.where),
      en: required(policy.use(docs.en, () => checkDoc(docs.en, schema, 'en', facts, undefined, policy.tolerant), facts), docs.en.where),
    });
    const parts = <T>(docs: RawDoc[], schema: z.ZodType<T>) => docs.map((d) => policy.use(d, () => checkDoc(d, schema, undefined, undefined, undefined, policy.tolerant), undefined)).filter((v): v is T => v !== undefined);
    const synonyms = single(raw.synonyms, s.synonymsSchema.shape.tr);
    return {
      site,
      dictionary: Object.assign({}, ...parts(raw.dictionary, s.dictionarySchema)) as s.Dictionary,
      redirects: parts(raw.redirects, s.redirectsSchema).flat(),
      header: single(raw.header, s.headerSchema),
      footer: single(raw.footer, s.footerSchema),
      qrMessage: single(raw.qrMessage, s.qrMessageSchema),
      pages: assemblePages(raw, policy, facts),
      collections: Object.fromEntries(collectionNames.map((c) => [c, assembleCollection(raw.collections[c], collections[c].schema as z.ZodType, policy, facts)])) as ContentBundle['collections'],
      synonyms: { tr: synonyms.tr, en: synonyms.en },
      searchSuggestions: single(raw.suggestions, s.searchSuggestionsSchema),
    };
  };
}

/** The file source's policy: the first document it cannot use stops the read, named. */
export const strictPolicy: Policy = {
  use(_doc, check) {
    const r = check();
    if (!r.ok) throw new ContentError(r.problems.join('\n'));
    return r.value;
  },
  drop(_doc, problem) {
    throw new ContentError(problem);
  },
};
