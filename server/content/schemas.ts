// The shape of every file under content/. Types are inferred from these schemas, so
// the files, the loader and the views cannot drift apart.
import { z } from 'zod';
import { nonEmpty, slug, isoDate, html, imagePath } from './fields.js';
import { blockSchema } from '../../views/blocks/configs.js';

export { LOCALES as locales, otherLocale, type Locale } from '../../widgets/shared/site-rules.js';

export { linkSchema, type ContentLink } from './fields.js';
export { blockSchema, type Block } from '../../views/blocks/configs.js';

export const pageSchema = z.object({
  title: nonEmpty.max(70),
  description: nonEmpty.min(50).max(170),
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

const collectionItem = {
  slug,
  title: nonEmpty.max(90),
  description: nonEmpty.min(50).max(170),
  published: z.boolean().default(true),
};

export const blogSchema = z.object({
  ...collectionItem,
  date: isoDate, author: nonEmpty, category: nonEmpty,
  image: imagePath.optional(), html,
}).strict();
export type BlogPost = z.infer<typeof blogSchema>;

export const campaignSchema = z.object({
  ...collectionItem,
  startDate: isoDate, endDate: isoDate, summary: nonEmpty, html,
  image: imagePath.optional(),
}).strict().refine((c) => c.startDate <= c.endDate, 'startDate must not be after endDate');
export type Campaign = z.infer<typeof campaignSchema>;

export const faqCategorySchema = z.object({
  ...collectionItem,
  order: z.number().int(),
  updated: isoDate,
  items: z.array(z.object({ id: slug, slug, question: nonEmpty, answer: html }).strict()).min(2),
}).strict().superRefine((c, ctx) => {
  const seen = new Set<string>();
  c.items.forEach((it, i) => {
    if (seen.has(it.slug)) ctx.addIssue({ code: 'custom', path: ['items', i, 'slug'], message: `"${it.slug}" is used twice` });
    seen.add(it.slug);
  });
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const privacySchema = z.object({ ...collectionItem, updated: isoDate, html }).strict();
export type PrivacyPage = z.infer<typeof privacySchema>;

const localized = z.object({ tr: nonEmpty, en: nonEmpty }).strict();

export const officesSchema = z.array(z.object({
  id: slug, name: nonEmpty, city: nonEmpty, district: nonEmpty, address: nonEmpty,
  phone: nonEmpty, hours: localized,
}).strict()).min(2);
export type Office = z.infer<typeof officesSchema>[number];

export const providersSchema = z.array(z.object({
  id: slug, name: nonEmpty, category: localized, description: localized,
}).strict()).min(2);
export type Provider = z.infer<typeof providersSchema>[number];

/** Spec section 3: navigation item. `anchor` is a short description shown under the title. */
export type NavItem = { title: string; url: string; icon?: string; anchor?: string; children?: NavItem[] };
export const navItemSchema: z.ZodType<NavItem> = z.lazy(() => z.object({
  title: nonEmpty, url: z.string(), icon: z.string().optional(), anchor: z.string().optional(),
  children: z.array(navItemSchema).optional(),
}).strict());

/** Spec section 3: header content properties, with the content service's names. */
export const headerSchema = z.object({
  logo: z.object({ url: imagePath }).strict(),
  headerNavbar: z.array(navItemSchema),
  searchText: nonEmpty, searchButtonText: nonEmpty, highlightsText: nonEmpty,
  highlightsItem: z.array(z.object({ properties: z.object({ title: nonEmpty, url: nonEmpty }).strict() }).strict()),
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

export const siteSchema = z.object({
  brand: nonEmpty,
  product: slug,
  legalName: nonEmpty,
  description: localized,
  phone: z.string().regex(/^\+\d[\d ]{7,}$/, 'must be an international number such as +90 850 000 00 00'),
  email: z.email(),
  logo: imagePath,
  address: z.object({
    streetAddress: nonEmpty, addressLocality: z.literal('İstanbul'), addressRegion: nonEmpty,
    postalCode: z.string().regex(/^\d{5}$/), addressCountry: z.literal('TR'),
  }).strict(),
  social: z.array(z.object({ name: nonEmpty, url: z.url({ protocol: /^https$/ }) }).strict()).min(1),
  /** Where the consent banner links to. */
  cookiePolicyUrl: localized,
  regulators: z.array(z.object({ name: nonEmpty, url: z.url({ protocol: /^https$/ }), logo: imagePath }).strict()).min(5),
}).strict();
export type Site = z.infer<typeof siteSchema>;

/** content/search/synonyms.json: when a visitor types one of `typed`, `alsoSearch` is searched too. */
const synonymEntrySchema = z.object({
  typed: z.array(nonEmpty.max(60)).min(1).max(20),
  alsoSearch: z.array(nonEmpty.max(60)).min(1).max(6),
}).strict();
export type SynonymEntry = z.infer<typeof synonymEntrySchema>;
export const synonymsSchema = z.object({ tr: z.array(synonymEntrySchema).max(200), en: z.array(synonymEntrySchema).max(200) }).strict();
export type Synonyms = z.infer<typeof synonymsSchema>;

/** Source text (Turkish) → translations. A missing entry falls back to the source text. */
export const dictionarySchema = z.record(nonEmpty, z.object({ tr: z.string().optional(), en: z.string().optional() }).strict());
export type Dictionary = z.infer<typeof dictionarySchema>;

export const redirectsSchema = z.array(z.object({
  from: z.string().regex(/^\/[^?#]*$/, 'must be a path'),
  to: z.string().refine((t) => t.startsWith('/') && !t.startsWith('//') || t.startsWith('https://'), 'must be a local path or an https URL'),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
}).strict());
export type Redirect = z.infer<typeof redirectsSchema>[number];
