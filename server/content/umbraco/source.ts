// The Umbraco content source. It reads the document types of model.json through the
// Delivery API client (every call behind the CmsCache) and maps them onto the same validated
// model the file source builds from content/ (ContentBundle): the same zod schemas, the same
// fact tokens, the same checks. The bundle is then served through the content interface
// (fileContentSource over the latest bundle), so the site cannot tell the sources apart.
//
// A document the site cannot use (it fails its schema, names an unknown block, carries a
// token that names no fact, is not the shape its editor gives) is logged with its id and
// content type and skipped: its last good version stays if there was one. Nothing about a
// bad document reaches a visitor as an error. Only the parts every page needs (site
// settings, header, footer, QR message, search settings) stop a read when they have never
// been good; then the previous bundle keeps serving (or, at start-up, readiness waits).
//
// A complete read fetches every single item and list (fetchAll) and maps them (assemble).
// A change event (a webhook) names one document: readChanged fetches it by id in each
// culture, puts it where it belongs in a copy of the last answers (by its route: a single
// item such as /settings/header/, or a member of a folder's list) and maps the whole again.
// Mapping is cheap: a document already checked against the same facts is not checked again.
import type { z } from 'zod';
import * as s from '../schemas.js';
import { staticPageKeys, type StaticPageKey } from '../../routes/route-map.js';
import { collections, collectionNames, type CollectionName } from '../collections.js';
import type { ContentBundle, Localized } from '../load.js';
import { companySchema } from '../facts/company-schema.js';
import { feeScheduleSchema } from '../facts/fees-schema.js';
import { holidaysSchema } from '../holidays.js';
import { expandTokens, type Facts } from '../facts/tokens.js';
import { checkFactReferences } from '../facts/references.js';
import { model, decodeDocument, collectionType, DecodeError, type ApiContent } from './model.js';
import type { UmbracoClient } from './client.js';

export interface SkipLog { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void }

export class IncompleteContent extends Error {
  override name = 'IncompleteContent';
}

const zodProblem = (e: z.ZodError) => e.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

