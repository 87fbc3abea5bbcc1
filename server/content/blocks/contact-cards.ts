import { z } from 'zod';
import { blockBase, nonEmpty } from '../fields.js';
import { defineBlock, joinText } from './define.js';

export const contactCards = defineBlock({
  type: 'contactCards',
  schema: z.object({ type: z.literal('contactCards'), ...blockBase, title: nonEmpty }).strict(),
  text: (b, { site, t }) => ({
    title: b.title,
    headings: joinText(t('Müşteri Hizmetleri'), t('E-posta'), t('Genel Müdürlük')),
    text: joinText(site.phone, site.email, site.legalName, site.address.streetAddress, site.address.addressLocality),
  }),
  links: () => [],
  html: () => [],
});
