// The exact-money rule every amount a request carries must pass (request schemas, forms, the mock).
// Its own small module, so the API layer loads it without the input formatting in money.ts.

/**
 * The most one request may move: ₦100,000,000 (a hundred million Naira). No customer of a retail
 * savings app pays more in one go, and the cap keeps every sum of amounts far inside the range in
 * which floating point counts kobo exactly. Every amount a request carries is checked against it,
 * by the forms and (through the request schemas) by the mock and the pacts.
 */
export const MAX_AMOUNT = 100_000_000;

export const AMOUNT_NOT_POSITIVE = 'must be more than zero';
export const AMOUNT_TOO_LARGE = `must be at most ${MAX_AMOUNT}`;
export const AMOUNT_TOO_PRECISE = 'must have at most two decimal places (whole kobo)';

/**
 * Why `n` is not an exact amount of money, or undefined when it is one: positive, finite, at most
 * MAX_AMOUNT, at most two decimals. The decimals are read from the number's shortest text form,
 * which is exact where multiplying by 100 is not (0.29 * 100 is 28.999999999999996).
 */
export function amountProblem(n: number): string | undefined {
  if (n <= 0) return AMOUNT_NOT_POSITIVE;
  if (!(n <= MAX_AMOUNT)) return AMOUNT_TOO_LARGE; // Infinity, and NaN (which number() refuses first)
  if (!/^\d+(\.\d{1,2})?$/.test(String(n))) return AMOUNT_TOO_PRECISE;
  return undefined;
}
