// The purse forms' amount rule: the shared one (src/lib/money.ts) with the purse's own words for too much.
import { MAX_AMOUNT } from '../../lib/amount.ts';
import { amountRules, formatAmountInput } from '../../lib/money.ts';

// Not in the spec (README, deviations): the request schemas refuse such amounts, so the forms say why first.
export const AMOUNT_OVER_MAX = `The most you can put in a purse at once is ₦${formatAmountInput(String(MAX_AMOUNT))}`;

/** An amount field's rules: `message` when it is empty or zero, then the exact-money rule. */
export const purseAmountRules = (message: string) => amountRules(message, AMOUNT_OVER_MAX);
