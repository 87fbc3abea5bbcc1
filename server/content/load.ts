// The file source: reads content/ into raw documents, which the one assembler (assemble.ts)
// turns into the site's model with the strict policy, so a bad file stops start-up with the
// file and field named ("content/pages/contact.en.json: blocks[2].title: required") and an
// editor can fix it without reading code.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import * as s from './schemas.js';
import { staticPageKeys } from '../routes/route-map.js';
import { collections, collectionNames } from './collections.js';
import { companySchema } from './facts/company-schema.js';
import { feeScheduleSchema } from './facts/fees-schema.js';
import { holidaysSchema } from './holidays.js';
import { figureAllowlistSchema } from './facts/figures.js';
import type { Facts } from './facts/tokens.js';
import { checkDoc, factsOf, createAssembler, strictPolicy, ContentError, type ContentBundle, type RawContent, type RawDoc, type RawItem, type Localized } from './assemble.js';
import type { Locale } from '../../shared/locale.js';

export { ContentError, type ContentBundle, type Localized };
export type { Item } from './assemble.js';

function readJson(root: string, rel: string): unknown {
  let text: string;
  try {
    text = readFileSync(path.join(root, rel), 'utf8');
  } catch {
    throw new ContentError(`content/${rel}: file is missing`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ContentError(`content/${rel}: not valid JSON (${(e as Error).message})`);
  }
}

const fileDoc = (root: string, rel: string): RawDoc => ({ where: `content/${rel}`, id: rel, value: readJson(root, rel) });
const both = (f: (l: Locale) => RawDoc): Localized<RawDoc> => ({ tr: f('tr'), en: f('en') });

/** A collection's folder: `{id}.{tr,en}.json`, or `{id}.json` for an item whose one file holds both languages. */
function readCollection(root: string, dir: string, bilingual = false): RawItem[] {
  if (!existsSync(path.join(root, dir))) throw new ContentError(`content/${dir}/: folder is missing`);
  const items: RawItem[] = [];
  for (const name of readdirSync(path.join(root, dir)).sort()) {
    const m = (bilingual ? /^([a-z0-9-]+)\.json$/ : /^([a-z0-9-]+)\.(tr|en)\.json$/).exec(name);
    if (!m) throw new ContentError(`content/${dir}/${name}: file name must be ${bilingual ? '{id}.json' : '{id}.tr.json or {id}.en.json'}`);
    items.push({ doc: fileDoc(root, `${dir}/${name}`), translationId: m[1]!, locale: m[2] as Locale | undefined });
  }
  if (new Set(items.map((i) => i.translationId)).size < 2) throw new ContentError(`content/${dir}/: needs at least two items`);
  return items;
}

const pageDocs = (root: string, l: Locale) => staticPageKeys.map((key) => ({ key, doc: fileDoc(root, `pages/${key}.${l}.json`) }));

/** Every document of content/, as read (nothing validated yet). */
export function readContentFolder(root: string): RawContent {
  const synonyms = fileDoc(root, 'search/synonyms.json');
  const part = (l: Locale): RawDoc => ({ ...synonyms, id: `${synonyms.id}:${l}`, at: l, value: (synonyms.value as Record<string, unknown> | null)?.[l] });
  return {
    site: fileDoc(root, 'site.json'),
    company: fileDoc(root, 'data/company.json'),
    fees: fileDoc(root, 'data/fees.json'),
    holidays: fileDoc(root, 'data/holidays.json'),
    dictionary: [fileDoc(root, 'dictionary.json')],
    redirects: [fileDoc(root, 'redirects.json')],
    header: both((l) => fileDoc(root, `navigation/header.${l}.json`)),
    footer: both((l) => fileDoc(root, `navigation/footer.${l}.json`)),
    qrMessage: both((l) => fileDoc(root, `qr-message.${l}.json`)),
    suggestions: both((l) => fileDoc(root, `search/suggestions.${l}.json`)),
    synonyms: both(part),
    pages: { tr: pageDocs(root, 'tr'), en: pageDocs(root, 'en') },
    collections: Object.fromEntries(collectionNames.map((c) => {
      const def: { folder: string; bilingual?: true } = collections[c];
      return [c, readCollection(root, def.folder, def.bilingual)];
    })) as RawContent['collections'],
  };
}

/** Reads and assembles content/; the first problem stops it, named. */
export function loadContent(root: string): ContentBundle {
  return createAssembler()(readContentFolder(root), strictPolicy);
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

/** Validates single files (for editors working on a part of the content), with the facts of the whole folder. */
export function validateFiles(root: string, rels: string[]): string[] {
  const problems: string[] = [];
  let facts: Facts | undefined;
  try {
    facts = factsOf({ site: fileDoc(root, 'site.json'), company: fileDoc(root, 'data/company.json'), fees: fileDoc(root, 'data/fees.json'), holidays: fileDoc(root, 'data/holidays.json') }, strictPolicy).facts;
  } catch (e) { problems.push((e as Error).message); }
  for (const rel of rels) {
    const schema = schemaForFile(rel);
    if (!schema) { problems.push(`content/${rel}: no such kind of content file`); continue; }
    try {
      const r = checkDoc(fileDoc(root, rel), schema, /\.(tr|en)\.json$/.exec(rel)?.[1] as Locale | undefined, facts);
      if (!r.ok) problems.push(...r.problems);
    } catch (e) { problems.push((e as Error).message); }
  }
  return problems;
}
