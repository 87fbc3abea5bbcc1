// The FAQ block's structured data: one FAQPage for all the page's FAQ blocks.
import { defineBlock } from '../define.js';
import { Faq } from './Faq.js';

export const faq = defineBlock<'faq'>({
  View: Faq,
  jsonLd: (blocks) => [{
    '@context': 'https://schema.org', '@type': 'FAQPage',
    mainEntity: blocks.flatMap((b) => b.items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } }))),
  }],
});
