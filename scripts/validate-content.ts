// `npm run content:check`: validates content/ exactly as start-up does, then the links
// between files (route keys, anchors, menu URLs), and prints what it found.
import path from 'node:path';
import { loadContent, validateFiles, ContentError } from '../server/content/load.js';
import { checkContentLinks } from '../server/content/check-links.js';
import { collectionNames } from '../server/content/collections.js';
import { checkFigures, checkTypedSuffixes } from '../server/content/facts/figures.js';
import { UNCONFIRMED } from '../server/content/facts/fees-schema.js';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const dir = path.resolve(onlyAt === 0 ? 'content' : (args[0] ?? 'content'));
if (onlyAt >= 0) {
  // `--only pages/home.tr.json blog/x.en.json`: check just these files (paths relative to content/).
  const problems = validateFiles(dir, args.slice(onlyAt + 1).map((f) => f.replace(/^content\//, '')));
  console.log(problems.length ? problems.join('\n') : `ok: ${args.length - onlyAt - 1} files`);
  process.exit(problems.length ? 1 : 0);
}
try {
  const content = loadContent(dir);
  const problems = [...checkContentLinks(content), ...checkFigures(dir), ...checkTypedSuffixes(dir)];
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  // Not an error: the embedded content ships example figures. A site going live confirms them.
  if (!content.site.fees.confirmed) console.warn(UNCONFIRMED);
  const count = (l: { locale: string }[]) => l.filter((i) => i.locale === 'tr').length;
  const items = collectionNames.map((c) => `${count(content.collections[c])} ${c}`).join(', ');
  console.log(
    `content ok: ${Object.keys(content.pages.tr).length} pages x 2 languages; items per language: ${items}; ` +
      `${Object.keys(content.dictionary).length} dictionary entries`,
  );
} catch (e) {
  if (e instanceof ContentError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
