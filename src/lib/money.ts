// Amounts as customers type them (thousands separators while typing, a plain number for the API), the
// amount rules of the forms, and money to the kobo: the one rounding the client and the mock use.
import { AMOUNT_TOO_LARGE, AMOUNT_TOO_PRECISE, amountProblem } from './amount.ts';
import type { Rule } from './rules.ts';

const MAX_DECIMALS = 2;

/** Naira as whole kobo, the nearest one. */
export const toKobo = (naira: number) => Math.round(naira * 100);
export const fromKobo = (kobo: number) => kobo / 100;

/** `naira` rounded to the kobo. */
export const roundKobo = (naira: number) => fromKobo(toKobo(naira));

/** `a + b` in whole kobo, so 0.1 + 0.2 is 0.3. */
export const addMoney = (a: number, b: number) => fromKobo(toKobo(a) + toKobo(b));

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

// Here rather than in rules.ts, so the forms that have no amount do not load this module.
/** A form rule: an amount the request schemas will take, at most MAX_AMOUNT and two decimals. */
export const exactAmount =
  (tooLarge: string, tooPrecise: string): Rule =>
  (v) => {
    const amount = parseAmount(typeof v === 'string' || typeof v === 'number' ? v : undefined);
    if (amount === undefined) return undefined;
    const problem = amountProblem(amount);
    return problem === AMOUNT_TOO_LARGE ? tooLarge : problem === AMOUNT_TOO_PRECISE ? tooPrecise : undefined;
  };

export const AMOUNT_DECIMALS = 'Enter an amount with at most two decimal places';

/** A form rule: an amount field holding more than zero. */
export const positiveAmount =
  (message: string): Rule =>
  (v) => {
    const amount = parseAmount(typeof v === 'string' ? v : undefined);
    return amount === undefined || amount <= 0 ? message : undefined;
  };

/** An amount field's rules: `required` when it is empty or zero, then the exact-money rule with its two messages. */
export const amountRules = (required: string, tooLarge: string, tooPrecise = AMOUNT_DECIMALS): Rule[] => [positiveAmount(required), exactAmount(tooLarge, tooPrecise)];
