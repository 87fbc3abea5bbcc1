// A short excerpt of a result around its first match, with the matched words marked. It is
// structured data ({ text, mark } parts), never HTML: whoever shows it escapes the text and
// wraps marked parts in <mark> itself, so nothing from content reaches a page unescaped.
import { JOIN, wordSpans, type Analyzer, type Word } from './analyzer.js';
import { fold } from '../text/fold.js';
import type { SnippetPart } from '../../shared/search-result.js';

export const SNIPPET_MAX = 160;
/** How much text to show before the first match, so the match has some context. */
const LEAD = 40;
const ELLIPSIS = '…';

/**
 * `matched` holds the index terms a result matched (surface forms, stems, joined pairs);
 * `sources` are the texts known to contain a match, best first. The first source with a
 * marked word gives the snippet; without one, the beginning of `fallback` is shown unmarked.
 */
export function makeSnippet(sources: string[], analyzer: Analyzer, matched: ReadonlySet<string>, fallback = '', max = SNIPPET_MAX): SnippetPart[] {
  for (const text of sources) {
    if (!text) continue;
    // Null: no match in this text, nothing more to analyse (not `??`, which would treat null as undefined).
    const near = aroundCandidates(text, analyzer, matched, max);
    const found = near === undefined ? marksIn(text, analyzer.words(text.slice(0, FULL_SCAN)), analyzer, matched, max) : near;
    if (found) return found;
  }
  // Nothing to mark: the words of the part that can show are only found, not analysed.
  const head = fallback.slice(0, max + 40);
  return head ? cut(fallback, wordSpans(head), new Set(), max) : [];
}

function marksIn(text: string, words: Word[], analyzer: Analyzer, matched: ReadonlySet<string>, max: number): SnippetPart[] | null {
  const marks = markedWords(words, analyzer, matched);
  return marks.size ? cut(text, words, marks, max) : null;
}

/** Places where a matched word could start, looked at before the text is analysed word by word… */
const MAX_CANDIDATES = 40;
/** …and how much of it, at most: a match further into a long page is not worth a slow answer (the snippet then comes from the next source). */
const FULL_SCAN = 4_000;

/**
 * Texts can be long and most of a text cannot show. Find where a matched word can start (a
 * stem by plain substring search in the folded text, at the start of a word; a joined pair
 * by its probes), check the word there (and the next, for a pair), and analyse only the
 * window around the first that is a match. Null when the text has no matched word: a stem
 * less its last letter begins every word it stands for, and a pair begins with one of its
 * probes. Undefined when the shortcut cannot tell (folding changed the text's length, or
 * too many false starts), and the text is analysed word by word.
 */
function aroundCandidates(text: string, analyzer: Analyzer, matched: ReadonlySet<string>, max: number): SnippetPart[] | null | undefined {
  const folded = fold(text);
  if (folded.length !== text.length) return undefined;
  const probes = [...matched].flatMap((t) => {
    if (t.startsWith(JOIN)) return pairProbes(t.slice(JOIN.length));
    // Softened stems ('hesap' in 'hesabı') are found by all but their last letter.
    return [t.length > 3 ? t.slice(0, -1) : t];
  });
  const joins = joinsOf(matched);
  let from = 0;
  for (let tries = 0; tries < MAX_CANDIDATES; tries++) {
    let at = -1;
    for (const probe of probes) {
      const i = folded.indexOf(probe, from);
      if (i >= 0 && (at < 0 || i < at)) at = i;
    }
    if (at < 0) return null;
    from = at + 1;
    if (at > 0 && LETTER.test(folded[at - 1]!)) continue;
    // The word there and the one after it, analysed alone: is either, or the pair, a match?
    let to = at;
    for (let spaces = 0; spaces < 3 && to >= 0; spaces++) to = folded.indexOf(' ', to + 1);
    const near = analyzer.words(text.slice(at, to < 0 ? text.length : to)).filter((w) => !w.stop);
    if (!near.length || !(isMatch(near[0]!, matched) || (near[1] !== undefined && pairMatches(near[0]!, near[1], analyzer, matched, joins)))) continue;
    const start = at - LEAD - 40 > 0 ? folded.lastIndexOf(' ', at - LEAD - 40) + 1 : 0;
    const toSpace = folded.indexOf(' ', at + max + 40);
    const end = toSpace < 0 ? text.length : toSpace;
    const words = analyzer.words(text.slice(start, end)).map((w) => ({ ...w, start: w.start + start, end: w.end + start }));
    const found = marksIn(text, words, analyzer, matched, max);
    if (found) return found;
  }
  return undefined;
}

