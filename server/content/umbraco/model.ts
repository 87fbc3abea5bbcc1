// The Umbraco content model (model.json) and the property-value mapping between Umbraco's
// Content Delivery API shapes and the site's plain values. decode() is what the Umbraco
// source applies to every property it reads; encode() is its inverse, used by the stand-in
// server (scripts/umbraco-stand-in.ts) to serve content/ the way the Delivery API would.
// Which property is Rich Text, a Media Picker, a Multi URL Picker, a JSON text area or a
// Block List holding one element is read from model.json, never guessed from the data.
import { createHash } from 'node:crypto';
import modelJson from './model.json' with { type: 'json' };
import type { Locale } from '../../../shared/locale.js';

export interface PropertyDef { alias: string; editor: string; field: string; element?: string }
export interface DocumentTypeDef {
  alias: string; path: string; variant: boolean; site: string;
  /** For collection items and pages: the site's collection name (or "pages"). */
  collection?: string;
  properties: PropertyDef[];
}
export interface UmbracoModel {
  cultures: Record<Locale, string>;
  startItem: string;
  editors: Record<string, string>;
  richText: string[];
  singleBlock: string[];
  mediaUrl: string[];
  mediaVisual: string[];
  links: Record<string, 'properties' | 'plain'>;
  json: string[];
  documentTypes: DocumentTypeDef[];
}

export const model = modelJson as UmbracoModel;

const richText = new Set(model.richText);
const singleBlock = new Set(model.singleBlock);
const mediaUrl = new Set(model.mediaUrl);
const mediaVisual = new Set(model.mediaVisual);
const jsonText = new Set(model.json);

export const collectionType = (collection: string) => model.documentTypes.find((d) => d.collection === collection);

/** A stable GUID from a name (the stand-in's ids; an Umbraco key is a GUID). */
export function guidFor(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

// ---- Delivery API shapes ----------------------------------------------------------------

export interface ApiRoute { path: string | null; queryString?: string | null; startItem: { id: string; path: string | null } }
export interface ApiContent {
  contentType: string; name: string; createDate: string; updateDate: string;
  route: ApiRoute; id: string; properties: Record<string, unknown>; cultures: Record<string, ApiRoute>;
}
export interface ApiBlockItem { content: { contentType: string; id: string; properties: Record<string, unknown> }; settings: null | { contentType: string; id: string; properties: Record<string, unknown> } }
export interface ApiBlockList { items: ApiBlockItem[] }
export interface ApiMedia {
  id: string; name: string; mediaType: string; url: string; extension: string | null;
  width: number | null; height: number | null; bytes: number | null;
  focalPoint: null; crops: unknown[]; properties: Record<string, unknown>;
}
export interface ApiLink {
  url: string | null; queryString: string | null; title: string | null; target: string | null;
  destinationId: string | null; destinationType: string | null; route: ApiRoute | null; linkType: 'Content' | 'Media' | 'External';
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBlockList = (v: unknown): v is ApiBlockList =>
  isPlainObject(v) && Array.isArray(v.items) && v.items.every((i) => isPlainObject(i) && isPlainObject(i.content) && isPlainObject((i.content as { properties?: unknown }).properties));

// ---- encode (site value → Delivery API value): the stand-in's side ---------------------

function element(contentType: string, properties: Record<string, unknown>, seed: string): ApiBlockItem {
  return { content: { contentType, id: guidFor(seed), properties }, settings: null };
}

function encodeProperties(obj: Record<string, unknown>, seed: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined) out[k] = encodeValue(k, v, `${seed}/${k}`);
  return out;
}

export function encodeValue(alias: string, value: unknown, seed = alias): unknown {
  if (jsonText.has(alias)) return JSON.stringify(value);
  if (richText.has(alias) && typeof value === 'string') return { markup: value, blocks: [] };
  if (mediaUrl.has(alias) && isPlainObject(value)) return [media(String(value.url), {}, seed)];
  if (mediaVisual.has(alias) && isPlainObject(value)) return [media(String(value.src), { altText: value.alt }, seed)];
  const linkKind = model.links[alias];
  if (linkKind && Array.isArray(value)) {
    return value.map((l: Record<string, unknown>): ApiLink => {
      const p = (linkKind === 'properties' ? l.properties : l) as { title: string; url: string };
      return { url: p.url, queryString: null, title: p.title, target: null, destinationId: null, destinationType: null, route: null, linkType: 'External' };
    });
  }
  if (Array.isArray(value) && value.length > 0 && value.every(isPlainObject)) {
    return {
      items: value.map((item, i) => {
        // A page's blocks: the block type is the element type.
        if (alias === 'blocks' && typeof item.type === 'string') {
          const { type, ...rest } = item;
          return element(type, encodeProperties(rest, `${seed}/${i}`), `${seed}/${i}`);
        }
        return element(`${alias}Item`, encodeProperties(item, `${seed}/${i}`), `${seed}/${i}`);
      }),
    } satisfies ApiBlockList;
  }
  if (isPlainObject(value)) {
    if (!singleBlock.has(alias)) throw new Error(`model.json: "${alias}" holds an object but is not listed in singleBlock`);
    return { items: [element(`${alias}Item`, encodeProperties(value, seed), seed)] } satisfies ApiBlockList;
  }
  return value;
}

function media(url: string, properties: Record<string, unknown>, seed: string): ApiMedia {
  const file = url.split('/').pop() ?? url;
  const ext = /\.([a-z0-9]+)$/i.exec(file)?.[1] ?? null;
  return { id: guidFor(`media:${seed}:${url}`), name: file, mediaType: ext === 'svg' ? 'umbracoMediaVectorGraphics' : 'Image', url, extension: ext, width: null, height: null, bytes: null, focalPoint: null, crops: [], properties };
}

// ---- decode (Delivery API value → site value): the source's side -----------------------

export class DecodeError extends Error {
  override name = 'DecodeError';
}

function decodeProperties(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) {
    if (v === null || v === undefined) continue; // an empty optional property
    const d = decodeValue(k, v);
    if (d !== undefined) out[k] = d;
  }
  return out;
}

