// What a form shows besides its content: the visitor's values and errors after a post, a
// preselected subject, or the confirmation. View state only: it never reaches a content read
// or a cache key (server/page-kinds/resolve.tsx).
import type { PageForm } from '../../server/forms/schemas.js';

export interface FormViewState {
  /** The form block this state belongs to. */
  form: PageForm;
  values?: Record<string, string>;
  /** Field name → message; `form` for a message about the whole form. */
  errors?: Record<string, string>;
  /** After a submission: the reference to show. */
  sent?: { reference: string };
}
