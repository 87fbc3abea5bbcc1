import { parseHTML } from 'linkedom';

/** Parses an HTML response body into a DOM document for assertions. */
export function dom(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

/** The hreflang alternate link for a language (React writes the attribute as hrefLang). */
export function alternate(doc: Document, lang: string): string | undefined {
  return [...doc.querySelectorAll('link[rel="alternate"]')]
    .find((l) => (l.getAttribute('hreflang') ?? l.getAttribute('hrefLang')) === lang)
    ?.getAttribute('href') ?? undefined;
}
