// Reads content/ once at start-up and validates every file. Errors name the file and the
// field ("content/pages/contact.en.json: blocks[2].title: required") so an editor can fix
// them without reading code.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import * as s from './schemas.js';
import { staticPageKeys, type StaticPageKey } from '../routes/route-map.js';
import { collections, collectionNames, type CollectionName, type CollectionTypes, type Item } from './collections.js';
import { companySchema } from './facts/company-schema.js';
import { feeScheduleSchema } from './facts/fees-schema.js';
import { holidaysSchema } from './holidays.js';
import { expandTokens, type Facts } from './facts/tokens.js';
import { checkFactReferences } from './facts/references.js';
import { turkishCases } from './facts/turkish-case.js';
import { figureAllowlistSchema } from './facts/figures.js';

export type Localized<T> = Record<s.Locale, T>;
export type { Item };

export interface ContentBundle {
  site: s.Site;
  dictionary: s.Dictionary;
  redirects: s.Redirect[];
  header: Localized<s.HeaderContent>;
  footer: Localized<s.FooterContent>;
  qrMessage: Localized<s.QrMessage>;
  pages: Localized<Record<StaticPageKey, s.Page>>;
  /** When each page's content last changed, from its `updated` field (sitemap lastmod). */
  pageDates: Localized<Record<StaticPageKey, string>>;
  /** Every collection of the registry (collections.ts), items of both languages. */
  collections: { [C in CollectionName]: CollectionTypes[C][] };
  /** Search synonyms per language. */
  synonyms: s.Synonyms;
  /** Popular pages for empty and fruitless searches, per language. */
  searchSuggestions: Localized<s.SearchSuggestions>;
}

export class ContentError extends Error {
  override name = 'ContentError';
}

function formatIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map((i) => {
      const where = i.path.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)), '');
      return `${file}: ${where || '(root)'}: ${i.message}`;
    })
    .join('\n');
}

function readJson(root: string, rel: string): unknown {
  const file = path.join(root, rel);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ContentError(`content/${rel}: file is missing`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ContentError(`content/${rel}: not valid JSON (${(e as Error).message})`);
  }
}

/**
 * With `facts`, the fact tokens ({{fee:…}}, {{company:…}}) in a language's file are expanded
 * before validation; a token that names nothing is an error naming the file.
 */
function parse<S extends z.ZodType>(root: string, rel: string, schema: S, facts?: Facts): z.infer<S> {
  let json = readJson(root, rel);
  const locale = /\.(tr|en)\.json$/.exec(rel)?.[1] as s.Locale | undefined;
  if (facts && locale) {
    const unknown: string[] = [];
    json = expandTokens(json, facts, locale, unknown);
    if (unknown.length) throw new ContentError(`content/${rel}: ${unknown.map((u) => `"${u}"`).join(', ')} names no fact in content/data/company.json, fees.json or site.json, or has a case other than |${Object.keys(turkishCases).join(' |')} (Turkish files only)`);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new ContentError(formatIssues(`content/${rel}`, result.error));
  return result.data;
}


function loadCollection<S extends z.ZodType>(root: string, dir: string, schema: S, facts: Facts, bilingual = false): Item<z.infer<S>>[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) throw new ContentError(`content/${dir}/: folder is missing`);
  const items: Item<z.infer<S>>[] = [];
  const ids = new Set<string>();
  for (const name of readdirSync(abs).sort()) {
    const m = (bilingual ? /^([a-z0-9-]+)\.json$/ : /^([a-z0-9-]+)\.(tr|en)\.json$/).exec(name);
    if (!m) throw new ContentError(`content/${dir}/${name}: file name must be ${bilingual ? '{id}.json' : '{id}.tr.json or {id}.en.json'}`);
    const [, id, locale] = m as unknown as [string, string, s.Locale | undefined];
    ids.add(id);
    const data = parse(root, `${dir}/${name}`, schema, facts) as object;
    // A bilingual file is the item of both languages; views pick the texts of theirs.
    for (const l of locale ? [locale] : s.locales) items.push({ ...data, translationId: id, locale: l } as Item<z.infer<S>>);
  }
  for (const locale of s.locales) {
    const seen = new Map<string, string>();
    for (const item of items.filter((i) => i.locale === locale)) {
      const slug = (item as unknown as { slug: string }).slug;
      const other = seen.get(slug);
      if (other) throw new ContentError(`content/${dir}/${item.translationId}.${locale}.json: slug "${slug}" is already used by ${other}.${locale}.json`);
      seen.set(slug, item.translationId);
    }
  }
  if (ids.size < 2) throw new ContentError(`content/${dir}/: needs at least two items`);
  return items;
}

