// docs/umbraco.md's content-model tables are model.json's, as the generator prints them: an
// Umbraco developer who sets up the document types from the doc builds what the site reads.
import { it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { DOC, withModelDoc } from '../../scripts/umbraco-model-doc.js';

it('docs/umbraco.md shows model.json as it is (npm run umbraco:model-doc -- --write)', () => {
  const doc = readFileSync(DOC, 'utf8');
  expect(doc).toBe(withModelDoc(doc));
  expect(doc).toMatch(/\| `blogPost` \| \/blog\/\{slug\}\/ \| per culture \| `title` \| Umbraco\.TextBox \| yes \|/);
});
