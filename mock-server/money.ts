// The mock's ledger arithmetic in integer kobo. Records keep Naira (as the API shows them), but every
// amount must be a whole number of kobo when it enters, and every movement adds and subtracts kobo, so
// rounding can neither create nor lose money however many operations run.
// Naira to kobo and back is the client's own (src/lib/money.ts).
import { amountProblem, AMOUNT_TOO_LARGE } from '../src/lib/amount.ts';
import { fromKobo, toKobo } from '../src/lib/money.ts';
import { Refusal } from './envelope.ts';

/**
 * Refuses (400 naming `field`) an amount the ledger cannot hold exactly, by the client's own money rule
 * (src/lib/amount.ts): the request schemas already enforce it, this guards what is seeded without them.
 */
export function ledgerAmount(naira: number, field = 'amount'): number {
  const problem = amountProblem(naira);
  if (problem) throw new Refusal(400, [`${field}: ${problem}`], { field });
  return naira;
}

/** `balance + change` (change may be negative), both whole kobo, the result too. */
export function plus(balance: number, change: number): number {
  const kobo = toKobo(balance) + toKobo(change);
  if (!Number.isSafeInteger(kobo)) throw new Refusal(400, [`amount: ${AMOUNT_TOO_LARGE}`]);
  return fromKobo(kobo);
}
