// The Turkish site addresses the visitor as "sen" everywhere except in legal texts.
// Every formal word is reported with its file and JSON path so it can be found and fixed.
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { formalWords, textOf } from './voice-rules.js';

const root = 'content';
/** Legal texts keep the formal register their genre requires. */
const legal = new Set([
  'privacy/kvkk-notice.tr.json', 'privacy/cookie-policy.tr.json',
  // Consent texts, the framework agreement summary and card terms: legal texts in the formal register.
  'privacy/explicit-consent.tr.json', 'privacy/commercial-messages-consent.tr.json',
  'privacy/framework-agreement-summary.tr.json', 'privacy/prepaid-card-terms.tr.json',
]);
/** Keys whose values are identifiers, paths or dates, not text a visitor reads. */
const structural = new Set([
  'slug', 'id', 'route', 'hash', 'url', 'href', 'icon', 'type', 'image', 'variant', 'params', 'contentType',
  'appUrl', 'link', 'helpUrl', 'fotterMail', 'foterLogo', 'logo', 'date', 'startDate', 'endDate', 'updated',
  'theme', 'forceColorMode', 'collection',
]);

type Text = { file: string; at: string; text: string };

/** Every readable string of a Turkish content file, with its JSON path. */
function walk(file: string, value: unknown, at: string, out: Text[]): void {
  if (typeof value === 'string') out.push({ file, at, text: textOf(value) });
  else if (Array.isArray(value)) value.forEach((v, i) => walk(file, v, `${at}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!structural.has(k)) walk(file, v, at ? `${at}.${k}` : k, out);
  }
}

/** Only the values under a "tr" key (site.json, offices/*.json, providers/*.json): the rest is English or names. */
function walkTr(file: string, value: unknown, at: string, out: Text[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => walkTr(file, v, `${at}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const p = at ? `${at}.${k}` : k;
      if (k === 'tr' && typeof v === 'string') out.push({ file, at: p, text: v });
      else if (k === 'tr' && Array.isArray(v)) v.forEach((x, i) => typeof x === 'string' && out.push({ file, at: `${p}[${i}]`, text: x }));
      else walkTr(file, v, p, out);
    }
  }
}

const read = (rel: string) => JSON.parse(readFileSync(path.join(root, rel), 'utf8')) as unknown;
const filesIn = (dir: string) => readdirSync(path.join(root, dir)).map((f) => `${dir}/${f}`);

function turkishTexts(): Text[] {
  const out: Text[] = [];
  const copy = [...['pages', 'blog', 'campaigns', 'faq', 'privacy', 'navigation'].flatMap(filesIn), 'qr-message.tr.json']
    .filter((f) => f.endsWith('.tr.json') && !legal.has(f));
  for (const f of copy) walk(f, read(f), '', out);
  for (const f of ['site.json', ...filesIn('offices'), ...filesIn('providers')]) walkTr(f, read(f), '', out);
  // A dictionary entry without "tr" shows its key, the Turkish source text.
  const dict = read('dictionary.json') as Record<string, { tr?: string }>;
  for (const [key, v] of Object.entries(dict)) out.push({ file: 'dictionary.json', at: JSON.stringify(key), text: v.tr ?? key });
  return out;
}

describe('formal-you detector', () => {
  it('flags formal possessives, verb endings, the pronoun and plural imperatives', () => {
    const words = (s: string) => formalWords(s).map((f) => f.word);
    expect(words('Paranız hesabınıza geçer, dilediğiniz zaman gönderebilirsiniz.')).toEqual(['Paranız', 'hesabınıza', 'dilediğiniz', 'gönderebilirsiniz']);
    expect(words('Kimliğinizi doğrulayın, IBAN\'ınızı kopyalayın ve gönderin.')).toEqual(['Kimliğinizi', 'doğrulayın', 'IBAN\'ınızı', 'kopyalayın', 'gönderin']);
    expect(words('Size en yakın noktayı bulun; isterseniz bize ulaşın.')).toEqual(['Size', 'bulun', 'isterseniz', 'ulaşın']);
    // Imperatives of -n verbs look like genitives after a vowel, so they are named.
    expect(words('Kartı kullanın, ekrana dokunun, indirimden yararlanın.')).toEqual(['kullanın', 'dokunun', 'yararlanın']);
  });
  it('leaves the informal register, genitives and the spec strings alone', () => {
    expect(formalWords('Paranı hesabına gönder, kimliğini doğrula; istersen bize ulaş.')).toEqual([]);
    expect(formalWords('Transferlerin için Unilira\'nın kartları; işlemlerin hepsi ücretsiz.')).toEqual([]);
    expect(formalWords('Paranın ve hesabının güvenliği için aradığın her şey; tutar hesabına geçsin, ekrana dokun.')).toEqual([]);
    expect(formalWords('Üzgünüz, aradığın sayfa bulunamadı. Bize Ulaşın')).toEqual([]);
    // A spec string is exempt only as whole words: "Ara" does not hide "Aradığınız".
    expect(formalWords('Aradığınız sayfa')).toEqual([{ word: 'Aradığınız', rule: '-ınız/-sınız (2nd person plural)' }]);
  });
});

describe('Turkish content voice', () => {
  it('uses the informal "sen" in every non-legal Turkish text and dictionary value', () => {
    const texts = turkishTexts();
    // The walk reached the copy: pages, posts, FAQs, navigation, offices and the dictionary.
    expect(new Set(texts.map((t) => t.file.split('/')[0])).size).toBeGreaterThan(8);
    expect(texts.length).toBeGreaterThan(1000);
    const findings = texts.flatMap(({ file, at, text }) =>
      formalWords(text).map((f) => `content/${file} ${at}: "${f.word}" (${f.rule})`));
    if (findings.length) console.log(`${findings.length} formal words:\n${findings.join('\n')}`);
    expect(findings).toEqual([]);
  });
});
