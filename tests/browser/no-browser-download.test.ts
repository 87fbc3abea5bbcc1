// playwright drives Debian's Chromium; installing the project must never fetch a browser build.
// A browser download would come from an install script of playwright or playwright-core (older
// versions had one), so an upgrade that brings one back fails here.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromiumPath, launchBrowser } from '../helpers/browser.js';

const require = createRequire(import.meta.url);
const manifest = (name: string) => JSON.parse(readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`)), 'package.json'), 'utf8'));

describe('playwright', () => {
  it('is a dev dependency whose packages have no install script', () => {
    const project = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(project.devDependencies).toHaveProperty('playwright');
    expect(project.devDependencies).not.toHaveProperty('playwright-core');
    for (const name of ['playwright', 'playwright-core']) {
      const scripts = manifest(name).scripts ?? {};
      expect([name, Object.keys(scripts).filter((s) => /install/.test(s))]).toEqual([name, []]);
    }
  });

  it('the browser helper launches the recorded Chromium, not a browser build of its own', async () => {
    // "Chromium 131.0.6778.85 built on Debian …": the version the system's browser reports.
    const installed = /\b(\d+\.\d+\.\d+\.\d+)\b/.exec(execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[1];
    expect(installed).toMatch(/^\d+\./);
    const browser = await launchBrowser();
    try {
      expect(browser.version()).toBe(installed);
    } finally {
      await browser.close();
    }
  });
});
