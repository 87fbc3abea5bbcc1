// Umbraco's Delivery API property values → the site's plain values. Which alias is Rich Text,
// a Media Picker, a Multi URL Picker, a date, JSON text or a Block List holding one element is
// read from model.json, never guessed from the data. Tolerant, as Umbraco's output asks: `null`
// is an empty value; a value that cannot be used is left out and noted (field, what was sent,
// why), and the site's schema then decides whether the document can do without it.
import { model, type ApiContent, type ApiBlockItem, type ApiMedia, type ApiLink, type ApiRoute } from './model.js';
import { richTextHtml, type RichTextValue, type RichTextPart } from './rich-text.js';

export interface DecodeContext {
  /** The origin of Umbraco's media URLs (`/media/…` is read there). */
  mediaBase: string;
  /** The site path of a linked Umbraco document in the language being read; undefined when it has no page. */
  linkTo(ref: { id?: string | null; route?: ApiRoute | null; path?: string | null }): string | undefined;
  /** A value left out while decoding. */
  note(field: string, sent: unknown, problem: string): void;
}

type Props = Record<string, unknown>;
const richText = new Set(model.richText);
const singleBlock = new Set(model.singleBlock);
const jsonText = new Set(model.json);
const dates = new Set(model.dates);
const media = model.media as Record<string, 'url' | 'path' | 'visual'>;

const isObject = (v: unknown): v is Props => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBlockItem = (i: unknown): i is ApiBlockItem => isObject(i) && isObject(i.content) && isObject(i.content.properties);
const isBlockList = (v: unknown): v is { items: ApiBlockItem[] } => isObject(v) && Array.isArray(v.items) && v.items.every(isBlockItem);

