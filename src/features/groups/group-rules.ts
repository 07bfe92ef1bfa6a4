// Field rules of the group forms beyond 'required': dates within their bounds, amounts the API takes.
import { MAX_AMOUNT } from '../../lib/amount.ts';
import { AMOUNT_DECIMALS, exactAmount, formatAmountInput, parseAmount } from '../../lib/money.ts';
import type { Rule } from '../../lib/rules.ts';

// Not in the spec (README, deviations): the date pickers of the original could not go outside these bounds.
export const DATE_FROM_TODAY = 'Choose today or a later date';
export const START_AFTER_TARGET = 'The start date must be on or before the target date';
export const AMOUNT_OVER_MAX = `The most you can save at once is ₦${formatAmountInput(String(MAX_AMOUNT))}`;

/** A YYYY-MM-DD value no earlier than `min()` (empty values are for `required`). */
export const notBefore =
  (min: () => string, message: string): Rule =>
  (v) =>
    typeof v === 'string' && v !== '' && v < min() ? message : undefined;

export const notAfter =
  (max: () => string, message: string): Rule =>
  (v) =>
    typeof v === 'string' && v !== '' && max() !== '' && v > max() ? message : undefined;

/** Required and more than zero, with the spec's message for both; then within what the API takes. */
export const amountRules = (message: string): Rule[] => [
  (v) => {
    const amount = parseAmount(typeof v === 'string' ? v : undefined);
    return amount === undefined || amount <= 0 ? message : undefined;
  },
  exactAmount(AMOUNT_OVER_MAX, AMOUNT_DECIMALS),
];
