import { MAX_AMOUNT } from '../../lib/amount.ts';
import { AMOUNT_DECIMALS, exactAmount, formatAmountInput, positiveAmount } from '../../lib/money.ts';

// The purse types (spec part 2, section 2), spelt as the spec spells them, 'Entertaiment' included,
// in the picker and in the route alike.
export const PURSE_TYPES = ['Custom', 'Family', 'TGIF', 'Dinner Date', 'Movies', 'Shopping', 'Entertaiment'] as const;

export const isPurseType = (type: string) => (PURSE_TYPES as readonly string[]).includes(type);

/** Crediting frequencies (spec part 2, section 3): days between credits. */
export const CREDIT_FREQUENCIES = [
  { value: '1', label: 'Daily' },
  { value: '7', label: 'Weekly' },
  { value: '30', label: 'Monthly' },
  { value: '0', label: 'One time' },
] as const;

/** Automatic withdrawal frequencies (spec part 2, section 9). */
export const WITHDRAWAL_FREQUENCIES = [
  { value: '7', label: 'Every week' },
  { value: '14', label: 'Every two weeks' },
  { value: '30', label: 'Every month' },
  { value: '001', label: 'Pick a date' },
] as const;

export const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

export const PERCENTAGES = ['20', '60', '100'] as const;
export const OTHER_PERCENTAGE = 'other';

/** Today in Lagos as YYYY-MM-DD, the earliest day a purse may start. */
export const todayInLagos = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(now);

/** What a purse earns in a month at `rate` percent per annum, to the kobo. */
export const monthlyInterest = (amount: number, rate: number) => Math.round((amount * rate) / 12) / 100;

/** `a + b` in whole kobo, so 0.1 + 0.2 shows as 0.30. */
export const plusMoney = (a: number, b: number) => (Math.round(a * 100) + Math.round(b * 100)) / 100;

// Not in the spec (README, deviations): the request schemas refuse such amounts, so the forms say why first.
export const AMOUNT_OVER_MAX = `The most you can put in a purse at once is ₦${formatAmountInput(String(MAX_AMOUNT))}`;

/** An amount field's rules: `message` when it is empty or zero, then the exact-money rule. */
export const amountRules = (message: string) => [positiveAmount(message), exactAmount(AMOUNT_OVER_MAX, AMOUNT_DECIMALS)];
