// The building blocks of content schemas, shared by the file schemas (schemas.ts) and the
// block configs (blocks/*.ts).
import { z } from 'zod';
import { routeKeys } from '../routes/route-map.js';

export const nonEmpty = z.string().trim().min(1);
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase-ascii-kebab slug');
export const anchorId = slug;
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date');
/** HTML from the content service; always sanitized before it is rendered. */
export const html = nonEmpty;
/** An image of the CMS's media library, on the CMS's media host (`/media/<folder>/<file>`). */
export const CMS_MEDIA = /^https?:\/\/[^/\s"'<>]+\/media\/[\w.%/-]+\.(?:svg|png|jpe?g|webp|avif|gif)$/i;
export const imagePath = z.string().refine((p) => /^\/(?:images|logos)\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif)$/.test(p) || CMS_MEDIA.test(p), 'must be a local /images/… or /logos/… file, or an image of the CMS media library');

/** A link inside page content: a route key (preferred) or an absolute external URL. */
export const linkSchema = z
  .object({
    label: nonEmpty,
    route: z.enum(routeKeys).optional(),
    params: z.record(z.string(), slug).optional(),
    hash: anchorId.optional(),
    href: z.url({ protocol: /^https$/ }).optional(),
    variant: z.enum(['primary', 'secondary']).optional(),
  })
  .strict()
  .refine((l) => (l.route ? !l.href : !!l.href), 'needs exactly one of "route" or "href"');
export type ContentLink = z.infer<typeof linkSchema>;

export const blockBase = { id: anchorId.optional() };

/** One value of `schema` in each of the site's languages, and nothing else. */
export const inEachLanguage = <S extends z.ZodType>(schema: S) => z.object({ tr: schema, en: schema }).strict();
/** Text without markup characters, for facts that end up inside HTML through tokens. */
export const plain = nonEmpty.refine((v) => !/[<>&"]/.test(v), 'must not contain < > & or "');

/** A short text in each language (bilingual items, the site's description). */
export const localized = inEachLanguage(nonEmpty);
