// content/data/company.json: the corporate facts a licensed institution publishes, typed
// once. The trade name, address and regulators stay in site.json; everything else a page,
// the footer or the structured data says about the company is read from here.
import { z } from 'zod';
import { isoDate, inEachLanguage, plain } from '../fields.js';

const localized = inEachLanguage(plain);
const person = z.object({ name: plain, role: localized }).strict();

export const companySchema = z.object({
  /** Central registry number (MERSİS), 16 digits in groups of four. */
  mersis: z.string().regex(/^\d{4}-\d{4}-\d{4}-\d{4}$/, 'must be 16 digits as 0000-0000-0000-0000'),
  tradeRegistry: z.object({ office: localized, number: z.string().regex(/^\d{6}-\d$/, 'must look like 123456-7') }).strict(),
  tax: z.object({ office: localized, number: z.string().regex(/^\d{10}$/, 'must be 10 digits') }).strict(),
  paidInCapital: z.object({ amount: z.number().int().positive(), currency: z.literal('TRY') }).strict(),
  kep: z.email().refine((v) => v.endsWith('.kep.tr'), 'a KEP address ends in .kep.tr'),
  licence: z.object({
    /** URL of the licensing authority: must be one of site.json's regulators. */
    regulatorUrl: z.url({ protocol: /^https$/ }),
    /** The authority's public list of licensed institutions. */
    registerUrl: z.url({ protocol: /^https$/ }),
    type: localized,
    law: z.string().regex(/^\d{4}$/),
    date: isoDate,
    decisionNumber: plain,
    decision: localized,
  }).strict(),
  board: z.array(person).min(3),
  management: z.array(person).min(2),
  complaintsOfficer: z.object({ name: plain, role: localized, email: z.email() }).strict(),
  /** Days within which a complaint is answered (the payment services regulation's limit). */
  complaintResponseDays: z.number().int().min(1).max(60),
}).strict();
export type Company = z.infer<typeof companySchema>;
