// Every UI string the code translates has an English entry, so English pages never fall
// back to Turkish source text for their own interface.
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('UI dictionary', () => {
  it('has an English translation for every t("…") source text in server, pages, blocks, views and widgets', () => {
    const dict = JSON.parse(readFileSync('content/dictionary.json', 'utf8')) as Record<string, { en?: string }>;
    const used = new Set<string>();
    for (const file of ['server', 'pages', 'blocks', 'views', 'widgets'].flatMap(sources)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\('((?:[^'\\]|\\.)+)'/g)) used.add(m[1]!.replace(/\\'/g, "'"));
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((s) => !dict[s]?.en);
    expect(missing).toEqual([]);
  });
});
