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

export interface SkipLog { warn(obj: object, msg: string): void }

export class IncompleteContent extends Error {
  override name = 'IncompleteContent';
}

const zodProblem = (e: z.ZodError) => e.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

/** Reads a whole bundle from Umbraco; keeps the last good version of each document between reads. */
export function umbracoBundleReader(client: UmbracoClient, log: SkipLog) {
  // Apart for the live site and for preview, so a draft an editor looked at is never the live
  // site's fallback. Each keeps only the documents its latest complete read asked for: one
  // deleted in the CMS leaves it (docs/caches.md).
  const lastGood = { live: new Map<string, unknown>(), preview: new Map<string, unknown>() };
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
          return r.data;
        }
        problem = more.join('; ');
      } else problem = zodProblem(r.error);
    } catch (e) {
      problem = (e as Error).message;
    }
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

  async function read(preview = false): Promise<ContentBundle> {
    const good = preview ? lastGood.preview : lastGood.live;
    const seen = new Set<string>();
    const accept = acceptInto(good, seen);
    const both = async <T>(f: (l: s.Locale) => Promise<T>): Promise<Localized<T>> => {
      const [tr, en] = await Promise.all([f('tr'), f('en')]);
      return { tr, en };
    };
    const tr = cultureOf('tr');
    if (!preview) {
      // Every call at once: the reads below then find their answers in the CMS cache (a failed
      // call here is made again below, and answered there by its rules).
      const en = cultureOf('en');
      const lists: [string, string][] = [['/dictionary/', tr], ['/redirects/', tr], ['/pages/', tr], ['/pages/', en]];
      for (const name of collectionNames) {
        const def = collections[name] as { folder: string; bilingual?: true };
        lists.push([`/${def.folder}/`, tr]);
        if (!def.bilingual) lists.push([`/${def.folder}/`, en]);
      }
      const items: [string, string][] = [['/settings/site/', tr], ...['header', 'footer', 'qr-message', 'search'].flatMap((x): [string, string][] => [[`/settings/${x}/`, tr], [`/settings/${x}/`, en]])];
      await Promise.allSettled([...lists.map(([p, c]) => client.children(p, c)), ...items.map(([p, c]) => client.item(p, c))]);
    }

    // Site settings and the facts other documents' tokens name.
    const settingsDoc = await client.item('/settings/site/', tr, preview);
    const settings = required(accept(settingsDoc, 'siteSettings', (p) => p, siteSettingsSchema, undefined, undefined, (v) =>
      v.siteData.regulators.some((r) => r.url === v.companyData.licence.regulatorUrl) ? [] : ['companyData.licence.regulatorUrl is not one of the site\'s regulators']), 'siteSettings');
    const site: s.Site = { ...settings.siteData, company: settings.companyData, fees: settings.feesData, holidays: settings.holidaysData.holidays };
    const facts: Facts = { site, company: site.company, fees: site.fees };

    const single = <T>(path: string, alias: string, schema: z.ZodType<T>, build: (p: Record<string, unknown>) => unknown = (p) => p) =>
      both(async (l) => required(accept(await client.item(path, cultureOf(l), preview), alias, build, schema, l, facts), `${alias} (${l})`));

    const [header, footer, qrMessage, search] = await Promise.all([
      single('/settings/header/', 'header', s.headerSchema),
      single('/settings/footer/', 'footer', s.footerSchema),
      single('/settings/qr-message/', 'qrMessage', s.qrMessageSchema, (p) => ({ contentType: 'qrMessage', properties: p })),
      single('/settings/search/', 'searchSettings', searchSettingsSchema),
    ]);

    const dictionaryDocs = expectType(await client.children('/dictionary/', tr, preview), 'dictionaryItem');
    const dictionary: s.Dictionary = {};
    for (const d of dictionaryDocs) {
      const e = accept(d, d.id, (p) => p, dictionaryItemSchema, undefined, undefined);
      if (e) dictionary[e.key] = { ...(e.tr !== undefined ? { tr: e.tr } : {}), ...(e.en !== undefined ? { en: e.en } : {}) };
    }
    const redirects = expectType(await client.children('/redirects/', tr, preview), 'redirect')
      .map((d) => accept(d, d.id, (p) => ({ ...p, status: typeof p.status === 'string' && /^\d+$/.test(p.status) ? Number(p.status) : p.status }), redirectSchema, undefined, undefined))
      .filter((r): r is s.Redirect => !!r);

    const pages = { tr: {}, en: {} } as Localized<Record<StaticPageKey, s.Page>>;
    const pageDates = { tr: {}, en: {} } as Localized<Record<StaticPageKey, string>>;
    await both(async (l) => {
      for (const d of expectType(await client.children('/pages/', cultureOf(l), preview), 'page')) {
        const key = decodeDocument(d).routeKey as StaticPageKey;
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
    });

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
        for (const d of expectType(await client.children(`/${def.folder}/`, tr, preview), type.alias)) {
          const v = accept(d, d.id, (p) => ({ slug: slugOf(d), ...p }), def.schema, undefined, undefined);
          if (v) for (const l of s.locales) add(d, l, v);
        }
      } else {
        await both(async (l) => {
          for (const d of expectType(await client.children(`/${def.folder}/`, cultureOf(l), preview), type.alias)) {
            const v = accept(d, d.id, (p) => ({ slug: slugOf(d), ...p }), def.schema, l, facts);
            if (v) add(d, l, v);
          }
        });
      }
      (collectionItems as Record<CollectionName, unknown[]>)[name] = items;
    }

    for (const k of good.keys()) if (!seen.has(k)) good.delete(k);
    return {
      site, dictionary, redirects, header, footer, qrMessage, pages, pageDates,
      collections: collectionItems,
      synonyms: { tr: search.tr.synonyms, en: search.en.synonyms },
      searchSuggestions: { tr: { heading: search.tr.heading, links: search.tr.links }, en: { heading: search.en.heading, links: search.en.links } },
    };
  }

  return { read };
}

import { z as zod } from 'zod';
const siteSettingsSchema = zod.object({ siteData: s.siteSchema, companyData: companySchema, feesData: feeScheduleSchema, holidaysData: holidaysSchema });
const searchSettingsSchema = s.searchSuggestionsSchema.extend({ synonyms: s.synonymsSchema.shape.tr });
const dictionaryItemSchema = zod.object({ key: zod.string().min(1), tr: zod.string().optional(), en: zod.string().optional() }).strict();
const redirectSchema = s.redirectsSchema.element;
