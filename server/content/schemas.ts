// The shape of every file under content/. Types are inferred from these schemas, so
// the files, the loader and the views cannot drift apart. Collection items
// (collection-schemas.ts), site.json (site-schema.ts) and blocks (blocks/) have modules of their
// own, which the collections registry and the blocks import without this one; all are
// re-exported here.
import { z } from 'zod';
import { nonEmpty, isoDate, html, imagePath, inEachLanguage } from './fields.js';
import { metaDescription } from './collection-schemas.js';
import { blockSchema } from './blocks/index.js';

export { linkSchema, type ContentLink } from './fields.js';
export { blockSchema, type Block } from './blocks/index.js';
export * from './collection-schemas.js';
export * from './site-schema.js';

export const pageSchema = z.object({
  title: nonEmpty.max(70),
  description: metaDescription,
  /** When the page's content last changed: both sitemaps' lastmod (not the file's mtime, which is the deploy's). */
  updated: isoDate,
  published: z.boolean().default(true),
  /** Brand colour of the page: the purple default or the alternate green. */
  theme: z.enum(['purple', 'green']).optional(),
  /** A page may force light or dark; forcing "system" is refused in the browser with a warning. */
  forceColorMode: z.enum(['light', 'dark', 'system']).optional(),
  blocks: z.array(blockSchema).min(1),
}).strict();
export type Page = z.infer<typeof pageSchema>;

/** Spec section 3: navigation item. `anchor` is a short description shown under the title. */
export type NavItem = { title: string; url: string; icon?: string; anchor?: string; children?: NavItem[] };
export const navItemSchema: z.ZodType<NavItem> = z.lazy(() => z.object({
  // A menu group has no URL of its own: empty (Umbraco sends null, read as absent).
  title: nonEmpty, url: z.string().default(''), icon: z.string().optional(), anchor: z.string().optional(),
  children: z.array(navItemSchema).optional(),
}).strict());

/** An editor's "open in a new window" on a picked link. */
const newWindow = z.literal('_blank').optional();

/** Spec section 3: header content properties, with the content service's names. */
export const headerSchema = z.object({
  logo: z.object({ url: imagePath }).strict(),
  headerNavbar: z.array(navItemSchema),
  searchText: nonEmpty, searchButtonText: nonEmpty, highlightsText: nonEmpty,
  highlightsItem: z.array(z.object({ properties: z.object({ title: nonEmpty, url: nonEmpty, target: newWindow }).strict() }).strict()),
  pastSearchesText: nonEmpty, helpText: nonEmpty, helpUrl: nonEmpty, qrText: nonEmpty,
}).strict();
export type HeaderContent = z.infer<typeof headerSchema>;

/** Spec section 3: footer content properties; the misspelt names are the content service's own. */
export const footerSchema = z.object({
  foterLogo: z.object({ url: imagePath }).strict(),
  footerDescription: html,
  footerConus: nonEmpty.optional(),
  fotterMail: z.email().optional(),
  navbar: z.array(z.object({ title: nonEmpty, children: z.array(z.object({ title: nonEmpty, url: nonEmpty }).strict()).min(1) }).strict()).min(1),
  footerIcon: z.array(z.object({ link: z.url({ protocol: /^https$/ }), image: imagePath, name: nonEmpty }).strict()),
  footerCopyright: html,
}).strict();
export type FooterContent = z.infer<typeof footerSchema>;

const httpsUrl = z.url({ protocol: /^https$/ });
/** The app dialog: `text` goes with the QR code (desktop), `storeText` with the store buttons alone (phones). */
export const qrMessageSchema = z.object({
  contentType: z.literal('qrMessage'),
  properties: z.object({
    title: nonEmpty, text: nonEmpty, storeText: nonEmpty, appUrl: httpsUrl, buttonText: nonEmpty,
    stores: z.object({ appStore: httpsUrl, googlePlay: httpsUrl, appGallery: httpsUrl }).strict(),
  }).strict(),
}).strict();
export type QrMessage = z.infer<typeof qrMessageSchema>;

/** content/search/synonyms.json: when a visitor types one of `typed`, `alsoSearch` is searched too. */
const synonymEntrySchema = z.object({
  typed: z.array(nonEmpty.max(60)).min(1).max(20),
  alsoSearch: z.array(nonEmpty.max(60)).min(1).max(6),
}).strict();
export type SynonymEntry = z.infer<typeof synonymEntrySchema>;
export const synonymsSchema = inEachLanguage(z.array(synonymEntrySchema).max(200));
export type Synonyms = z.infer<typeof synonymsSchema>;

/** content/search/suggestions.{tr,en}.json: popular pages offered when a search has no term or finds nothing. */
export const searchSuggestionsSchema = z.object({
  heading: nonEmpty.max(60),
  links: z.array(z.object({ title: nonEmpty.max(60), url: z.string().regex(/^\/[^\s]*$/, 'must be a site path'), target: newWindow }).strict()).min(1).max(8),
}).strict();
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** Source text (Turkish) → translations. A missing entry falls back to the source text. */
export const dictionarySchema = z.record(nonEmpty, inEachLanguage(z.string().optional()));
export type Dictionary = z.infer<typeof dictionarySchema>;

export const redirectsSchema = z.array(z.object({
  from: z.string().regex(/^\/[^?#]*$/, 'must be a path'),
  to: z.string().refine((t) => t.startsWith('/') && !t.startsWith('//') || t.startsWith('https://'), 'must be a local path or an https URL'),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
}).strict());
export type Redirect = z.infer<typeof redirectsSchema>[number];
