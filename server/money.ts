// Money as integers: an amount is a BigInt count of its currency's minor unit (kuruş, cent),
// a rate a BigInt count of 1/10,000 (the Central Bank publishes four decimals). Nothing here
// ever holds money in a binary float. Rounding rules are written down in docs/calculator.md;
// how an amount reads is shared/format.ts.

export const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** a / b rounded half up (a, b ≥ 0). */
export const divHalfUp = (a: bigint, b: bigint): bigint => (a * 2n + b) / (b * 2n);
/** a / b rounded up (a, b ≥ 0). */
export const divUp = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/** A plain decimal ("1250", "1250.5") as a count of 10^-scale; undefined when it has more decimals. */
export function parseDecimal(text: string, scale: number): bigint | undefined {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return undefined;
  const frac = m[2] ?? '';
  if (frac.length > scale) return undefined;
  return BigInt(m[1]!) * pow10(scale) + BigInt(frac.padEnd(scale, '0') || '0');
}

/** A content number typed with a few decimals (25, 0.5) as a count of 10^-scale, exactly. */
export function fromContent(n: number, scale: number): bigint {
  const v = parseDecimal(String(n), scale);
  if (v === undefined) throw new Error(`${n} has more than ${scale} decimals`);
  return v;
}
