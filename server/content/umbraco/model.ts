// The Umbraco content model (model.json) and the Delivery API's answer shapes, as Umbraco's
// own models name them (ApiContentResponse, ApiBlockItem, ApiMediaWithCrops, ApiLink).
// decode.ts reads them into the site's values; the stand-in (scripts/umbraco-encode.ts)
// writes content/ in them.
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
  /** Media Picker aliases: the site keeps `{ url }`, the URL alone (`path`), or a visual `{ src, alt, width, height }`. */
  media: Record<string, 'url' | 'path' | 'visual'>;
  /** Media Pickers whose media properties (alt text) the site reads: asked for with `expand`. */
  expand: string[];
  links: Record<string, 'properties' | 'plain'>;
  json: string[];
  /** Date Picker aliases: the site keeps the day. */
  dates: string[];
  documentTypes: DocumentTypeDef[];
}

export const model = modelJson as UmbracoModel;

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
  focalPoint: { left: number; top: number } | null;
  crops: { alias: string; width: number; height: number; coordinates: { x1: number; y1: number; x2: number; y2: number } | null }[] | null;
  properties: Record<string, unknown>;
}
export interface ApiLink {
  url: string | null; queryString: string | null; title: string | null; target: string | null;
  destinationId: string | null; destinationType: string | null; route: ApiRoute | null; linkType: 'Content' | 'Media' | 'External';
}
