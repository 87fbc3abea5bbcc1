import { describe, it, expect, afterEach } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { looksPersonal, normaliseTerm, readZeroResults, ZeroResultLog, ZERO_RESULTS_DIR } from './zero-results.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'zero-'));
  dirs.push(d);
  return d;
};
const logs: ZeroResultLog[] = [];
const open = (options: ConstructorParameters<typeof ZeroResultLog>[0]) => {
  const log = new ZeroResultLog(options);
  logs.push(log);
  return log;
};
afterEach(async () => {
  await Promise.all(logs.splice(0).map((l) => l.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('what is counted', () => {
  it('counts a term under its folded, single-spaced form', () => {
    const log = open({ dataDir: tempDir() });
    log.record('KART  Ücreti');
    log.record('kart ucreti');
    log.record(' kart\tücreti ');
    expect(log.top()).toEqual([['kart ucreti', 3]]);
    expect(normaliseTerm('x'.repeat(300))).toHaveLength(100);
  });

  it.each([
    ['an e-mail address', 'ayse.yilmaz@example.com'],
    ['an IBAN', 'TR33 0006 1005 1978 6457 8413 26'],
    ['an IBAN without spaces', 'tr330006100519786457841326'],
    ['a phone number in groups', '0532 123 45 67'],
    ['an international phone number', '+90 555 000 00 00'],
    ['a long number', 'kart 4543123412341234'],
    ['a reference number', 'işlem 123456'],
  ])('drops %s', (_what, term) => {
    expect(looksPersonal(normaliseTerm(term))).toBe(true);
    const log = open({ dataDir: tempDir() });
    log.record(term);
    expect(log.top()).toEqual([]);
  });

  it('keeps ordinary terms with a few digits', () => {
    for (const term of ['3d secure', '100 tl', '2026 kampanya', 'iban']) expect(looksPersonal(normaliseTerm(term))).toBe(false);
  });

  it('keeps at most maxTerms terms, letting the rarest go', () => {
    const log = open({ dataDir: tempDir(), maxTerms: 3 });
    for (let i = 0; i < 5; i++) log.record('sık aranan');
    for (const t of ['bir', 'iki', 'üç', 'dört', 'beş']) log.record(t);
    const top = log.top(10);
    expect(top).toHaveLength(3);
    expect(top[0]).toEqual(['sik aranan', 5]);
    expect(top.map(([t]) => t)).toContain('bes'); // the newest stays, older rare ones went
  });
});

describe('writing and reading', () => {
  it('writes nothing until there is something, then one file per process; the report adds files up', async () => {
    const dataDir = tempDir();
    const a = open({ dataDir });
    await a.flush();
    expect(() => readdirSync(path.join(dataDir, ZERO_RESULTS_DIR))).toThrow();
    a.record('kripto');
    a.record('kripto');
    await a.close();
    const b = open({ dataDir });
    b.record('kripto');
    b.record('altın');
    await b.close();
    const files = readdirSync(path.join(dataDir, ZERO_RESULTS_DIR));
    expect(files).toHaveLength(2);
    const one = JSON.parse(readFileSync(path.join(dataDir, ZERO_RESULTS_DIR, files[0]!), 'utf8'));
    expect(Object.keys(one)).toEqual(['version', 'updated', 'counts']);
    // A broken file is skipped, not fatal.
    writeFileSync(path.join(dataDir, ZERO_RESULTS_DIR, 'broken.json'), '{');
    expect(await readZeroResults(dataDir)).toEqual({ files: 2, skipped: ['broken.json'], counts: [['kripto', 3], ['altin', 1]] });
  });

  it('flushes on a timer', async () => {
    const dataDir = tempDir();
    const log = open({ dataDir, flushEveryMs: 20 });
    log.record('kripto');
    // Written by the timer alone, nothing else asked: the file appears without a close or flush.
    await expect.poll(async () => (await readZeroResults(dataDir)).counts, { timeout: 5000 }).toEqual([['kripto', 1]]);
  });

  it('never rejects when the folder cannot be written; the error is reported and counts are kept', async () => {
    const blocker = tempDir();
    mkdirSync(path.join(blocker, 'x'));
    writeFileSync(path.join(blocker, 'x', ZERO_RESULTS_DIR), 'a file where the folder should be');
    const errors: unknown[] = [];
    const log = open({ dataDir: path.join(blocker, 'x'), onError: (e) => errors.push(e) });
    log.record('kripto');
    await expect(log.flush()).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(log.top()).toEqual([['kripto', 1]]);
  });

  it('reads an empty report when nothing was written', async () => {
    expect(await readZeroResults(path.join(tempDir(), 'none'))).toEqual({ files: 0, skipped: [], counts: [] });
  });
});
