// Tax registration numbers of a representative: a company's 10-digit tax number (vergi kimlik
// numarası), or a sole trader's 11-digit T.C. identity number, which doubles as their tax
// number and carries two check digits.

/** The T.C. identity number rules: 11 digits, no leading zero, digits 10 and 11 are checksums. */
export function isTcIdentityNumber(s: string): boolean {
  if (!/^[1-9]\d{10}$/.test(s)) return false;
  const d = [...s].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  // Positive modulo: 7 × odd − even may be negative.
  if ((((odd * 7 - even) % 10) + 10) % 10 !== d[9]) return false;
  return d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
}

export const isCompanyTaxNumber = (s: string): boolean => /^\d{10}$/.test(s);
