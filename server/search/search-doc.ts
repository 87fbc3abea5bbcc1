// One searchable thing: a page, a section of one, or a collection item, with the fields the
// index weighs (server/search/locale-index.ts).
export type DocKind = 'page' | 'section' | 'faqItem' | 'faqCategory' | 'office' | 'provider' | 'campaign' | 'privacy' | 'blog';

export interface SearchDoc {
  id: string;
  kind: DocKind;
  path: string;
  /** The name shown in results. */
  title: string;
  parentName: string;
  /** Every name of the thing, searched with the most weight: the title and the menu labels that link to it. */
  names: string;
  /** Other ways the thing is described at the top: the SEO title, the hero headline; an office's city and district. */
  aliases: string;
  /** Block, item and HTML headings; FAQ questions. */
  headings: string;
  /** Category, city, district, parent name. */
  keywords: string;
  description: string;
  text: string;
}
