// `npm run content:check` (the built dist/scripts/validate-content.js, as the npm script runs it)
// refuses a meta description a search result would cut, naming the file and its length.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const check = (dir: string) => spawnSync(process.execPath, [path.resolve(process.env.DIST_DIR || 'dist', 'scripts/validate-content.js'), dir], { encoding: 'utf8' });

describe('content:check', () => {
  it('passes the shipped content and refuses a 161-character description with the file and the length', () => {
    expect(check('content').status).toBe(0);
    const dir = mkdtempSync(path.join(tmpdir(), 'unilira-check-'));
    try {
      cpSync('content', dir, { recursive: true });
      const file = path.join(dir, 'blog/free-transfer-guide.en.json');
      const post = JSON.parse(readFileSync(file, 'utf8'));
      post.description = `${post.description} ${'More on fees, limits and safety for every transfer you make.'}`.slice(0, 160) + 's';
      expect(post.description).toHaveLength(161);
      writeFileSync(file, JSON.stringify(post));
      const run = check(dir);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('content/blog/free-transfer-guide.en.json: description: 161 characters');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('warns, without failing, while the fee schedule is marked unconfirmed, and is quiet once it is confirmed', () => {
    const shipped = check('content');
    expect(shipped.status).toBe(0);
    expect(shipped.stderr).toContain('data/fees.json has "confirmed": false');
    const dir = mkdtempSync(path.join(tmpdir(), 'unilira-check-'));
    try {
      cpSync('content', dir, { recursive: true });
      const file = path.join(dir, 'data/fees.json');
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), confirmed: true }));
      const run = check(dir);
      expect([run.status, run.stderr]).toEqual([0, '']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
