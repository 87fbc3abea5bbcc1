// The stand-in's side of the Delivery API shapes: content/'s values written as Umbraco's
// property value converters output them (Umbraco.Cms.Core DeliveryApi, docs/umbraco.md names
// each): null for an empty value, a Date Picker's date and time, Rich Text as { markup, blocks },
// Block Lists of elements, Media Pickers as ApiMediaWithCrops with a URL on Umbraco's own
// host (`/media/<folder>/<file>`), Multi URL Pickers as ApiLink.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { model, guidFor, type ApiBlockItem, type ApiBlockList, type ApiMedia, type ApiLink } from '../server/content/umbraco/model.js';

const richText = new Set(model.richText);
const singleBlock = new Set(model.singleBlock);
const jsonText = new Set(model.json);
const dates = new Set(model.dates);
const media = model.media as Record<string, 'url' | 'path' | 'visual'>;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where Umbraco keeps a file the site has under public/: `/media/<folder>/<file>` (the folder a short id, as Umbraco's). */
export const mediaPathFor = (sitePath: string) => `/media/${createHash('sha1').update(sitePath).digest('hex').slice(0, 8)}/${path.posix.basename(sitePath)}`;

/** The site's 1200×630 visuals; other images' sizes are not read (Umbraco reads them from the file). */
const VISUAL = { width: 1200, height: 630 };

function mediaItem(sitePath: string, seed: string, alt?: unknown): ApiMedia {
  const file = path.posix.basename(sitePath);
  const ext = path.posix.extname(file).slice(1) || null;
  const visual = alt !== undefined;
  return {
    id: guidFor(`media:${seed}:${sitePath}`), name: file.replace(/\.[^.]+$/, '').replace(/-/g, ' '),
    mediaType: ext === 'svg' ? 'umbracoMediaVectorGraphics' : 'Image', url: mediaPathFor(sitePath), extension: ext,
    width: visual ? VISUAL.width : null, height: visual ? VISUAL.height : null, bytes: null,
    focalPoint: null, crops: [],
    // Sent only when the request expands the property (scripts/umbraco-stand-in.ts strips it otherwise).
    properties: visual ? { altText: alt } : {},
  };
}

function element(contentType: string, properties: Record<string, unknown>, seed: string): ApiBlockItem {
  return { content: { contentType, id: guidFor(seed), properties }, settings: null };
}

function encodeProperties(obj: Record<string, unknown>, seed: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined) out[k] = encodeValue(k, v, `${seed}/${k}`);
  return out;
}

function encodeLink(l: Record<string, unknown>, kind: 'properties' | 'plain'): ApiLink {
  const p = (kind === 'properties' ? l.properties : l) as { title: string; url: string };
  // A URL typed into the picker (not a picked document) is an External link, whatever it points at.
  return { url: p.url, queryString: null, title: p.title, target: null, destinationId: null, destinationType: null, route: null, linkType: 'External' };
}

export function encodeValue(alias: string, value: unknown, seed = alias): unknown {
  if (value === '') return null; // Umbraco's empty value
  if (jsonText.has(alias)) return JSON.stringify(value);
  if (richText.has(alias) && typeof value === 'string') return { markup: value, blocks: [] };
  const kind = media[alias];
  if (kind === 'url' && isPlainObject(value)) return [mediaItem(String(value.url), seed)];
  if (kind === 'path' && typeof value === 'string') return [mediaItem(value, seed)];
  if (kind === 'visual' && isPlainObject(value)) return [mediaItem(String(value.src), seed, value.alt)];
  if (dates.has(alias) && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00:00Z`;
  const linkKind = model.links[alias];
  if (linkKind && Array.isArray(value)) return value.map((l: Record<string, unknown>) => encodeLink(l, linkKind));
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

/**
 * A document's properties as the Delivery API sends them: every property of its document type
 * (model.json), null where it has no value (ApiElementBuilder maps all of a type's properties).
 */
export function encodeDocument(contentType: string, obj: Record<string, unknown>, seed: string): Record<string, unknown> {
  const type = model.documentTypes.find((t) => t.alias === contentType);
  const out: Record<string, unknown> = Object.fromEntries((type?.properties ?? []).map((p) => [p.alias, null]));
  return Object.assign(out, encodeProperties(obj, seed));
}
