// A short excerpt of a result around its first match, with the matched words marked. It is
// structured data ({ text, mark } parts), never HTML: whoever shows it escapes the text and
// wraps marked parts in <mark> itself, so nothing from content reaches a page unescaped.
import { JOIN, type Analyzer, type Word } from './analyzer.js';
import { fold } from './turkish.js';

export interface SnippetPart {
  text: string;
  mark: boolean;
}

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
    const found = aroundFirstCandidate(text, analyzer, matched, max) ?? marksIn(text, analyzer.words(text), analyzer, matched, max);
    if (found) return found;
  }
  // Only the part that can show is analysed.
  const head = fallback.slice(0, max + 40);
  return head ? cut(fallback, analyzer.words(head), new Set(), max) : [];
}

function marksIn(text: string, words: Word[], analyzer: Analyzer, matched: ReadonlySet<string>, max: number): SnippetPart[] | null {
  const marks = markedWords(words, analyzer, matched);
  return marks.size ? cut(text, words, marks, max) : null;
}

/**
 * Texts can be long and most of a text cannot show: find where the first matched word can
 * first occur (a stem is found by plain substring search in the folded text) and analyse
 * only the window around it. Undefined when that shortcut does not apply or finds nothing,
 * and the whole text is analysed instead.
 */
function aroundFirstCandidate(text: string, analyzer: Analyzer, matched: ReadonlySet<string>, max: number): SnippetPart[] | null | undefined {
  const folded = fold(text);
  if (folded.length !== text.length || [...matched].some((t) => t.startsWith(JOIN))) return undefined;
  let at = -1;
  for (const term of matched) {
    // Softened stems ('hesap' in 'hesabı') are found by all but their last letter.
    const probe = term.length > 3 ? term.slice(0, -1) : term;
    const i = folded.indexOf(probe);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  if (at < 0) return null;
  const from = at - LEAD - 40 > 0 ? folded.lastIndexOf(' ', at - LEAD - 40) + 1 : 0;
  const toSpace = folded.indexOf(' ', at + max + 40);
  const to = toSpace < 0 ? text.length : toSpace;
  const words = analyzer.words(text.slice(from, to)).map((w) => ({ ...w, start: w.start + from, end: w.end + from }));
  return marksIn(text, words, analyzer, matched, max) ?? undefined;
}

function markedWords(words: Word[], analyzer: Analyzer, matched: ReadonlySet<string>): Set<number> {
  const marks = new Set<number>();
  // Joined pairs matched ('_yurtdisi'), without their mark: a pair of words is stemmed only
  // when it could be one of them, as stemming every pair of a text would cost.
  const joins = [...matched].filter((t) => t.startsWith(JOIN)).map((t) => t.slice(JOIN.length));
  words.forEach((w, i) => {
    if (w.stop) return;
    if (matched.has(w.surface) || matched.has(w.stem)) marks.add(i);
    const next = words[i + 1];
    if (next && !next.stop) {
      const joined = w.surface + next.surface;
      const pair = matched.has(joined) || (joins.length > 0 && (joins.includes(joined) || (joins.some((j) => joined.startsWith(j.slice(0, -1))) && joins.includes(analyzer.stem(joined)))));
      if (pair) marks.add(i).add(i + 1);
    }
  });
  return marks;
}

function cut(text: string, words: Word[], marks: Set<number>, max: number): SnippetPart[] {
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
