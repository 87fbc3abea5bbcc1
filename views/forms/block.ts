// The form block's server part: the query of its thank-you state and of a preselected subject,
// which server/forms/http.ts answers; the cached page must never answer them.
import { defineBlock } from '../blocks/define.js';
import { FormBlock } from './FormBlock.js';
import { FORM_QUERY_PARAMS } from '../../server/forms/schemas.js';

export const form = defineBlock<'form'>({
  View: FormBlock,
  query: () => FORM_QUERY_PARAMS,
});
