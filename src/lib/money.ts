// Amounts as customers type them: thousands separators while typing, a plain number for the API.

const MAX_DECIMALS = 2;

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

/**
 * Reformats what is in an amount field as it is typed: digits grouped in thousands, one decimal
 * point, at most two decimals, no leading zeros. Anything else (letters, a second point) is dropped.
 */
export function formatAmountInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  const whole = (point === -1 ? cleaned : cleaned.slice(0, point)).replace(/^0+(?=\d)/, '');
  if (point === -1) return groupThousands(whole);
  const decimals = cleaned.slice(point + 1).replace(/\./g, '').slice(0, MAX_DECIMALS);
  return `${groupThousands(whole === '' ? '0' : whole)}.${decimals}`;
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The number an amount field holds, or undefined when it holds none ('', '.', letters). */
export function parseAmount(text: string | number | null | undefined): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) ? text : undefined;
  if (!text) return undefined;
  const plain = text.replace(/[,\s₦]/g, '');
  if (!/^\d*\.?\d*$/.test(plain) || !/\d/.test(plain)) return undefined;
  const value = Number(plain);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Where the caret belongs after reformatting: after the same number of digits (and point) as
 * before, so typing in the middle of "1,234" does not throw the caret to the end.
 */
export function caretAfterFormat(before: string, caret: number, after: string): number {
  const significant = before.slice(0, caret).replace(/[^\d.]/g, '').length;
  if (significant === 0) return 0;
  let seen = 0;
  for (let i = 0; i < after.length; i++) {
    if (/[\d.]/.test(after[i]!)) seen += 1;
    if (seen === significant) return i + 1;
  }
  return after.length;
}
