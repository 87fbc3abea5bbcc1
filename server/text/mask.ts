// Request text as a log line may show it: nothing in a log may name a visitor (docs/operations.md).
const MAX_SCANNED = 200;

/** E-mail addresses and runs of digits (a phone number, an id) masked. */
export const maskPersonal = (text: string): string => text
  .replace(/[^/]*(?:@|%40)[^/]*/gi, '[email]')
  .replace(/(?:\+|%2B)?\d[\d\s().%-]{4,}\d/gi, '[digits]');

/** A short text from a request (a query name, a header, a field): personal-looking parts masked, odd characters as '?', `max` characters. */
export const maskLogged = (text: string, max = 40): string =>
  maskPersonal(text.slice(0, MAX_SCANNED)).slice(0, max).replace(/[^\w.\-[\]]/g, '?');
