// Texts the money-out screens share (spec part 2, section 5, and the README's deviations); an amount's
// decimals message is every amount field's (AMOUNT_DECIMALS, src/lib/money.ts).
export const FIELD_REQUIRED = 'This field is required';
export const AMOUNT_TOO_LARGE_TEXT = 'The most you can send at once is ₦100,000,000';
// Not in the spec (README, deviations): the original sent it and let the server refuse it.
export const MORE_THAN_BALANCE = 'The amount is more than this account holds';
