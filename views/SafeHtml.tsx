// Content HTML is sanitized with sanitize-html before it is rendered; results are memoized
// because the same footer and article HTML is rendered on every uncached page. The memo is a
// bounded LRU (docs/caches.md): keys are content, never request data.
import sanitizeHtml from 'sanitize-html';
import { LRUCache } from 'lru-cache';
import { normalizeContentUrl } from '../server/routes/paths.js';

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'small', 'blockquote',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'span', 'abbr'],
  allowedAttributes: { a: ['href', 'title', 'hreflang'], th: ['scope'], abbr: ['title'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, { target, ...attribs }) => {
      const href = attribs.href ?? '';
      const external = /^https?:/i.test(href);
      // An editor's "open in a new window" is kept, never with access to this page (noopener).
      const blank: Record<string, string> = target === '_blank' ? { target, rel: external ? 'noopener noreferrer' : 'noopener' } : {};
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', ...blank } : { ...attribs, href: normalizeContentUrl(href), ...blank },
      };
    },
  },
};
// `rel` and `target` are set by the transform, so they must be allowed after it.
options.allowedAttributes = { ...options.allowedAttributes, a: ['href', 'title', 'hreflang', 'rel', 'target'] };

// Far above a site's rich-text fields (its whole content folder is about 1 MB); the
// least recently rendered make room, in entries and in characters held.
const memo = new LRUCache<string, string>({ max: 5000, maxSize: 8_000_000, sizeCalculation: (out, html) => html.length + out.length + 1 });
export function sanitize(html: string): string {
  let out = memo.get(html);
  if (out === undefined) memo.set(html, (out = sanitizeHtml(html, options)));
  return out;
}

export function SafeHtml({ html, as: Tag = 'div', className }: { html: string; as?: 'div' | 'span' | 'p'; className?: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
