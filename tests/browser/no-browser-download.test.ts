// playwright drives Debian's Chromium; installing the project must never fetch a browser build.
// A browser download would come from an install script of playwright or playwright-core (older
// versions had one), so an upgrade that brings one back fails here.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const manifest = (name: string) => JSON.parse(readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`)), 'package.json'), 'utf8'));

describe('playwright', () => {
  it('is a dev dependency whose packages have no install script, and the browser helper launches a given executable', () => {
    const project = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(project.devDependencies).toHaveProperty('playwright');
    expect(project.devDependencies).not.toHaveProperty('playwright-core');
    for (const name of ['playwright', 'playwright-core']) {
      const scripts = manifest(name).scripts ?? {};
      expect([name, Object.keys(scripts).filter((s) => /install/.test(s))]).toEqual([name, []]);
    }
    expect(readFileSync('tests/helpers/browser.ts', 'utf8')).toMatch(/executablePath: chromiumPath\(\)/);
  });
});
