/**
 * Exact numbers for answer keys and student-produced responses: a decimal ("3.5", ".5", "-0.25") or a
 * fraction ("7/2", "-2/3") read into a reduced BigInt fraction. No floating point (0.1 + 0.2 stays 3/10),
 * no exponents, no eval.
 */
export type Rational = { readonly n: bigint; readonly d: bigint };

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const FRACTION = /^([+-]?)(\d+)\/(\d+)$/;
/** Longer texts are not numbers anyone types; refusing them keeps BigInt work small. */
const MAX_NUMERIC_LENGTH = 100;

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function toRational(n: bigint, d: bigint): Rational {
  if (d === 0n) throw new RangeError("zero denominator");
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

/** A decimal or a fraction, or undefined when the text is neither (digits are required somewhere). */
export function parseRational(text: string): Rational | undefined {
  if (text.length === 0 || text.length > MAX_NUMERIC_LENGTH) return undefined;
  const fraction = FRACTION.exec(text);
  if (fraction) {
    const d = BigInt(fraction[3] as string);
    if (d === 0n) return undefined;
    const n = BigInt(fraction[2] as string);
    return toRational(fraction[1] === "-" ? -n : n, d);
  }
  const decimal = DECIMAL.exec(text);
  if (!decimal) return undefined;
  const whole = decimal[2] ?? "";
  const part = decimal[3] ?? "";
  if (whole === "" && part === "") return undefined;
  const n = BigInt(`${whole}${part}` || "0");
  return toRational(decimal[1] === "-" ? -n : n, 10n ** BigInt(part.length));
}

export const isNumericText = (text: string): boolean => parseRational(text) !== undefined;

export const subtract = (a: Rational, b: Rational): Rational => toRational(a.n * b.d - b.n * a.d, a.d * b.d);

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

export const absolute = (a: Rational): Rational => (a.n < 0n ? { n: -a.n, d: a.d } : a);
