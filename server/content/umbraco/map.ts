// Umbraco's documents as the assembler's raw documents (model.json says how each property
// decodes). Only what is Umbraco's own happens here: which document is which part of the
// model, its URL segment as the slug, a dictionary or redirect item as its one entry. The
// checks and the model itself are the one assembler's (../assemble.ts).
import { staticPageKeys, type StaticPageKey } from '../../routes/route-map.js';
import { collections, collectionNames } from '../collections.js';
import type { RawContent, RawDoc, RawItem, Localized } from '../assemble.js';
import { collectionType, type ApiContent } from './model.js';
import { decodeDocument, type DecodeContext } from './decode.js';
import { linkResolver, type LinkResolver } from './links.js';
import { shortValue, type Note } from '../tolerant.js';
import { at, TR, EN, type Answers } from './answers.js';
import type { Locale } from '../../../shared/locale.js';

export interface MapLog { warn(obj: object, msg: string): void }
export interface MapOptions {
  /** The origin Umbraco's media URLs are read from (UMBRACO_MEDIA_URL). */
  mediaBase: string;
}
type Props = Record<string, unknown>;
const culture: Localized<string> = { tr: TR, en: EN };

interface Decoded { signature: string; locale: Locale | undefined; props: Props; notes: Note[] }
// Decoding is the costly part of mapping: done once per answer object and set of site paths
// (unchanged answers are the same objects); the result is the policy's memo key too.
const decoded = new WeakMap<ApiContent, Decoded>();

/** The mapping of one read: how a document decodes (with the read's links and media host). */
function decoder(links: LinkResolver, o: MapOptions) {
  return (d: ApiContent, locale: Locale | undefined): Decoded => {
    const known = decoded.get(d);
    if (known && known.signature === links.signature && known.locale === locale) return known;
    const notes: Note[] = [];
    const ctx: DecodeContext = {
      mediaBase: o.mediaBase,
      linkTo: links.linkTo(locale ?? 'tr'),
      note: (field, sent, problem) => notes.push({ field, sent: shortValue(sent), problem, outcome: 'left out' }),
    };
    const v: Decoded = { signature: links.signature, locale, props: decodeDocument(d, ctx), notes };
    decoded.set(d, v);
    return v;
  };
}
type Decode = ReturnType<typeof decoder>;

/** One document (or one part of it) for the assembler; what decoding left out travels with it. */
type MakeDoc = (d: ApiContent | null, missingAt: string, locale: Locale | undefined, subject: string, build?: (p: Props) => unknown, part?: string) => RawDoc;
const docMaker = (decode: Decode): MakeDoc => (d, missingAt, locale, subject, build = (p) => p, part = '') => {
  if (!d) return { where: `Umbraco ${missingAt}`, id: `${missingAt}:${locale ?? ''}:${part}`, value: undefined, missing: true, locale, subject };
  const { props, notes } = decode(d, locale);
  const doc: RawDoc = { where: `Umbraco ${d.id}`, id: `${d.id}:${locale ?? ''}:${part}`, contentType: d.contentType, sourceId: d.id, locale, subject, value: undefined, origin: props, at: part || undefined };
  const own = part ? notes.filter((n) => n.field === part || n.field.startsWith(`${part}.`) || n.field.startsWith(`${part}[`)) : notes;
  if (own.length) doc.notes = own;
  try { doc.value = build(props); } catch (e) { doc.problem = (e as Error).message; }
  return doc;
};

const slugOf = (d: ApiContent) => d.route.path?.split('/').filter(Boolean).pop() ?? '';

/** Maps the answers of a read onto raw documents, leaving out (logged) a document of the wrong type. */
export function toRawContent(answers: Answers, log: MapLog, o: MapOptions): RawContent {
  const decode = decoder(linkResolver(answers), o);
  const rawDoc = docMaker(decode);
  const item = (path: string, c: string) => answers.items.get(at(path, c)) ?? null;
  const children = (path: string, c: string, alias: string) => (answers.lists.get(at(path, c)) ?? []).filter((d) => {
    if (d.contentType === alias) return true;
    log.warn({ id: d.id, contentType: d.contentType }, `Umbraco document skipped: expected ${alias}`);
    return false;
  });
  const single = (path: string, subject: string, build?: (p: Props) => unknown, part?: string): Localized<RawDoc> =>
    ({ tr: rawDoc(item(path, TR), `${path} (${TR})`, 'tr', subject, build, part), en: rawDoc(item(path, EN), `${path} (${EN})`, 'en', subject, build, part) });
  const settings = (part: string) => rawDoc(item('/settings/site/', TR), '/settings/site/', undefined, 'settings', (p) => p[part], part);
  return {
    site: settings('siteData'), company: settings('companyData'), fees: settings('feesData'), holidays: settings('holidaysData'),
    dictionary: children('/dictionary/', TR, 'dictionaryItem').map((d) => rawDoc(d, d.id, undefined, 'dictionary', dictionaryEntry)),
    redirects: children('/redirects/', TR, 'redirect').map((d) => rawDoc(d, d.id, undefined, 'redirects', (p) => [{ ...p, status: typeof p.status === 'string' && /^\d+$/.test(p.status) ? Number(p.status) : p.status }])),
    header: single('/settings/header/', 'header'),
    footer: single('/settings/footer/', 'footer'),
    qrMessage: single('/settings/qr-message/', 'qrMessage', (p) => ({ contentType: 'qrMessage', properties: p })),
    suggestions: single('/settings/search/', 'search', ({ synonyms: _, ...p }) => p, 'suggestions'),
    synonyms: single('/settings/search/', 'search', (p) => p.synonyms, 'synonyms'),
    pages: { tr: pagesOf(rawDoc, children('/pages/', TR, 'page'), 'tr', log), en: pagesOf(rawDoc, children('/pages/', EN, 'page'), 'en', log) },
    collections: Object.fromEntries(collectionNames.map((name) => {
      const def = collections[name] as { folder: string; bilingual?: true };
      const alias = collectionType(name)?.alias ?? name;
      const items = (l: Locale, locale?: Locale): RawItem[] => children(`/${def.folder}/`, culture[l], alias)
        .map((d) => ({ doc: rawDoc(d, d.id, locale, `${name}:${slugOf(d)}`, (p) => ({ slug: slugOf(d), ...p })), translationId: d.id, locale }));
      return [name, def.bilingual ? items('tr') : [...items('tr', 'tr'), ...items('en', 'en')]];
    })) as RawContent['collections'],
  };
}

/** A dictionary item is one entry: `{ key, tr, en }` → `{ [key]: { tr, en } }`. */
function dictionaryEntry({ key, ...texts }: Props): unknown {
  if (typeof key !== 'string' || !key) throw new Error('key: required');
  return { [key]: texts };
}

function pagesOf(rawDoc: MakeDoc, docs: ApiContent[], l: Locale, log: MapLog): { key: StaticPageKey; doc: RawDoc }[] {
  return docs.flatMap((d) => {
    const key = d.properties.routeKey as StaticPageKey;
    if (staticPageKeys.includes(key)) return [{ key, doc: rawDoc(d, d.id, l, `page:${key}`, ({ routeKey: _, ...rest }) => rest) }];
    log.warn({ id: d.id, contentType: d.contentType, routeKey: String(key).slice(0, 60) }, 'Umbraco document skipped: routeKey names no page of the route map');
    return [];
  });
}
