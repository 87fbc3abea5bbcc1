// The phone number's rules the form's server and the phone input agree on: where the flags are
// served, the characters a number is written with, which message a wrong number gets.

/** Where the SVG flags are served (one small file per country, fetched only when shown). */
export const FLAG_PATH = '/flags/';

// The characters a phone number is written with: digits, spaces, brackets, hyphens and '+'.
const CHARACTERS = String.raw`\d\s()+-`;
/** Text made of those characters only: the server reads nothing else as a number. */
export const PHONE_TEXT = new RegExp(`^[${CHARACTERS}]+$`);
const OTHERS = new RegExp(`[^${CHARACTERS}]`, 'g');
/** validCharactersOnly: everything else is dropped as it is typed. */
export const sanitize = (s: string) => s.replace(OTHERS, '');

/**
 * Which message a number that is not valid gets. The main one's example is a Turkish number,
 * so a national number of another country (not Türkiye, and not written with + and its
 * country code) gets the other one, which asks for the chosen country's number or the + form.
 */
export const phoneMessageFor = (country: string, text: string): 'invalid' | 'invalidOther' =>
  country !== 'TR' && !text.trim().startsWith('+') ? 'invalidOther' : 'invalid';
