// The group forms' messages beyond the shared rules (dates: src/lib/calendar.ts, amounts: src/lib/money.ts).
import { MAX_AMOUNT } from '../../lib/amount.ts';
import { amountRules, formatAmountInput } from '../../lib/money.ts';

// Not in the spec (README, deviations): the date pickers of the original could not go outside these bounds.
export const START_AFTER_TARGET = 'The start date must be on or before the target date';
export const AMOUNT_OVER_MAX = `The most you can save at once is ₦${formatAmountInput(String(MAX_AMOUNT))}`;

/** Required and more than zero, with the spec's message for both; then within what the API takes. */
export const groupAmountRules = (message: string) => amountRules(message, AMOUNT_OVER_MAX);