/** Reads a whole bundle from Umbraco; keeps the last good version of each document between reads. */
export function umbracoBundleReader(client: UmbracoClient, log: SkipLog) {
  // Apart for the live site and for preview, so a draft an editor looked at is never the live
  // site's fallback. Each keeps only the documents its latest assembly asked for: one deleted in
  // the CMS leaves it (docs/caches.md).
  const lastGood = { live: new Map<string, unknown>(), preview: new Map<string, unknown>() };
  const checked = new WeakMap<ApiContent, Map<string, Checked>>();
  const cultureOf = (l: s.Locale) => model.cultures[l];

  /** Decodes, expands tokens and validates one document; on failure logs it and answers its last good version (or undefined). */
  const acceptInto = (good: Map<string, unknown>, seen: Set<string>) => function accept<T>(doc: ApiContent | null, key: string, build: (props: Record<string, unknown>) => unknown, schema: z.ZodType<T>, locale: s.Locale | undefined, facts: Facts | undefined, extra?: (v: T) => string[]): T | undefined {
    const id = doc?.id ?? key;
    const remembered = `${id}:${locale ?? ''}`;
    seen.add(remembered);
    if (!doc) {
      log.warn({ id: key, locale }, 'Umbraco document missing; last good version kept');
      return good.get(remembered) as T | undefined;
    }
    // The same answer (the same object from the CMS cache or a patched read) checked against
    // the same facts gives the same result: it is not validated (or logged) again.
    const memo = checked.get(doc)?.get(locale ?? '');
    if (memo && memo.facts === facts) return (memo.ok ? memo.value : good.get(remembered)) as T | undefined;
    const remember = (ok: boolean, value?: unknown) => {
      const byLocale = checked.get(doc) ?? new Map<string, Checked>();
      byLocale.set(locale ?? '', { facts, ok, value });
      checked.set(doc, byLocale);
    };
    let problem: string;
    try {
      let json = build(decodeDocument(doc));
      if (facts && locale) {
        const unknown: string[] = [];
        json = expandTokens(json, facts, locale, unknown);
        if (unknown.length) throw new DecodeError(`${unknown.map((u) => `"${u}"`).join(', ')} names no fact`);
      }
      const r = schema.safeParse(json);
      if (r.success) {
        const more = extra?.(r.data) ?? [];
        if (!more.length) {
          good.set(remembered, r.data);
          remember(true, r.data);
          return r.data;
        }
        problem = more.join('; ');
      } else problem = zodProblem(r.error);
    } catch (e) {
      problem = (e as Error).message;
    }
    remember(false);
    log.warn({ id: doc.id, contentType: doc.contentType, locale, problem }, 'Umbraco document skipped: the site cannot use it; last good version kept');
    return good.get(remembered) as T | undefined;
  };

  const required = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new IncompleteContent(`Umbraco: ${what} has never been usable`);
    return v;
  };

  const slugOf = (doc: ApiContent) => doc.route.path?.split('/').filter(Boolean).pop() ?? '';
  const expectType = (docs: ApiContent[], alias: string) => docs.filter((d) => {
    if (d.contentType === alias) return true;
    log.warn({ id: d.id, contentType: d.contentType }, `Umbraco document skipped: expected ${alias}`);
    return false;
  });

  // What a complete read fetches: the single items and the lists (folders' children), each
  // in the cultures the site reads it in. An invariant list is read in the default culture.
  const tr = cultureOf('tr');
  const en = cultureOf('en');
  const itemPlan: [string, string][] = [['/settings/site/', tr], ...['header', 'footer', 'qr-message', 'search'].flatMap((x): [string, string][] => [[`/settings/${x}/`, tr], [`/settings/${x}/`, en]])];
  const listPlan: [string, string][] = [['/dictionary/', tr], ['/redirects/', tr], ['/pages/', tr], ['/pages/', en]];
  for (const name of collectionNames) {
    const def = collections[name] as { folder: string; bilingual?: true };
    listPlan.push([`/${def.folder}/`, tr]);
    if (!def.bilingual) listPlan.push([`/${def.folder}/`, en]);
  }
  const at = (path: string, culture: string) => `${path}|${culture}`;

  /** Every answer a complete read fetches; a change event patches a copy of it. */
  async function fetchAll(preview: boolean): Promise<RawContent> {
    // Every call at once: a complete read waits for the slowest list, not the sum.
    const [items, lists] = await Promise.all([
      Promise.all(itemPlan.map(async ([p, c]) => [at(p, c), await client.item(p, c, preview)] as const)),
      Promise.all(listPlan.map(async ([p, c]) => [at(p, c), await client.children(p, c, preview)] as const)),
    ]);
    return { items: new Map(items), lists: new Map(lists) };
  }

  // Facts are rebuilt only when the site settings' value changes, so that the documents
  // validated against them before are not validated again (see `accept`).
  let factsFor: { settings: SiteSettings; site: s.Site; facts: Facts } | undefined;

  /** Maps the fetched documents onto the site's model, validating each as start-up does. */
  function assemble(raw: RawContent, preview = false): ContentBundle {
    const good = preview ? lastGood.preview : lastGood.live;
    const seen = new Set<string>();
    const accept = acceptInto(good, seen);
    const item = (path: string, culture: string) => raw.items.get(at(path, culture)) ?? null;
    const children = (path: string, culture: string) => raw.lists.get(at(path, culture)) ?? [];
    const both = <T>(f: (l: s.Locale) => T): Localized<T> => ({ tr: f('tr'), en: f('en') });

    // Site settings and the facts other documents' tokens name.
    const settings = required(accept(item('/settings/site/', tr), 'siteSettings', (p) => p, siteSettingsSchema, undefined, undefined, (v) =>
      v.siteData.regulators.some((r) => r.url === v.companyData.licence.regulatorUrl) ? [] : ['companyData.licence.regulatorUrl is not one of the site\'s regulators']), 'siteSettings');
    if (factsFor?.settings !== settings) {
      const site: s.Site = { ...settings.siteData, company: settings.companyData, fees: settings.feesData, holidays: settings.holidaysData.holidays };
      factsFor = { settings, site, facts: { site, company: site.company, fees: site.fees } };
    }
    const { site, facts } = factsFor;

    const single = <T>(path: string, alias: string, schema: z.ZodType<T>, build: (p: Record<string, unknown>) => unknown = (p) => p) =>
      both((l) => required(accept(item(path, cultureOf(l)), alias, build, schema, l, facts), `${alias} (${l})`));

    const header = single('/settings/header/', 'header', s.headerSchema);
    const footer = single('/settings/footer/', 'footer', s.footerSchema);
    const qrMessage = single('/settings/qr-message/', 'qrMessage', s.qrMessageSchema, (p) => ({ contentType: 'qrMessage', properties: p }));
    const search = single('/settings/search/', 'searchSettings', searchSettingsSchema);

    const dictionary: s.Dictionary = {};
    for (const d of expectType(children('/dictionary/', tr), 'dictionaryItem')) {
      const e = accept(d, d.id, (p) => p, dictionaryItemSchema, undefined, undefined);
      if (e) dictionary[e.key] = { ...(e.tr !== undefined ? { tr: e.tr } : {}), ...(e.en !== undefined ? { en: e.en } : {}) };
    }
    const redirects = expectType(children('/redirects/', tr), 'redirect')
      .map((d) => accept(d, d.id, (p) => ({ ...p, status: typeof p.status === 'string' && /^\d+$/.test(p.status) ? Number(p.status) : p.status }), redirectSchema, undefined, undefined))
      .filter((r): r is s.Redirect => !!r);

    const pages = { tr: {}, en: {} } as Localized<Record<StaticPageKey, s.Page>>;
    const pageDates = { tr: {}, en: {} } as Localized<Record<StaticPageKey, string>>;
    for (const l of s.locales) {
      for (const d of expectType(children('/pages/', cultureOf(l)), 'page')) {
        const key = d.properties.routeKey as StaticPageKey;
        if (!staticPageKeys.includes(key)) {
          log.warn({ id: d.id, contentType: d.contentType, routeKey: String(key).slice(0, 60) }, 'Umbraco document skipped: routeKey names no page of the route map');
          continue;
        }
        const page = accept(d, d.id, (p) => { const { routeKey: _, ...rest } = p; return rest; }, s.pageSchema, l, facts,
          (pg) => checkFactReferences(`Umbraco ${d.id}`, pg.blocks, facts.fees));
        if (page) {
          pages[l][key] = page;
          pageDates[l][key] = page.updated;
        }
      }
    }

    const collectionItems = {} as ContentBundle['collections'];
    for (const name of collectionNames) {
      const def = collections[name] as { folder: string; bilingual?: true; schema: z.ZodType };
      const type = collectionType(name);
      if (!type) throw new IncompleteContent(`model.json has no document type for ${name}`);
      const items: { translationId: string; locale: s.Locale; slug: string }[] = [];
      const add = (d: ApiContent, l: s.Locale, value: unknown) => {
        const item = { ...(value as object), translationId: d.id, locale: l } as { translationId: string; locale: s.Locale; slug: string };
        if (items.some((i) => i.locale === l && i.slug === item.slug)) {
          log.warn({ id: d.id, contentType: d.contentType, locale: l }, 'Umbraco document skipped: its URL segment is already used in its collection');
          return;
        }
        items.push(item);
      };
      if (def.bilingual) {
        for (const d of expectType(children(`/${def.folder}/`, tr), type.alias)) {
          const v = accept(d, d.id, (p) => ({ slug: slugOf(d), ...p }), def.schema, undefined, undefined);
          if (v) for (const l of s.locales) add(d, l, v);
        }
      } else {
        for (const l of s.locales) {
          for (const d of expectType(children(`/${def.folder}/`, cultureOf(l)), type.alias)) {
            const v = accept(d, d.id, (p) => ({ slug: slugOf(d), ...p }), def.schema, l, facts);
            if (v) add(d, l, v);
          }
        }
      }
      (collectionItems as Record<CollectionName, unknown[]>)[name] = items;
    }

    // A document this assembly did not ask for (deleted or moved out in the CMS) is forgotten.
    for (const k of good.keys()) if (!seen.has(k)) good.delete(k);
    return {
      site, dictionary, redirects, header, footer, qrMessage, pages, pageDates,
      collections: collectionItems,
      synonyms: { tr: search.tr.synonyms, en: search.en.synonyms },
      searchSuggestions: { tr: { heading: search.tr.heading, links: search.tr.links }, en: { heading: search.en.heading, links: search.en.links } },
    };
  }

  // The answers the live bundle was made from; a change event patches a copy.
  let live: RawContent | undefined;
  // Documents an event removed lately: a replayed unpublish or delete of one is known, not a
  // reason to read everything. Bounded: the oldest is forgotten first.
  const removed = new Set<string>();
  const REMOVED_MAX = 1000;
  const forgetRemoved = (id: string) => {
    removed.add(id);
    if (removed.size > REMOVED_MAX) removed.delete(removed.values().next().value!);
  };

  /** Reads everything (through the CMS cache) and maps it; with preview, Umbraco's drafts, never cached. */
  async function read(preview = false): Promise<ContentBundle> {
    const raw = await fetchAll(preview);
    const bundle = assemble(raw, preview);
    if (!preview) live = raw;
    return bundle;
  }

  /**
   * Reads only the documents a change event names: each by id in every culture, placed by its
   * route into the list or single item it belongs to in the live answers; a list is read again
   * only when a document joins it (its order comes from Umbraco). A document no longer there
   * (unpublished, deleted) leaves its lists. A document that cannot be placed (a folder, the
   * root, one never seen) makes every cached answer due and reads everything. The answers of
   * what changed are made due in the CMS cache too, so the periodic complete read fetches them.
   */
  async function readChanged(ids: readonly string[]): Promise<{ bundle: ContentBundle; complete: boolean; calls: number }> {
    const before = client.calls;
    const complete = async () => {
      client.invalidate();
      return { bundle: await read(), complete: true, calls: client.calls - before };
    };
    if (!live || ids.length === 0) return complete();
    const base = live;
    const cultures = [tr, en];
    const answers = await Promise.all(ids.map(async (id) => ({ id, docs: await Promise.all(cultures.map((c) => client.byId(id, c))) })));
    const raw: RawContent = { items: new Map(base.items), lists: new Map(base.lists) };
    const reread = new Set<string>();
    for (const { id, docs } of answers) {
      let placed = false;
      let known = false;
      cultures.forEach((culture, i) => {
        const doc = docs[i] ?? null;
        // Where it was in this culture.
        for (const [key, list] of raw.lists) {
          if (!key.endsWith(`|${culture}`) || !list.some((d) => d.id === id)) continue;
          known = true;
          const stays = doc?.route.path && key === at(parentOf(doc.route.path), culture);
          if (!stays) {
            raw.lists.set(key, list.filter((d) => d.id !== id));
            client.invalidate(listKeyPrefix(key));
          }
        }
        // A single item stays where the site reads it, even if an editor moved it (the client
        // follows Umbraco's 301 from the path it reads to the item's new route).
        let single = false;
        for (const [key, it] of raw.items) {
          if (!key.endsWith(`|${culture}`) || it?.id !== id) continue;
          known = single = true;
          raw.items.set(key, doc);
          client.invalidate([itemKey(key)]);
        }
        if (single && doc) placed = true;
        if (single || !doc?.route.path) return;
        // Where it is now.
        const itemAt = at(doc.route.path, culture);
        if (raw.items.has(itemAt)) {
          raw.items.set(itemAt, doc);
          client.invalidate([itemKey(itemAt)]);
          placed = true;
          return;
        }
        const listAt = at(parentOf(doc.route.path), culture);
        const list = raw.lists.get(listAt);
        if (!list) return;
        placed = true;
        client.invalidate(listKeyPrefix(listAt));
        const index = list.findIndex((d) => d.id === id);
        if (index >= 0) raw.lists.set(listAt, list.map((d, j) => (j === index ? doc : d)));
        else reread.add(listAt); // it joins the list: its place comes from Umbraco
      });
      if (!docs.some(Boolean) && (known || removed.has(id))) {
        forgetRemoved(id);
        continue;
      }
      if (!placed) {
        log.info?.({ id }, 'Umbraco change names a document the site does not place; reading everything');
        return complete();
      }
      removed.delete(id);
    }
    await Promise.all([...reread].map(async (key) => {
      const [path, culture] = key.split('|') as [string, string];
      raw.lists.set(key, await client.children(path, culture));
    }));
    const bundle = assemble(raw);
    live = raw;
    return { bundle, complete: false, calls: client.calls - before };
  }

  return { read, readChanged };
}

