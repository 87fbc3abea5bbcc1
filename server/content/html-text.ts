// Plain text and headings out of content HTML, for indexing and snippets. htmlparser2
// decodes entities (&amp; &nbsp; &#39; …) and copes with any markup an editor writes;
// block elements become spaces so that words on either side of a tag never run together.
import { Parser } from 'htmlparser2';

const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);
const HEADING = /^h[1-6]$/;
const SKIP = new Set(['script', 'style', 'template']);

export interface HtmlText {
  /** All visible text, whitespace collapsed. */
  text: string;
  /** Text of h1–h6 elements, in order. */
  headings: string[];
}

export function htmlText(html: string): HtmlText {
  const parts: string[] = [];
  const headings: string[] = [];
  let heading: string[] | null = null;
  let skipping = 0;
  const parser = new Parser({
    onopentag(name) {
      if (SKIP.has(name)) skipping++;
      else if (HEADING.test(name)) heading = [];
      if (!INLINE.has(name)) parts.push(' ');
    },
    ontext(data) {
      if (skipping) return;
      parts.push(data);
      heading?.push(data);
    },
    onclosetag(name) {
      if (SKIP.has(name)) skipping = Math.max(0, skipping - 1);
      else if (HEADING.test(name) && heading) {
        const h = collapse(heading.join(''));
        if (h) headings.push(h);
        heading = null;
      }
      if (!INLINE.has(name)) parts.push(' ');
    },
  }, { decodeEntities: true });
  parser.end(html);
  return { text: collapse(parts.join('')), headings };
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
