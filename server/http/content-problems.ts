// For operators: the CMS documents the site could not use whole in its live content (each
// problem: document id, type, culture, field, what was sent, what the site needs, and whether
// the part was left out or the document skipped). The same list the editors see in preview.
import type { RequestHandler } from 'express';
import type { SiteDeps } from '../site.js';
import { operatorOnly } from './operator.js';

export const CONTENT_PROBLEMS_PATH = '/content-problems';

export function contentProblems(deps: SiteDeps): RequestHandler[] {
  return [operatorOnly(deps, 'content problems'), (_req, res) => {
    const documents = deps.contentRuntime.live.bundle.problems ?? [];
    res.json({ source: deps.config.contentSource, documents });
  }];
}