/** The schema a content file is validated with, from its path relative to content/. */
export function schemaForFile(rel: string): z.ZodType | undefined {
  const rules: [RegExp, z.ZodType][] = [
    [/^site\.json$/, s.siteSchema], [/^dictionary\.json$/, s.dictionarySchema], [/^redirects\.json$/, s.redirectsSchema],
    [/^navigation\/header\.(tr|en)\.json$/, s.headerSchema], [/^navigation\/footer\.(tr|en)\.json$/, s.footerSchema],
    [/^qr-message\.(tr|en)\.json$/, s.qrMessageSchema], [/^pages\/\w+\.(tr|en)\.json$/, s.pageSchema],
    ...collectionNames.map((c): [RegExp, z.ZodType] => {
      const def: { folder: string; bilingual?: true; schema: z.ZodType } = collections[c];
      return [new RegExp(`^${def.folder}/[a-z0-9-]+${def.bilingual ? '' : '\\.(tr|en)'}\\.json$`), def.schema];
    }),
    [/^data\/company\.json$/, companySchema], [/^data\/fees\.json$/, feeScheduleSchema], [/^data\/figure-allowlist\.json$/, figureAllowlistSchema],
    [/^data\/holidays\.json$/, holidaysSchema],
    [/^search\/synonyms\.json$/, s.synonymsSchema],
    [/^search\/suggestions\.(tr|en)\.json$/, s.searchSuggestionsSchema],
  ];
  return rules.find(([re]) => re.test(rel))?.[1];
}

/** Validates single files (for editors working on a part of the content). */
export function validateFiles(root: string, rels: string[]): string[] {
  const problems: string[] = [];
  let facts: Facts | undefined;
  try { facts = loadFacts(root).facts; } catch (e) { problems.push((e as Error).message); }
  for (const rel of rels) {
    const schema = schemaForFile(rel);
    if (!schema) { problems.push(`content/${rel}: no such kind of content file`); continue; }
    try { parse(root, rel, schema, facts); } catch (e) { problems.push((e as Error).message); }
  }
  return problems;
}

/** site.json, the corporate facts and the fee schedule: read first, since other files' tokens name them. */
function loadFacts(root: string): { site: s.Site; facts: Facts } {
  const siteFile = parse(root, 'site.json', s.siteSchema);
  const company = parse(root, 'data/company.json', companySchema);
  const fees = parse(root, 'data/fees.json', feeScheduleSchema);
  if (!siteFile.regulators.some((r) => r.url === company.licence.regulatorUrl)) {
    throw new ContentError(`content/data/company.json: licence.regulatorUrl: "${company.licence.regulatorUrl}" is not one of site.json's regulators`);
  }
  const { holidays } = parse(root, 'data/holidays.json', holidaysSchema);
  const site: s.Site = { ...siteFile, company, fees, holidays };
  return { site, facts: { site, company, fees } };
}

export function loadContent(root: string): ContentBundle {
  const { site, facts } = loadFacts(root);
  const both = <S extends z.ZodType>(rel: (l: s.Locale) => string, schema: S) =>
    ({ tr: parse(root, rel('tr'), schema, facts), en: parse(root, rel('en'), schema, facts) }) as Localized<z.infer<S>>;

  const pages = { tr: {}, en: {} } as Localized<Record<StaticPageKey, s.Page>>;
  const pageDates = { tr: {}, en: {} } as Localized<Record<StaticPageKey, string>>;
  for (const key of staticPageKeys) {
    for (const locale of s.locales) {
      const rel = `pages/${key}.${locale}.json`;
      pages[locale][key] = parse(root, rel, s.pageSchema, facts);
      const missing = checkFactReferences(`content/${rel}`, pages[locale][key].blocks, facts.fees);
      if (missing.length) throw new ContentError(missing.join('\n'));
      pageDates[locale][key] = pages[locale][key].updated;
    }
  }
  const bundle: ContentBundle = {
    site,
    dictionary: parse(root, 'dictionary.json', s.dictionarySchema),
    redirects: parse(root, 'redirects.json', s.redirectsSchema),
    header: both((l) => `navigation/header.${l}.json`, s.headerSchema),
    footer: both((l) => `navigation/footer.${l}.json`, s.footerSchema),
    qrMessage: both((l) => `qr-message.${l}.json`, s.qrMessageSchema),
    pages,
    pageDates,
    collections: Object.fromEntries(collectionNames.map((c) => {
      const def: { folder: string; bilingual?: true; schema: z.ZodType } = collections[c];
      return [c, loadCollection(root, def.folder, def.schema, facts, def.bilingual)];
    })) as ContentBundle['collections'],
    synonyms: parse(root, 'search/synonyms.json', s.synonymsSchema),
    searchSuggestions: both((l) => `search/suggestions.${l}.json`, s.searchSuggestionsSchema),
  };
  return bundle;
}