/** The answers a bundle is made from: single items and lists, by `path|culture`. */
interface RawContent {
  items: Map<string, ApiContent | null>;
  lists: Map<string, ApiContent[]>;
}

/** `/blog/a-post/` → `/blog/`. */
const parentOf = (path: string) => path.replace(/[^/]+\/$/, '');
/** The CMS cache keys of a list (every page of it) and of a single item (client.ts names them). */
const listKeyPrefix = (key: string) => { const [p, c] = key.split('|'); return { prefix: `children:${p}:${c}:` }; };
const itemKey = (key: string) => { const [p, c] = key.split('|'); return `item:${p}:${c}`; };


import { z as zod } from 'zod';
const siteSettingsSchema = zod.object({ siteData: s.siteSchema, companyData: companySchema, feesData: feeScheduleSchema, holidaysData: holidaysSchema });
const searchSettingsSchema = s.searchSuggestionsSchema.extend({ synonyms: s.synonymsSchema.shape.tr });
const dictionaryItemSchema = zod.object({ key: zod.string().min(1), tr: zod.string().optional(), en: zod.string().optional() }).strict();
const redirectSchema = s.redirectsSchema.element;
type SiteSettings = z.infer<typeof siteSettingsSchema>;
/** One document's check against one set of facts. */
interface Checked { facts: Facts | undefined; ok: boolean; value?: unknown }
