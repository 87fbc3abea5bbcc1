// The shape of content/site.json, and the site as views read it: with the corporate facts, the
// fee schedule and the holidays attached at load.
import { z } from 'zod';
import { nonEmpty, slug, imagePath, localized } from './fields.js';
import type { Company } from './facts/company-schema.js';
import type { FeeSchedule } from './facts/fees-schema.js';
import type { Holiday } from './holidays.js';

export const siteSchema = z.object({
  brand: nonEmpty,
  product: slug,
  legalName: nonEmpty,
  description: localized,
  phone: z.string().regex(/^\+\d[\d ]{7,}$/, 'must be an international number such as +90 850 000 00 00'),
  email: z.email(),
  /** The organisation's logo in structured data; the header and footer show their own content's. */
  logo: imagePath,
  address: z.object({
    streetAddress: nonEmpty, addressLocality: z.literal('İstanbul'), addressRegion: nonEmpty,
    postalCode: z.string().regex(/^\d{5}$/), addressCountry: z.literal('TR'),
  }).strict(),
  social: z.array(z.object({ name: nonEmpty, url: z.url({ protocol: /^https$/ }) }).strict()).min(1),
  /** Where the consent banner links to. */
  cookiePolicyUrl: localized,
  /** `short` and `role` make the footer's trust mark ("TCMB · Lisanslı"), drawn as text so it reads in both themes. */
  regulators: z.array(z.object({ name: nonEmpty, url: z.url({ protocol: /^https$/ }), logo: imagePath, role: localized.optional() }).strict()).min(5),
}).strict();
export type SiteFile = z.infer<typeof siteSchema>;
/** site.json with the corporate facts and the fee schedule (content/data/company.json, fees.json) attached at load. */
export type Site = SiteFile & { company: Company; fees: FeeSchedule; holidays: Holiday[] };