/** A media URL as a browser loads it: Umbraco's are paths on its own host. */
export const mediaHref = (url: string, base: string) => (/^https?:\/\//i.test(url) ? url : `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`);

function decodeMedia(kind: 'url' | 'path' | 'visual', picked: Partial<ApiMedia>, ctx: DecodeContext, field: string): unknown {
  if (typeof picked.url !== 'string' || !picked.url) {
    ctx.note(field, picked, 'a media item without a URL');
    return undefined;
  }
  const url = mediaHref(picked.url, ctx.mediaBase);
  if (kind === 'url') return { url };
  if (kind === 'path') return url;
  // Alt text: the media type's altText property (sent when expanded), else the item's name.
  const alt = typeof picked.properties?.altText === 'string' && picked.properties.altText.trim() ? picked.properties.altText : picked.name;
  const focal = picked.focalPoint as { left?: unknown; top?: unknown } | null | undefined;
  return {
    src: url, alt,
    ...(typeof picked.width === 'number' && typeof picked.height === 'number' ? { width: picked.width, height: picked.height } : {}),
    ...(focal && typeof focal.left === 'number' && typeof focal.top === 'number' ? { focalPoint: { left: focal.left, top: focal.top } } : {}),
  };
}

/** A Multi URL Picker's link: content by its route in the site's language, media on Umbraco's host, external as typed. */
function decodeLink(l: Partial<ApiLink>, ctx: DecodeContext, field: string): { title: string; url: string; target?: '_blank' } | undefined {
  let url: string | undefined;
  if (l.linkType === 'Content') url = ctx.linkTo({ id: l.destinationId, route: l.route });
  else if (l.linkType === 'Media' && l.url) url = mediaHref(l.url, ctx.mediaBase);
  else url = l.url ?? undefined;
  if (!url) {
    ctx.note(field, l.title ?? l.route?.path ?? l.destinationId, 'links to a document the site has no page for (unpublished or not a page)');
    return undefined;
  }
  const target = l.target === '_blank' ? { target: '_blank' as const } : {};
  return { title: l.title ?? '', url: `${url}${l.queryString ?? ''}`, ...target };
}

function decodeProperties(props: Props, ctx: DecodeContext, at: string): Props {
  const out: Props = {};
  for (const [k, v] of Object.entries(props)) {
    if (v === null || v === undefined) continue; // Umbraco's empty value
    const d = decodeValue(k, v, ctx, at ? `${at}.${k}` : k);
    if (d !== undefined) out[k] = d;
  }
  return out;
}

/** A page's blocks: the element type is the block type; blocks inside a Rich Text block become blocks of the page. */
function decodePageBlocks(items: ApiBlockItem[], ctx: DecodeContext, field: string): Props[] {
  return items.flatMap((item, i): Props[] => {
    const at = `${field}[${i}]`;
    const { html, ...rest } = item.content.properties;
    if (item.content.contentType !== 'richText' || !isObject(html)) return [{ type: item.content.contentType, ...decodeProperties(item.content.properties, ctx, at) }];
    const parts = richTextParts(html as RichTextValue, ctx, `${at}.html`, true);
    const own = decodeProperties(rest, ctx, at);
    return parts.map((p, j) => (typeof p === 'string'
      ? { type: 'richText', ...(j === 0 ? own : {}), html: p }
      : { type: p.content.contentType, ...decodeProperties(p.content.properties, ctx, `${at}.html.blocks[${j}]`) }));
  });
}

function richTextParts(value: RichTextValue, ctx: DecodeContext, field: string, blocksAllowed: boolean): RichTextPart[] {
  const parts = richTextHtml(value, {
    link: (ref) => ctx.linkTo(ref),
    media: (url) => mediaHref(url, ctx.mediaBase),
    unresolved: (text) => ctx.note(field, text, 'a link to a document the site has no page for: shown as text'),
  });
  if (blocksAllowed) return parts.filter((p) => typeof p !== 'string' || p.trim());
  const dropped = parts.filter((p) => typeof p !== 'string');
  if (dropped.length) ctx.note(field, dropped.map((b) => (b as ApiBlockItem).content.contentType).join(', '), 'a block inside this Rich Text is shown only in a page\'s rich text block');
  return [parts.filter((p): p is string => typeof p === 'string').join('')];
}

export function decodeValue(alias: string, value: unknown, ctx: DecodeContext, field = alias): unknown {
  const fail = (problem: string) => (ctx.note(field, value, problem), undefined);
  if (jsonText.has(alias)) {
    if (typeof value !== 'string') return fail('expected JSON text');
    try { return JSON.parse(value); } catch { return fail('not valid JSON'); }
  }
  if (richText.has(alias) && isObject(value)) {
    const html = richTextParts(value as RichTextValue, ctx, field, false)[0] as string;
    return html.trim() ? html : undefined;
  }
  const mediaKind = media[alias];
  if (mediaKind && Array.isArray(value)) return value.length ? decodeMedia(mediaKind, value[0] as Partial<ApiMedia>, ctx, field) : undefined;
  if (dates.has(alias) && typeof value === 'string') {
    // A Date Picker sends a date and time ("2025-10-01T00:00:00"); the site keeps the day.
    const day = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value)?.[1];
    return day ?? fail('not a date');
  }
  const linkKind = model.links[alias];
  if (linkKind && Array.isArray(value)) {
    return value.flatMap((l: Partial<ApiLink>, i): unknown[] => {
      const link = decodeLink(l, ctx, `${field}[${i}]`);
      return !link ? [] : linkKind === 'properties' ? [{ properties: link }] : [link];
    });
  }
  if (isBlockList(value)) {
    if (alias === 'blocks') return decodePageBlocks(value.items, ctx, field);
    const items = value.items.map((i, n) => decodeProperties(i.content.properties, ctx, singleBlock.has(alias) ? field : `${field}[${n}]`));
    if (!singleBlock.has(alias)) return items;
    return items.length === 1 ? items[0] : fail(`expected one element, found ${items.length}`);
  }
  return value;
}

/** A document's properties as the site's plain object (validated afterwards by the site's schema). */
export const decodeDocument = (doc: ApiContent, ctx: DecodeContext): Props => decodeProperties(doc.properties, ctx, '');
