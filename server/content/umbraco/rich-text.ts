// Umbraco's Rich Text as the site's HTML, in both of the Delivery API's output modes: markup
// (`{ markup, blocks }`) and the JSON tree (`RichTextOutputAsJson`: `{ tag: "#root", elements,
// blocks }`), the tree rendered to the same markup first. Local links (Umbraco's route paths)
// become the site's paths in the document's language; media links point at Umbraco's host; a
// link to a document the site has no page for is shown as its text. A block placed inside the
// text comes out as its own part, so a page can render it with the block components.
import type { ApiBlockItem, ApiRoute } from './model.js';

export interface RichTextElement { tag: string; attributes?: Record<string, unknown>; elements?: RichTextElement[]; text?: string }
export type RichTextValue = { markup?: unknown; blocks?: ApiBlockItem[] } & Partial<RichTextElement>;
/** HTML, or a block that stood in the text at that place. */
export type RichTextPart = string | ApiBlockItem;

export interface RichTextLinks {
  link(ref: { id?: string | null; path?: string | null; route?: ApiRoute | null }): string | undefined;
  media(url: string): string;
  /** A local link that leads nowhere on the site: its text is kept. */
  unresolved(text: string): void;
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const unescapeAttr = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The JSON tree as markup; a link's `route` becomes a local link, a block its placeholder. */
function treeToMarkup(el: RichTextElement): string {
  if (el.tag === '#text') return escapeText(String(el.text ?? ''));
  const inner = (el.elements ?? []).map(treeToMarkup).join('');
  if (el.tag === '#root') return inner;
  const tag = el.tag.toLowerCase().replace(/[^a-z0-9-]/g, '');
  const attrs = Object.entries(el.attributes ?? {}).flatMap(([name, v]) => {
    if (name === 'route' && v && typeof v === 'object') return [`href="${escapeAttr(String((v as ApiRoute).path ?? ''))}"`, 'type="document"'];
    if (typeof v !== 'string' && typeof v !== 'number') return [];
    // The tree names a block's key without the data- prefix the markup has.
    const attr = /^content-(id|key|udi)$/.test(name) ? `data-${name}` : name.replace(/[^\w:-]/g, '');
    return [`${attr}="${escapeAttr(String(v))}"`];
  });
  const open = `<${tag}${attrs.length ? ` ${attrs.join(' ')}` : ''}>`;
  return VOID.has(tag) ? open : `${open}${inner}</${tag}>`;
}

const attributes = (s: string) => Object.fromEntries([...s.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));

/** Rewrites the links of one stretch of markup. */
function rewriteLinks(html: string, links: RichTextLinks): string {
  return html.replace(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi, (_whole, raw: string, text: string) => {
    const a = attributes(raw);
    // Umbraco removes the href of a link whose document or media is not published.
    if (a.href === undefined) {
      links.unresolved(text.replace(/<[^>]*>/g, ''));
      return text;
    }
    const href = unescapeAttr(a.href);
    // A content link: data-start-item-* in every version, data-destination-id in the newest.
    const local = a.type === 'document' || 'data-start-item-path' in a || 'data-start-item-id' in a || a['data-link-type'] === 'Content';
    let to = href;
    if (local) {
      const found = links.link({ id: a['data-destination-id'], path: href.split(/[?#]/)[0] });
      if (!found) {
        links.unresolved(text.replace(/<[^>]*>/g, ''));
        return text;
      }
      to = found + href.slice(href.split(/[?#]/)[0]!.length);
    } else if (a.type === 'media' || a['data-link-type'] === 'Media' || href.startsWith('/media/')) to = links.media(href);
    const kept = [`href="${escapeAttr(to)}"`, ...['title', 'hreflang'].filter((n) => a[n]).map((n) => `${n}="${a[n]}"`), ...(a.target === '_blank' ? ['target="_blank"'] : [])];
    return `<a ${kept.join(' ')}>${text}</a>`;
  });
}

const BLOCK = /<umb-rte-block(?:-inline)?\b([^>]*)>[\s\S]*?<\/umb-rte-block(?:-inline)?>/gi;

/** The HTML of a Rich Text value, in parts where blocks stood; links rewritten. */
export function richTextHtml(value: RichTextValue, links: RichTextLinks): RichTextPart[] {
  const markup = typeof value.markup === 'string' ? value.markup : value.tag === '#root' ? treeToMarkup(value as RichTextElement) : '';
  const parts: RichTextPart[] = [];
  let last = 0;
  for (const m of markup.matchAll(BLOCK)) {
    parts.push(rewriteLinks(markup.slice(last, m.index), links));
    const a = attributes(m[1]!);
    const key = (a['data-content-id'] ?? a['data-content-key'] ?? a['data-content-udi'] ?? '').split('/').pop();
    const block = value.blocks?.find((b) => b.content.id.replace(/-/g, '') === key?.replace(/-/g, ''));
    if (block) parts.push(block);
    last = m.index + m[0].length;
  }
  parts.push(rewriteLinks(markup.slice(last), links));
  // Neighbouring stretches of HTML stay one part.
  return parts.reduce<RichTextPart[]>((out, p) => {
    if (typeof p === 'string' && typeof out.at(-1) === 'string') out[out.length - 1] += p;
    else out.push(p);
    return out;
  }, []);
}
