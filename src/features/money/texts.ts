// Texts the money-out screens share (spec part 2, section 5, and the README's deviations).
export const FIELD_REQUIRED = 'This field is required';
export const AMOUNT_TOO_LARGE_TEXT = 'The most you can send at once is ₦100,000,000';
export const AMOUNT_DECIMALS = 'Enter an amount with at most two decimal places';
