import { z } from 'zod';
import { blockBase, nonEmpty } from '../fields.js';
import { defineBlock, joinText } from './define.js';
import { companyFacts } from '../facts/tokens.js';

/** Which facts a block shows: the registry record, the board, the management or the complaints officer. */
export const companyFactParts = ['registry', 'board', 'management', 'complaints'] as const;

export const companyFactsBlock = defineBlock({
  type: 'companyFacts',
  schema: z.object({
    type: z.literal('companyFacts'), ...blockBase,
    title: nonEmpty, intro: nonEmpty.optional(), part: z.enum(companyFactParts),
  }).strict(),
  text: (b, { site, locale }) => {
    const c = site.company;
    const people = b.part === 'board' ? c.board : b.part === 'management' ? c.management : [];
    const facts = companyFacts({ site, company: c, fees: site.fees }, locale);
    const registry = b.part === 'registry' ? Object.values(facts).join(' ') : '';
    const complaints = b.part === 'complaints' ? joinText(facts.complaintsOfficer, facts.complaintsOfficerRole, facts.complaintsEmail, c.kep) : '';
    return { title: b.title, headings: '', text: joinText(b.intro, registry, complaints, ...people.flatMap((p) => [p.name, p.role[locale]])) };
  },
  links: () => [],
  html: () => [],
});
