// The shape of each collection's items (content/<folder>/): what the collections registry
// (collections.ts) validates its folders with. Kept apart from the page and block schemas, which
// the collection block reads the registry's names from.
import { z } from 'zod';
import { nonEmpty, slug, isoDate, html, localized, inEachLanguage, CMS_MEDIA } from './fields.js';

/**
 * A page's meta description, counted in characters as a search result shows them (fact tokens
 * expanded, before HTML escaping): under 50 says too little, over 160 is cut mid-sentence.
 */
export const META_DESCRIPTION = { min: 50, max: 160 } as const;
export const metaDescription = nonEmpty.superRefine((text, ctx) => {
  if (text.length < META_DESCRIPTION.min || text.length > META_DESCRIPTION.max) {
    ctx.addIssue({ code: 'custom', message: `${text.length} characters; a meta description must have ${META_DESCRIPTION.min}–${META_DESCRIPTION.max} (search results cut longer ones)` });
  }
});

/**
 * A blog cover or campaign banner: one of the 1200×630 visuals (public/images/visuals/), with
 * its alt text in the file's language, whose JPEG copy under /images/og/ is the page's link
 * preview; or an image an editor picked from the CMS's media library, cropped to 1200×630.
 */
export const visualSchema = z.object({
  src: z.string().refine((p) => /^\/images\/visuals\/(?:cover|banner)-[a-z0-9-]+\.svg$/.test(p) || CMS_MEDIA.test(p), 'must be a cover-… or banner-… SVG under /images/visuals/, or an image of the CMS media library'),
  alt: nonEmpty.max(160),
  /** A CMS image's own size and the editor's focal point (0–1 from the left and top), for its crops. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  focalPoint: z.object({ left: z.number().min(0).max(1), top: z.number().min(0).max(1) }).strict().optional(),
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

/** A list of short texts in each language. */
const localizedList = inEachLanguage(z.array(nonEmpty).min(1));

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
