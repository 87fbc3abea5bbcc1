// Every test runs: no test file skips a test, marks one to do later or narrows the run to one
// (vitest passes a run with skipped tests; vitest.config.ts also sets allowOnly: false).
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['shared', 'server', 'pages', 'blocks', 'views', 'widgets', 'scripts', 'tests'];
const SELF = path.join('tests', 'no-skipped-tests.test.ts');

/** A test API's skip, only, todo, skipIf or runIf modifier (also after each or concurrent), the x- and f- prefixed forms, and a skip called on a test's context. */
const SKIPS = [
  /\b(?:describe|suite|it|test|bench)(?:\.(?:concurrent|sequential|shuffle|fails|each|for)\b(?:\([^)]*\))?)*\.(?:skip|only|todo|skipIf|runIf)\b/,
  /\b(?:xit|xtest|xdescribe|fit|fdescribe)\s*\(/,
  /\b(?:ctx|context|t|task)\.skip\s*\(/,
];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(p);
    return /\.test\.tsx?$/.test(e.name) && p !== SELF ? [p] : [];
  });
}

describe('the test suite', () => {
  it('recognises every way of skipping a test (so that finding none below means something)', () => {
    // The samples are put together here, so that this file itself holds none of them.
    const m = (...parts: string[]) => parts.join('.');
    const lines = [`${m('it', 'skip')}('x', () => {})`, `${m('describe', 'only')}('x', () => {})`, `${m('test', 'todo')}('x')`, `${m('it', 'skipIf')}(process.env.CI)('x', () => {})`,
      `${m('describe', 'each([1, 2])', 'skip')}('x', () => {})`, `${m('it', 'concurrent', 'only')}('x', async () => {})`, `${'x'}it('x', () => {})`, `${m('ctx', 'skip')}()`];
    expect(lines.filter((l) => !SKIPS.some((re) => re.test(l)))).toEqual([]);
    for (const l of ["it('skips nothing', () => {})", "describe.each(['tr', 'en'])('%s', () => {})", 'const only = items.filter(skip)', 'list.skip(2)'])
      expect(SKIPS.some((re) => re.test(l)), l).toBe(false);
  });

  it('skips no test, marks none as to-do, and narrows the run to none', () => {
    const files = ROOTS.flatMap(testFiles);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => readFileSync(f, 'utf8').split('\n')
      .map((line, i) => (SKIPS.some((re) => re.test(line)) ? `${f}:${i + 1}: ${line.trim()}` : ''))
      .filter(Boolean));
    expect(found, found.join('\n')).toEqual([]);
  });
});