const LETTER = /[\p{L}\p{N}]/u;
const isMatch = (w: Word, matched: ReadonlySet<string>) => matched.has(w.surface) || matched.has(w.stem);

/** The joined pairs matched ('_yurtdisi' → 'yurtdisi'). */
const joinsOf = (matched: ReadonlySet<string>) => [...matched].filter((t) => t.startsWith(JOIN)).map((t) => t.slice(JOIN.length));

/**
 * Whether two words side by side are a matched pair, as the index joins them: the surface
 * forms, or the pair's stem. A pair is stemmed only when it could be one of them, as stemming
 * every pair of a text would cost.
 */
function pairMatches(w: Word, next: Word, analyzer: Analyzer, matched: ReadonlySet<string>, joins: string[]): boolean {
  const joined = w.surface + next.surface;
  if (matched.has(joined)) return true;
  return joins.length > 0 && (joins.includes(joined) || (joins.some((j) => joined.startsWith(j.slice(0, -1))) && joins.includes(analyzer.stem(joined))));
}

/**
 * Where a joined pair ('onodemeli' from 'ön ödemeli', 'yurtdisi' from 'yurt dışı') can begin
 * in folded text: its first four letters when the first word is that long, or a first word
 * of one to three letters, the separator a pair may have (a space, a hyphen), and the second
 * word's first two letters.
 */
function pairProbes(joined: string): string[] {
  const probes = [joined.slice(0, 4)];
  for (let k = 1; k <= 3 && k + 2 <= joined.length; k++) {
    for (const sep of [' ', '-', ' - ']) probes.push(joined.slice(0, k) + sep + joined.slice(k, k + 2));
  }
  return probes;
}

function markedWords(words: Word[], analyzer: Analyzer, matched: ReadonlySet<string>): Set<number> {
  const marks = new Set<number>();
  const joins = joinsOf(matched);
  words.forEach((w, i) => {
    if (w.stop) return;
    if (isMatch(w, matched)) marks.add(i);
    const next = words[i + 1];
    if (next && !next.stop && pairMatches(w, next, analyzer, matched, joins)) marks.add(i).add(i + 1);
  });
  return marks;
}

function cut(text: string, words: Pick<Word, 'start' | 'end'>[], marks: Set<number>, max: number): SnippetPart[] {
  const firstMark = marks.size ? Math.min(...marks) : -1;
  let start = 0;
  if (firstMark >= 0 && words[firstMark]!.start > LEAD) {
    // Start at the first whole word at most LEAD characters before the match.
    start = words.find((w) => w.start >= words[firstMark]!.start - LEAD)!.start;
  }
  const budget = max - (start > 0 ? 1 : 0);
  let end = Math.min(text.length, start + budget);
  if (end < text.length) {
    // End after the last whole word that fits with the trailing ellipsis.
    const lastFit = words.filter((w) => w.start >= start && w.end <= start + budget - 1).pop();
    end = lastFit ? lastFit.end : start + budget - 1;
  }
  const parts: SnippetPart[] = [];
  const push = (s: string, mark: boolean) => {
    if (!s) return;
    const prev = parts[parts.length - 1];
    if (prev && prev.mark === mark && !mark) prev.text += s;
    else parts.push({ text: s, mark });
  };
  if (start > 0) push(ELLIPSIS, false);
  let at = start;
  words.forEach((w, i) => {
    if (!marks.has(i) || w.start < start || w.end > end) return;
    push(text.slice(at, w.start), false);
    push(text.slice(w.start, w.end), true);
    at = w.end;
  });
  push(text.slice(at, end), false);
  if (end < text.length) push(ELLIPSIS, false);
  return parts;
}
