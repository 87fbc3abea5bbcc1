// The check that keeps fees and limits in one place: a money amount or a percentage typed
// into page, article, campaign, FAQ, legal or navigation text is an error, unless it comes
// from a token ({{fee:…}}, expanded from content/data/fees.json) or the allow-list in
// content/data/figure-allowlist.json (campaign rewards and worked examples, which are not
// fees). Runs on the raw files, before tokens are expanded, in `npm run content:check`,
// with the check that no Turkish suffix is typed by hand after a token.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { nonEmpty } from '../fields.js';
import { TOKEN } from './tokens.js';
import type { Locale } from '../../../shared/locale.js';

export const figureAllowlistSchema = z.array(z.object({
  /** A content file without its language: "campaigns/invite-a-friend" covers both languages. */
  file: z.string().regex(/^[a-z]+\/[a-z0-9-]+$/, 'must be folder/id, e.g. campaigns/invite-a-friend'),
  /** The figures as written in Turkish ("1.000 TL", "%10"); the English "1,000 TL", "10%" match them. */
  figures: z.array(nonEmpty).min(1),
  /** Why these figures are not fees: shown to whoever reviews the list. */
  reason: nonEmpty.min(20),
}).strict());

/** Folders (and single files) whose text is checked. */
const SCANNED = ['pages', 'blog', 'campaigns', 'faq', 'privacy', 'navigation', 'qr-message.tr.json', 'qr-message.en.json', 'dictionary.json'];

const NUM = String.raw`\d(?:[\d.,]*\d)?`;
const CUR = String.raw`TL|₺|TRY|EUR|USD|GBP|€|\$|lira`;
const FIGURE = new RegExp(
  String.raw`(?<n1>${NUM})\s?(?<c1>${CUR})(?![\p{L}])|(?<![\p{L}])(?<c2>₺|€|\$|TRY|EUR|USD|GBP)\s?(?<n2>${NUM})|%\s?(?<p1>${NUM})|(?<p2>${NUM})\s?(?:%|percent\b|per cent\b)|yüzde\s(?<p3>${NUM})`,
  'gu',
);

/** "1.000,50" (tr) or "1,000.50" (en) as a plain number string: "1000.5". */
function parseNumber(n: string, locale: Locale): string {
  const plain = locale === 'tr' ? n.replace(/\./g, '').replace(',', '.') : n.replace(/,/g, '');
  return String(Number(plain));
}
const currencyOf = (c: string) => ({ TL: 'TRY', '₺': 'TRY', lira: 'TRY', '€': 'EUR', $: 'USD' } as Record<string, string>)[c] ?? c;

export interface Figure { text: string; canonical: string }

/** Every money amount and percentage in a text, with a canonical form ("1000 TRY", "1.5%"). */
export function findFigures(text: string, locale: Locale): Figure[] {
  const out: Figure[] = [];
  for (const m of text.replace(TOKEN, ' ').matchAll(FIGURE)) {
    const g = m.groups!;
    const pct = g.p1 ?? g.p2 ?? g.p3;
    const canonical = pct ? `${parseNumber(pct, locale)}%` : `${parseNumber((g.n1 ?? g.n2)!, locale)} ${currencyOf((g.c1 ?? g.c2)!)}`;
    out.push({ text: m[0], canonical });
  }
  return out;
}

function strings(v: unknown, at: string, out: [string, string][]): [string, string][] {
  if (typeof v === 'string') out.push([at, v]);
  else if (Array.isArray(v)) v.forEach((x, i) => strings(x, `${at}[${i}]`, out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) strings(x, at ? `${at}.${k}` : k, out);
  return out;
}

/** Every string of the scanned files: its file (relative to content/), JSON path, text and language. */
function scannedTexts(root: string): { rel: string; at: string; text: string; lang: Locale }[] {
  const files = SCANNED.flatMap((s) => {
    const abs = path.join(root, s);
    if (!existsSync(abs)) return [];
    return s.endsWith('.json') ? [s] : readdirSync(abs).filter((n) => n.endsWith('.json')).map((n) => `${s}/${n}`);
  });
  return files.flatMap((rel) => {
    const locale = rel.includes('.en.') ? 'en' : 'tr';
    return strings(JSON.parse(readFileSync(path.join(root, rel), 'utf8')), '', []).map(([at, text]) => ({
      rel, at, text,
      // The dictionary's values are checked in their own language.
      lang: rel === 'dictionary.json' ? (at.endsWith('.en') ? 'en' : 'tr') : locale,
    }));
  });
}

/** Problems, one line each: file, JSON path and the figure typed there. */
export function checkFigures(root: string): string[] {
  const allowPath = path.join(root, 'data/figure-allowlist.json');
  const allow = existsSync(allowPath) ? figureAllowlistSchema.parse(JSON.parse(readFileSync(allowPath, 'utf8'))) : [];
  const allowed = new Map(allow.map((a) => [a.file, new Set(a.figures.flatMap((f) => findFigures(f, 'tr').map((x) => x.canonical)))]));
  const problems: string[] = [];
  for (const { rel, at, text, lang } of scannedTexts(root)) {
    const ok = allowed.get(rel.replace(/\.(tr|en)\.json$/, ''));
    for (const f of findFigures(text, lang)) {
      if (ok?.has(f.canonical)) continue;
      problems.push(`content/${rel}: ${at}: "${f.text}" is a figure typed into the text; use a {{fee:…}} or {{limit:…}} token from content/data/fees.json, or list it in content/data/figure-allowlist.json with a reason`);
    }
  }
  return problems;
}

/** A fact token followed by a typed apostrophe and letters: "{{fee:load.card}}'i". */
const TYPED_SUFFIX = /\{\{(?:company|fee|limit):[^}]*\}\}['’]\p{L}+/giu;

/**
 * Problems, one line each, for a suffix typed by hand after a token: it is right only for
 * today's figure ("%1,5'u" but "%2'si"), so the token carries the case instead ({{fee:x|poss}}).
 */
export function checkTypedSuffixes(root: string): string[] {
  return scannedTexts(root).flatMap(({ rel, at, text }) =>
    [...text.matchAll(TYPED_SUFFIX)].map((m) => `content/${rel}: ${at}: "${m[0]}" types a suffix after a token; write the case in the token instead ({{fee:…|acc}}, |dat, |loc, |abl, |gen, |poss, |cop, |ins, |adj; see content/README.md)`));
}
