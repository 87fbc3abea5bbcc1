// English counterpart of turkish.ts: a plural-only stemmer and question/function words.
// Deliberately light: 'fees' → 'fee', 'cards' → 'card', 'countries' → 'country', while
// 'business', 'status' and 'analysis' keep their final s. Verb endings (-ing, -ed) are left
// alone; prefix matching covers most of what they would add.

/** Strips the plural ending of a folded English word. */
export function stemEnglish(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3) + 'y';
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export const englishStopWords: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'is', 'are', 'was', 'were', 'be', 'been', 'am', 'to', 'of', 'in', 'on', 'at', 'for', 'with', 'and', 'or',
  'how', 'what', 'why', 'when', 'where', 'which', 'who', 'whom', 'do', 'does', 'did', 'can', 'could', 'should', 'would', 'will',
  'i', 'me', 'my', 'you', 'your', 'we', 'our', 'it', 'its', 'this', 'that', 'these', 'those', 'there',
  'from', 'by', 'as', 'if', 'so', 'than', 'then', 'into', 'any', 'some', 'please',
]);
