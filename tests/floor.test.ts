// The site's languages are spelled once, on the floor (shared/locale.ts): everywhere else says
// LOCALES or Locale, so the compiler finds every place a third language would have to reach.
import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The list or the union of the two languages, in either quotes, either order, any spacing. */
const word = (w: string) => `(?:'${w}'|"${w}")`;
const spellings = (a: string, b: string) => [`\\[\\s*${word(a)}\\s*,\\s*${word(b)}\\s*\\]`, `${word(a)}\\s*\\|\\s*${word(b)}`];
const SPELLED = new RegExp([...spellings('tr', 'en'), ...spellings('en', 'tr')].join('|'));

/** Files that may spell it, and why. */
const ALLOWED: Record<string, string> = {
  'tests/no-skipped-tests.test.ts': 'a sample line, as text, that the skip check must not flag',
};

describe('the floor (shared/)', () => {
  it('recognises the ways the language list and union are spelled (so that finding none below means something)', () => {
    const [tr, en] = ["'tr'", '"en"'];
    const samples = [`for (const l of [${tr}, ${en}] as const)`, `(l: ${tr} | ${en})`, `[${en},${tr}]`, `Record<${en} | ${tr}, string>`];
    expect(samples.filter((s) => !SPELLED.test(s))).toEqual([]);
    for (const s of [`z.enum([${tr}, ${en}, 'tr-TR'])`, `l === ${tr} ? ${en} : ${tr}`, `{ tr: 'il', en: 'city' }`]) expect(SPELLED.test(s), s).toBe(false);
  });

  it('is the only place that spells the languages', () => {
    const files = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx'], { encoding: 'utf8' }).split('\0').filter(Boolean);
    expect(files.length).toBeGreaterThan(300);
    const found = files.filter((f) => !f.startsWith('shared/') && !(f in ALLOWED)).flatMap((f) => readFileSync(f, 'utf8').split('\n')
      .map((line, i) => (SPELLED.test(line) ? `${f}:${i + 1}: ${line.trim()}` : ''))
      .filter(Boolean));
    expect(found, `spelled outside shared/ (use LOCALES or Locale from shared/locale.ts):\n${found.join('\n')}`).toEqual([]);
  });
});
