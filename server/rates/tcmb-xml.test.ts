// Parsing the Central Bank's published XML: the embedded snapshot, a hand-made fixture in the
// same format, Unit 100, and what is not a bulletin.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseBulletin, archivePath, RatesFormatError } from './tcmb-xml.js';
import { bulletinXml } from '../../scripts/tcmb-stand-in.js';

describe('TCMB bulletin', () => {
  it('reads the embedded snapshot: date, bulletin number, Unit and forex selling rate', () => {
    const b = parseBulletin(readFileSync('content/rates/today.xml', 'utf8'));
    expect([b.date, b.number]).toEqual(['2026-11-25', '2026/224']);
    expect(b.rates.EUR).toEqual({ unit: 1, selling: 509637n, buying: 508720n, date: '2026-11-25', bulletin: '2026/224' });
    expect(b.rates.JPY!.unit).toBe(100);
  });

  it('reads a fixture in the published format, Unit 100 included', () => {
    const b = parseBulletin(bulletinXml('2026-12-04', '2026/231', [{ code: 'USD', buying: '44.0000', selling: '44.1000' }, { code: 'JPY', unit: 100, buying: '28.1000', selling: '28.3000' }]));
    expect(b.date).toBe('2026-12-04');
    expect(b.rates.JPY).toEqual({ unit: 100, selling: 283000n, buying: 281000n, date: '2026-12-04', bulletin: b.number });
  });

  it('leaves out a currency whose figures do not read, and keeps the others', () => {
    const b = parseBulletin(bulletinXml('2026-12-04', '2026/231', [{ code: 'USD', buying: '44.0000', selling: '' }, { code: 'EUR', unit: 0, buying: '1', selling: '1' }, { code: 'GBP', buying: '58.0000', selling: '58.1000' }]));
    expect(Object.keys(b.rates)).toEqual(['GBP']);
  });

  it('refuses what is not a bulletin: half a file, HTML, no currency', () => {
    const whole = bulletinXml('2026-12-04', '2026/231', [{ code: 'USD', buying: '44.0000', selling: '44.1000' }]);
    expect(() => parseBulletin(whole.slice(0, whole.length / 2))).toThrow(RatesFormatError);
    expect(() => parseBulletin('<html><body>Bakım çalışması</body></html>')).toThrow(RatesFormatError);
    expect(() => parseBulletin(bulletinXml('2026-12-04', '2026/231', []))).toThrow(/no Currency/);
  });

  it('names the archive file of a day as the Central Bank does', () => {
    expect(archivePath('2026-11-25')).toBe('202611/25112026.xml');
  });
});