export function decodeValue(alias: string, value: unknown): unknown {
  if (jsonText.has(alias)) {
    if (typeof value !== 'string') throw new DecodeError(`${alias}: expected JSON text`);
    try { return JSON.parse(value); } catch { throw new DecodeError(`${alias}: not valid JSON`); }
  }
  if (richText.has(alias) && isPlainObject(value)) {
    if (typeof value.markup !== 'string') throw new DecodeError(`${alias}: Rich Text without markup`);
    return value.markup;
  }
  if ((mediaUrl.has(alias) || mediaVisual.has(alias)) && Array.isArray(value)) {
    const m = value[0] as Partial<ApiMedia> | undefined;
    if (!m) return undefined; // nothing picked: empty
    if (typeof m.url !== 'string') throw new DecodeError(`${alias}: a media item without a URL`);
    return mediaUrl.has(alias) ? { url: m.url } : { src: m.url, alt: m.properties?.altText };
  }
  const linkKind = model.links[alias];
  if (linkKind && Array.isArray(value)) {
    return value.map((l: Partial<ApiLink>) => {
      const link = { title: l.title ?? '', url: l.url ?? l.route?.path ?? '' };
      return linkKind === 'properties' ? { properties: link } : link;
    });
  }
  if (isBlockList(value)) {
    const items = value.items.map((i) => {
      const props = decodeProperties(i.content.properties);
      return alias === 'blocks' ? { type: i.content.contentType, ...props } : props;
    });
    if (singleBlock.has(alias)) {
      if (items.length !== 1) throw new DecodeError(`${alias}: expected one element, found ${items.length}`);
      return items[0];
    }
    return items;
  }
  return value;
}

/** A document's properties as the site's plain object (validated afterwards by the site's schema). */
export const decodeDocument = (doc: ApiContent): Record<string, unknown> => decodeProperties(doc.properties);
/** The inverse, for the stand-in. */
export const encodeDocument = (obj: Record<string, unknown>, seed: string): Record<string, unknown> => encodeProperties(obj, seed);
