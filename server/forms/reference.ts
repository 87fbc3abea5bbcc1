// Submission references read out over the phone: "UL-7K3F-9QX2". The alphabet leaves out
// 0, O, 1, I, L and U, which are easily confused with one another (0/O, 1/I/L, U/V).
import { randomInt } from 'node:crypto';

export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = /^UL-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/** 30^8 ≈ 6.6·10^11 values, drawn from the CSPRNG; the stores retry on the rare collision. */
export function newReference(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `UL-${s.slice(0, 4)}-${s.slice(4)}`;
}

