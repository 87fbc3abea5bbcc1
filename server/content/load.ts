// Reads content/ once at start-up and validates every file. Errors name the file and the
// field ("content/pages/contact.en.json: blocks[2].title: required") so an editor can fix
// them without reading code.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import * as s from './schemas.js';
import { staticPageKeys, type StaticPageKey } from '../routes/route-map.js';
import { collections, collectionNames, type CollectionName, type CollectionTypes, type Item } from './collections.js';

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
  offices: s.Office[];
  providers: s.Provider[];
  /** Search synonyms per language. */
  synonyms: s.Synonyms;
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

function parse<S extends z.ZodType>(root: string, rel: string, schema: S): z.infer<S> {
  const result = schema.safeParse(readJson(root, rel));
  if (!result.success) throw new ContentError(formatIssues(`content/${rel}`, result.error));
  return result.data;
}


function loadCollection<S extends z.ZodType>(root: string, dir: string, schema: S): Item<z.infer<S>>[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) throw new ContentError(`content/${dir}/: folder is missing`);
  const items: Item<z.infer<S>>[] = [];
  const ids = new Set<string>();
  for (const name of readdirSync(abs).sort()) {
    const m = /^([a-z0-9-]+)\.(tr|en)\.json$/.exec(name);
    if (!m) throw new ContentError(`content/${dir}/${name}: file name must be {id}.tr.json or {id}.en.json`);
    const [, id, locale] = m as unknown as [string, string, s.Locale];
    ids.add(id);
    items.push({ ...(parse(root, `${dir}/${name}`, schema) as object), translationId: id, locale } as Item<z.infer<S>>);
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
    ...collectionNames.map((c): [RegExp, z.ZodType] => [new RegExp(`^${collections[c].folder}/[a-z0-9-]+\\.(tr|en)\\.json$`), collections[c].schema]),
    [/^data\/offices\.json$/, s.officesSchema], [/^data\/providers\.json$/, s.providersSchema],
    [/^search\/synonyms\.json$/, s.synonymsSchema],
  ];
  return rules.find(([re]) => re.test(rel))?.[1];
}

/** Validates single files (for editors working on a part of the content). */
export function validateFiles(root: string, rels: string[]): string[] {
  const problems: string[] = [];
  for (const rel of rels) {
    const schema = schemaForFile(rel);
    if (!schema) { problems.push(`content/${rel}: no such kind of content file`); continue; }
    try { parse(root, rel, schema); } catch (e) { problems.push((e as Error).message); }
  }
  return problems;
}

export function loadContent(root: string): ContentBundle {
  const both = <S extends z.ZodType>(rel: (l: s.Locale) => string, schema: S) =>
    ({ tr: parse(root, rel('tr'), schema), en: parse(root, rel('en'), schema) }) as Localized<z.infer<S>>;

  const pages = { tr: {}, en: {} } as Localized<Record<StaticPageKey, s.Page>>;
  const pageDates = { tr: {}, en: {} } as Localized<Record<StaticPageKey, string>>;
  for (const key of staticPageKeys) {
    for (const locale of s.locales) {
      const rel = `pages/${key}.${locale}.json`;
      pages[locale][key] = parse(root, rel, s.pageSchema);
      pageDates[locale][key] = pages[locale][key].updated;
    }
  }
  const bundle: ContentBundle = {
    site: parse(root, 'site.json', s.siteSchema),
    dictionary: parse(root, 'dictionary.json', s.dictionarySchema),
    redirects: parse(root, 'redirects.json', s.redirectsSchema),
    header: both((l) => `navigation/header.${l}.json`, s.headerSchema),
    footer: both((l) => `navigation/footer.${l}.json`, s.footerSchema),
    qrMessage: both((l) => `qr-message.${l}.json`, s.qrMessageSchema),
    pages,
    pageDates,
    collections: Object.fromEntries(collectionNames.map((c) => [c, loadCollection(root, collections[c].folder, collections[c].schema)])) as ContentBundle['collections'],
    offices: parse(root, 'data/offices.json', s.officesSchema),
    providers: parse(root, 'data/providers.json', s.providersSchema),
    synonyms: parse(root, 'search/synonyms.json', s.synonymsSchema),
  };
  return bundle;
}
