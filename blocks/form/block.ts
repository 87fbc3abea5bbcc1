// The form block's server parts: what its page's query shows (the thank-you state, ?gonderildi=
// / ?sent=, this visitor's alone; a preselected subject, ?konu= / ?subject=, the same for
// everyone), and what a POST to its page does (action.ts).
import { defineBlock } from '../define.js';
import { FormBlock } from './FormBlock.js';
import { formAction } from './action.js';
import { FORM_QUERY_PARAMS, SENT_QUERY, SUBJECT_QUERY, subjectFromSlug } from '../../server/forms/schemas.js';
import { REFERENCE_PATTERN } from '../../server/forms/reference.js';

export const form = defineBlock<'form'>({
  View: FormBlock,
  async load(block, { query, locale }) {
    const sent = query[SENT_QUERY[locale]];
    if (typeof sent === 'string' && REFERENCE_PATTERN.test(sent)) return { form: { form: block.form, sent: { reference: sent } } };
    const subject = block.form === 'contact' ? subjectFromSlug(locale, query[SUBJECT_QUERY[locale].param]) : undefined;
    return subject ? { form: { form: block.form, values: { subject } } } : {};
  },
  query: () => FORM_QUERY_PARAMS,
  personal: (_block, data) => !!data.form?.sent,
  action: formAction,
});
