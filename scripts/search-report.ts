// `npm run search:report [-- --dir data --top 30]`: what visitors searched for and did not
// find. Adds up the zero-result files every process writes (server/search/zero-results.ts)
// and prints the most frequent terms.
import path from 'node:path';
import { readZeroResults, ZERO_RESULTS_DIR } from '../server/search/zero-results.js';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
};
const dataDir = arg('dir', 'data');
const top = Math.max(1, Number(arg('top', '30')) || 30);

const { files, skipped, counts } = await readZeroResults(dataDir);
for (const f of skipped) console.error(`skipped ${f}: not a readable counts file`);
if (!counts.length) {
  console.log(`No searches without results recorded in ${path.join(dataDir, ZERO_RESULTS_DIR)}.`);
} else {
  console.log(`Searches without results, from ${files} file(s) in ${path.join(dataDir, ZERO_RESULTS_DIR)}: ${counts.length} distinct terms.\n`);
  console.log('| count | term |');
  console.log('| ---: | --- |');
  for (const [term, n] of counts.slice(0, top)) console.log(`| ${n} | ${term.replace(/\|/g, '\\|')} |`);
}
