// The shape of every file under content/. Types are inferred from these schemas, so
// the files, the loader and the views cannot drift apart.
import { z } from 'zod';
import { nonEmpty, slug, isoDate, html, imagePath } from './fields.js';
import { blockSchema } from '../../views/blocks/configs.js';
import type { Company } from './facts/company-schema.js';
import type { FeeSchedule } from './facts/fees-schema.js';
import type { Holiday } from './holidays.js';

export { LOCALES as locales, otherLocale, type Locale } from '../../widgets/shared/site-rules.js';

export { linkSchema, type ContentLink } from './fields.js';
export { blockSchema, type Block } from '../../views/blocks/configs.js';

/**
 * A page's meta description, counted in characters as a search result shows them (fact tokens
 * expanded, before HTML escaping): under 50 says too little, over 160 is cut mid-sentence.
 */
export const META_DESCRIPTION = { min: 50, max: 160 } as const;
const metaDescription = nonEmpty.superRefine((text, ctx) => {
  if (text.length < META_DESCRIPTION.min || text.length > META_DESCRIPTION.max) {
    ctx.addIssue({ code: 'custom', message: `${text.length} characters; a meta description must have ${META_DESCRIPTION.min}–${META_DESCRIPTION.max} (search results cut longer ones)` });
  }
});

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

/**
 * A blog cover or campaign banner: one of the 1200×630 visuals (public/images/visuals/), with
 * its alt text in the file's language. Its JPEG copy under /images/og/ is the page's link preview.
 */
export const visualSchema = z.object({
  src: z.string().regex(/^\/images\/visuals\/(?:cover|banner)-[a-z0-9-]+\.svg$/, 'must be a cover-… or banner-… SVG under /images/visuals/'),
  alt: nonEmpty.max(160),
}).strict();
export type Visual = z.infer<typeof visualSchema>;

const collectionItem = {
  slug,
  title: nonEmpty.max(90),
  /** The page's <title> when the headline is too long for search results (which cut at about 60). */
  seoTitle: nonEmpty.max(60).optional(),
  description: metaDescription,
  published: z.boolean().default(true),
};

export const blogSchema = z.object({
  ...collectionItem,
  date: isoDate, updated: isoDate, author: nonEmpty, category: nonEmpty,
  cover: visualSchema, html,
}).strict().refine((p) => p.date <= p.updated, { path: ['updated'], message: 'updated must not be before date' });
export type BlogPost = z.infer<typeof blogSchema>;

export const campaignSchema = z.object({
  ...collectionItem,
  startDate: isoDate, endDate: isoDate, summary: nonEmpty, banner: visualSchema, html,
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

export const privacySchema = z.object({ ...collectionItem, updated: isoDate, html }).strict();
export type PrivacyPage = z.infer<typeof privacySchema>;

const localized = z.object({ tr: nonEmpty, en: nonEmpty }).strict();

/** A list of short texts in each language. */
const localizedList = z.object({ tr: z.array(nonEmpty).min(1), en: z.array(nonEmpty).min(1) }).strict();

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];
const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour HH:MM time');
/** Opening hours in Türkiye's time: each day at most once, each span opening before it closes. */
export const openingHoursSchema = z.array(z.object({
  days: z.array(z.enum(weekdays)).min(1), opens: clockTime, closes: clockTime,
}).strict().refine((h) => h.opens < h.closes, 'opens must be before closes')).min(1).superRefine((hs, ctx) => {
  const seen = new Set<string>();
  hs.forEach((h, i) => h.days.forEach((d) => {
    if (seen.has(d)) ctx.addIssue({ code: 'custom', path: [i, 'days'], message: `"${d}" is listed twice` });
    seen.add(d);
  }));
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const officeServices = ['cashDeposit', 'cashWithdrawal', 'moneygram', 'cardSales'] as const;
export type OfficeService = (typeof officeServices)[number];

/** One representative office: content/offices/{slug}.json, both languages in one file. */
export const officeSchema = z.object({
  slug,
  published: z.boolean().default(true),
  /** Not a proper noun ("Kadıköy Merkez Temsilciliği"), so in each language. */
  name: localized,
  /** City and district are proper nouns, the same in both languages. */
  city: nonEmpty, district: nonEmpty, address: nonEmpty,
  phone: z.string().regex(/^\+90 \d{3} \d{3} \d{2} \d{2}$/, 'must be a Turkish number such as +90 216 000 27 40'),
  hours: openingHoursSchema,
  services: z.array(z.enum(officeServices)).min(1),
  geo: z.object({ lat: z.number().min(35).max(43), lng: z.number().min(25).max(45) }).strict().optional(),
}).strict();

export const providerCategories = ['bills', 'loadPoints', 'qrMerchants'] as const;
export type ProviderCategory = (typeof providerCategories)[number];

/** One in-network provider: content/providers/{slug}.json; its name is a brand, the same in both languages. */
export const providerSchema = z.object({
  slug,
  published: z.boolean().default(true),
  name: nonEmpty,
  category: z.enum(providerCategories),
  /** Place in its category's list. */
  order: z.number().int(),
  description: localized,
  /** What can be paid or loaded there. */
  payFor: localizedList,
}).strict();

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
  /** `short` and `role` make the footer's trust mark ("TCMB · Lisanslı"), drawn as text so it reads in both themes. */
  regulators: z.array(z.object({ name: nonEmpty, url: z.url({ protocol: /^https$/ }), logo: imagePath, short: nonEmpty.max(20).optional(), role: localized.optional() }).strict()).min(5),
}).strict();
export type SiteFile = z.infer<typeof siteSchema>;
/** site.json with the corporate facts and the fee schedule (content/data/company.json, fees.json) attached at load. */
export type Site = SiteFile & { company: Company; fees: FeeSchedule; holidays: Holiday[] };

/** content/search/synonyms.json: when a visitor types one of `typed`, `alsoSearch` is searched too. */
const synonymEntrySchema = z.object({
  typed: z.array(nonEmpty.max(60)).min(1).max(20),
  alsoSearch: z.array(nonEmpty.max(60)).min(1).max(6),
}).strict();
export type SynonymEntry = z.infer<typeof synonymEntrySchema>;
export const synonymsSchema = z.object({ tr: z.array(synonymEntrySchema).max(200), en: z.array(synonymEntrySchema).max(200) }).strict();
export type Synonyms = z.infer<typeof synonymsSchema>;

/** content/search/suggestions.{tr,en}.json: popular pages offered when a search has no term or finds nothing. */
export const searchSuggestionsSchema = z.object({
  heading: nonEmpty.max(60),
  links: z.array(z.object({ title: nonEmpty.max(60), url: z.string().regex(/^\/[^\s]*$/, 'must be a site path') }).strict()).min(1).max(8),
}).strict();
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** Source text (Turkish) → translations. A missing entry falls back to the source text. */
export const dictionarySchema = z.record(nonEmpty, z.object({ tr: z.string().optional(), en: z.string().optional() }).strict());
export type Dictionary = z.infer<typeof dictionarySchema>;

export const redirectsSchema = z.array(z.object({
  from: z.string().regex(/^\/[^?#]*$/, 'must be a path'),
  to: z.string().refine((t) => t.startsWith('/') && !t.startsWith('//') || t.startsWith('https://'), 'must be a local path or an https URL'),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
}).strict());
export type Redirect = z.infer<typeof redirectsSchema>[number];
