// For operators: the CMS documents the site could not use whole in its live content (each
// problem: document id, type, culture, field, what was sent, what the site needs, and whether
// the part was left out or the document skipped). The same list the editors see in preview.
import type { RequestHandler } from 'express';
import type { DocumentProblems } from '../content/tolerant.js';

export const CONTENT_PROBLEMS_PATH = '/content-problems';

/** `problems`: the live content's, read per request (content changes while serving). */
export const contentProblems = (source: string, problems: () => DocumentProblems[] | undefined): RequestHandler =>
  (_req, res) => void res.json({ source, documents: problems() ?? [] });
