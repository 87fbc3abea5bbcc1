// The phone input widget's same-origin API: number checks (spec sections 3, 5 and 8) and the
// visitor's country; and the application form using the same checks with the posted country.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { testConfig } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import { createSite } from '../../server/site.js';
import { createApp, type FrontDoor } from '../../server/app.js';

let app: FrontDoor;
const logs: { level: number; msg: string; mode?: string }[] = [];
beforeAll(async () => {
  const deps = await createSite(testConfig());
  const stream = new Writable({ write: (chunk, _enc, done) => (logs.push(JSON.parse(String(chunk))), done()) });
  app = createApp(deps, { logger: pino({ level: 'info' }, stream) });
});

const phone = (body: Record<string, string>) => request(app).post('/api/phone').send(body);
const RESULT_KEYS = ['country', 'countryCode', 'formatted', 'nationalNumber', 'possible', 'valid'];

describe('POST /api/phone', () => {
  it('accepts a Turkish mobile number typed nationally, formatted nationally in auto mode', async () => {
    const res = await phone({ number: '0532 123 45 67', country: 'TR' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ country: 'TR', countryCode: '90', formatted: '0532 123 45 67', valid: true, possible: true, nationalNumber: '5321234567' });
  });

  it('accepts the same number typed internationally, and formats it internationally', async () => {
    const res = await phone({ number: '+905321234567', country: 'TR', mode: 'auto' });
    expect(res.body).toMatchObject({ country: 'TR', countryCode: '90', formatted: '+90 532 123 45 67', valid: true });
  });

  it('reads an international number as its own country whatever country is selected (+49 → DE)', async () => {
    const res = await phone({ number: '+49 1512 3456789', country: 'TR' });
    expect(res.body).toMatchObject({ country: 'DE', countryCode: '49', formatted: '+49 1512 3456789', valid: true, nationalNumber: '15123456789' });
  });

  it('reads a national number in the selected country: a German mobile is valid for DE, not for TR', async () => {
    expect((await phone({ number: '01512 3456789', country: 'DE' })).body).toMatchObject({ country: 'DE', valid: true, formatted: '01512 3456789' });
    expect((await phone({ number: '01512 3456789', country: 'TR' })).body.valid).toBe(false);
  });

  it('mode international / national choose the format of a valid number', async () => {
    expect((await phone({ number: '0532 123 45 67', country: 'TR', mode: 'international' })).body.formatted).toBe('+90 532 123 45 67');
    expect((await phone({ number: '+90 532 123 45 67', country: 'TR', mode: 'national' })).body.formatted).toBe('0532 123 45 67');
  });

  it.each([
    ['a number that does not exist', '0532 123 45', 'possible'],
    ['too short (one digit: TOO_SHORT)', '5', 'error'],
    ['too long (18 digits: TOO_LONG)', '123456789012345678', 'error'],
    ['letters (NOT_A_NUMBER)', 'telefonum yok', 'error'],
    ['a 251-character input', '0532 123 45 67' + ' '.repeat(237), 'error'],
  ])('%s is not valid, answered 200 with the text kept', async (_name, number) => {
    const res = await phone({ number, country: 'TR' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(RESULT_KEYS);
    expect(res.body.valid).toBe(false);
    expect(res.body.formatted).toBe(number.trim());
  });

  it('a parse error gives no country, code or national number', async () => {
    expect((await phone({ number: 'abc', country: 'TR' })).body).toEqual({ country: null, countryCode: null, formatted: 'abc', valid: false, possible: false, nationalNumber: null });
  });

  it('stops at 250 characters: the same valid number padded past 250 is not valid', async () => {
    const at250 = '0532 123 45 67'.padEnd(250, ' ') + 'x';
    expect((await phone({ number: '0532 123 45 67'.padStart(250, ' '), country: 'TR' })).body.valid).toBe(true);
    expect((await phone({ number: at250, country: 'TR' })).body.valid).toBe(false);
  });

  it('accepts an extension of up to 20 digits, not 21', async () => {
    const ext20 = await phone({ number: '0212 123 45 67 ext. 12345678901234567890', country: 'TR' });
    expect(ext20.body).toMatchObject({ valid: true, country: 'TR' });
    expect(ext20.body.formatted).toContain('12345678901234567890');
    expect((await phone({ number: '0212 123 45 67 ext. 123456789012345678901', country: 'TR' })).body.valid).toBe(false);
  });

  it('an unsupported (but well-formed) country is an INVALID_COUNTRY: not valid, not an error', async () => {
    const res = await phone({ number: '0532 123 45 67', country: 'ZZ' });
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(false);
  });

  it('with only, a number from another country is not valid and names no country', async () => {
    const de = await phone({ number: '+49 1512 3456789', country: 'TR', only: 'TR,NL' });
    expect(de.body).toMatchObject({ valid: false, country: null, countryCode: '49' });
    expect((await phone({ number: '+49 1512 3456789', country: 'TR', only: 'tr,de' })).body).toMatchObject({ valid: true, country: 'DE' });
    expect((await phone({ number: '0532 123 45 67', country: 'TR', only: 'TR' })).body.valid).toBe(true);
  });

  it('an invalid mode falls back to the international format and is logged as an error (spec section 8)', async () => {
    logs.length = 0;
    const res = await phone({ number: '0532 123 45 67', country: 'TR', mode: 'fancy' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valid: true, formatted: '+90 532 123 45 67' });
    expect(logs.filter((l) => /invalid mode/.test(l.msg)).map((l) => [l.level, l.mode])).toEqual([[50, 'fancy']]);
  });

  it.each([
    ['no number', { country: 'TR' }, /number/],
    ['an empty number', { number: '', country: 'TR' }, /number/],
    ['a country that is not ISO2', { number: '0532', country: 'TUR' }, /country/],
    ['a number given twice', { number: ['1', '2'], country: 'TR' }, /given once/],
    ['a number that is not text', { number: 5321234567, country: 'TR' }, /as text/],
    ['a malformed only list', { number: '0532', country: 'TR', only: 'TR;DE' }, /only/],
    ['an unknown field', { number: '0532', country: 'TR', callback: 'x' }, /callback/],
    ['a body that is not an object', ['0532'], /JSON object/],
  ])('400 JSON for %s', async (_name, body, message) => {
    const res = await request(app).post('/api/phone').send(body as object);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.error).toBe('bad_request');
    expect(res.body.message).toMatch(message);
  });

  it('415 for a body that is not JSON, 400 for broken JSON, 413 for an oversized one', async () => {
    const form = await request(app).post('/api/phone').type('form').send('number=05321234567&country=TR');
    expect(form.status).toBe(415);
    expect(form.body.error).toBe('unsupported_media_type');
    const broken = await request(app).post('/api/phone').set('content-type', 'application/json').send('{"number":');
    expect(broken.status).toBe(400);
    const big = await request(app).post('/api/phone').send({ number: '1'.repeat(5000), country: 'TR' });
    expect(big.status).toBe(413);
  });

  it('405 for GET: a number never travels in a URL', async () => {
    const res = await request(app).get('/api/phone?number=05321234567&country=TR');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});

describe('GET /api/geo', () => {
  it('answers the country of the CDN header, never cached publicly', async () => {
    const res = await request(app).get('/api/geo').set('cf-ipcountry', 'DE').set('accept-language', 'tr-TR');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ country: 'DE' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('does not take the browser\'s language for a location: an en-US browser without the header gets null, so a Turkish page keeps Türkiye', async () => {
    expect((await request(app).get('/api/geo').set('Accept-Language', 'en-US')).body).toEqual({ country: null });
    expect((await request(app).get('/api/geo').set('accept-language', 'de-DE,de;q=0.9,en;q=0.8')).body).toEqual({ country: null });
    // The header wins over the language; an unknown header value (XX, T1) is no country either.
    expect((await request(app).get('/api/geo').set('cf-ipcountry', 'TR').set('accept-language', 'en-US')).body).toEqual({ country: 'TR' });
    expect((await request(app).get('/api/geo').set('cf-ipcountry', 'XX').set('accept-language', 'en, nl-NL;q=0.5')).body).toEqual({ country: null });
    expect((await request(app).get('/api/geo').set('cf-ipcountry', 'T1').set('accept-language', 'zh-Hant-TW')).body).toEqual({ country: null });
  });

  it('answers null when nothing names a country', async () => {
    expect((await request(app).get('/api/geo')).body).toEqual({ country: null });
  });

  it('reads the header named by the configuration', async () => {
    const deps = await createSite(testConfig({ geoHeader: 'x-vercel-ip-country' }));
    const other = createApp(deps, { logger: pino({ level: 'silent' }) });
    expect((await request(other).get('/api/geo').set('x-vercel-ip-country', 'at')).body).toEqual({ country: 'AT' });
    expect((await request(other).get('/api/geo').set('cf-ipcountry', 'DE')).body).toEqual({ country: null });
  });
});

describe('application form: the phone in the country the widget posts', () => {
  const url = '/temsilcilik-basvurusu/';
  const form = {
    fullName: 'Ayşe Yılmaz', businessName: 'Yılmaz Market', businessType: 'market', taxType: 'company', taxNumber: '1234567890',
    city: 'İzmir', district: 'Konak', email: 'ayse@example.com', notice: 'yes',
  };

  it('accepts a German national number when phoneCountry is DE', async () => {
    const res = await request(app).post(url).type('form').send({ ...form, phone: '01512 3456789', phoneCountry: 'DE' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/temsilcilik-basvurusu\/\?gonderildi=UL-/);
  });

  const chosen = (html: string) => [...dom(html).querySelectorAll('select[name=phoneCountry] option[selected]')].map((o) => o.getAttribute('value'));
  const phoneError = (html: string) => dom(html).querySelector('#app-phone-error')?.textContent;

  it('reads the number as Turkish without phoneCountry (an older page), and keeps the country in the select', async () => {
    const res = await request(app).post(url).type('form').send({ ...form, phone: '01512 3456789' });
    expect(res.status).toBe(400);
    expect(phoneError(res.text)).toBe('Hata: Geçerli bir telefon numarası yaz, örneğin 0532 123 45 67.');
    expect(chosen(res.text)).toEqual(['TR']);
    const de = await request(app).post(url).type('form').send({ ...form, phone: '0151', phoneCountry: 'DE' });
    expect(chosen(de.text)).toEqual(['DE']);
    // The example number is Turkish: for another country the message says what to do instead.
    expect(phoneError(de.text)).toBe('Hata: Seçtiğin ülke için geçerli bir telefon numarası yaz ya da numarayı + ve ülke koduyla yaz.');
  });

  it('a country that is not in the select is a field error, not a number read as Turkish', async () => {
    for (const phoneCountry of ['XX', '<b>', 'tr-TR']) {
      const res = await request(app).post(url).type('form').send({ ...form, phone: '0532 123 45 67', phoneCountry });
      expect(res.status).toBe(400);
      expect(phoneError(res.text)).toBe('Hata: Telefon numaranın ülkesini listeden seç.');
      expect(chosen(res.text)).toEqual(['TR']);
      expect(dom(res.text).querySelector('#app-phone')?.getAttribute('value')).toBe('0532 123 45 67');
    }
  });

  it('in English, the same errors in English', async () => {
    const res = await request(app).post('/en/representative-application/').type('form').send({ ...form, phone: '0151', phoneCountry: 'DE' });
    expect(res.status).toBe(400);
    expect(phoneError(res.text)).toBe('Error: Enter a valid phone number for the country you chose, or the whole number starting with + and the country code.');
  });

  it('accepts an international number whatever the posted country', async () => {
    const res = await request(app).post(url).type('form').send({ ...form, email: 'ayse2@example.com', phone: '+49 1512 3456789', phoneCountry: 'TR' });
    expect(res.status).toBe(303);
  });
});

describe('flags of the phone field', () => {
  it('serves a country flag as SVG, cached for a week; any other name under /flags/ is refused', async () => {
    const res = await request(app).get('/flags/TR.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(String(res.body ?? res.text)).toContain('<svg');
    for (const bad of ['/flags/XX.svg', '/flags/tr.svg', '/flags/flags.css', '/flags/..%2Fpackage.json', '/flags/TR.svg.gz']) {
      // (the request guard already refuses an encoded slash with a 400)
      expect([400, 404], bad).toContain((await request(app).get(bad)).status);
    }
  });
});
