// `npm run -s submissions:export -- [--since 2026-01-01] [--kind contact] [--format csv|json] [--out file]`
// prints stored form submissions to stdout (or writes them, readable by the owner only, to
// --out), oldest first. A date means midnight in Türkiye. `-s` keeps npm's own banner out of
// stdout.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { openFormStore } from '../server/forms/open.js';
import { parseSince, submissionsToCsv, submissionsToJson } from '../server/forms/export.js';
import { FORM_KINDS, type FormKind } from '../server/forms/store.js';

function usage(problem: string): never {
  console.error(`${problem}\nusage: npm run submissions:export -- [--since YYYY-MM-DD] [--kind ${FORM_KINDS.join('|')}] [--format csv|json] [--out file]`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({ options: { since: { type: 'string' }, kind: { type: 'string' }, format: { type: 'string', default: 'csv' }, out: { type: 'string' } } }).values;
} catch (err) {
  usage((err as Error).message);
}
if (args.format !== 'csv' && args.format !== 'json') usage('--format must be csv or json');
if (args.kind !== undefined && !FORM_KINDS.includes(args.kind as FormKind)) usage(`--kind must be one of ${FORM_KINDS.join(', ')}`);
let since: Date | undefined;
try {
  since = args.since === undefined ? undefined : parseSince(args.since);
} catch (err) {
  usage((err as Error).message);
}

const config = loadConfig();
const store = await openFormStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const submissions = await store.list({ since, kind: args.kind as FormKind | undefined });
  const text = args.format === 'csv' ? submissionsToCsv(submissions) : submissionsToJson(submissions);
  if (args.out) {
    writeFileSync(args.out, text, { mode: 0o600 });
  } else {
    // Piped into `head` and the like: a closed stdout is not an error.
    process.stdout.on('error', (err: NodeJS.ErrnoException) => { if (err.code !== 'EPIPE') throw err; });
    process.stdout.write(text);
  }
  console.error(`${submissions.length} submission(s)${args.out ? ` written to ${args.out}` : ''}`);
} finally {
  await store.close();
}
