import { describe, it, expect } from 'vitest';
import { parseUrlencoded, MAX_FIELDS } from './body.js';

const parse = (s: string | Buffer) => parseUrlencoded(Buffer.isBuffer(s) ? s : Buffer.from(s, 'latin1'));
const fields = (s: string) => {
  const r = parse(s);
  if (!r.ok) throw new Error(`refused: ${r.problem}`);
  return Object.fromEntries(r.fields);
};

describe('parseUrlencoded', () => {
  it('decodes what browsers send: UTF-8 percent-escapes, + for spaces, empty values', () => {
    const body = new URLSearchParams({ fullName: 'Ayşe Yılmaz', city: 'İzmir', message: 'a+b & c=d\nsatır', empty: '' }).toString();
    expect(fields(body)).toEqual({ fullName: 'Ayşe Yılmaz', city: 'İzmir', message: 'a+b & c=d\nsatır', empty: '' });
    expect(fields('a&b=1&&')).toEqual({ a: '', b: '1' });
  });
  it('refuses bytes that are not UTF-8, raw or percent-encoded', () => {
    expect(parse('name=%FF%FE')).toEqual({ ok: false, problem: 'malformed' });
    expect(parse('name=%C5')).toEqual({ ok: false, problem: 'malformed' }); // a truncated sequence
    expect(parse(Buffer.from([0x6e, 0x3d, 0xc5, 0x9f]))).toMatchObject({ ok: true }); // raw UTF-8 "ş" is fine
    expect(parse(Buffer.from([0x6e, 0x3d, 0xfe]))).toEqual({ ok: false, problem: 'malformed' }); // raw latin1
  });
  it('refuses broken escapes, repeated fields and too many fields', () => {
    expect(parse('name=50%')).toEqual({ ok: false, problem: 'malformed' });
    expect(parse('name=%zz')).toEqual({ ok: false, problem: 'malformed' });
    expect(parse('email=a@x.tr&email=b@x.tr')).toEqual({ ok: false, problem: 'malformed' });
    const many = Array.from({ length: MAX_FIELDS + 1 }, (_, i) => `f${i}=1`).join('&');
    expect(parse(many)).toEqual({ ok: false, problem: 'malformed' });
  });
});
