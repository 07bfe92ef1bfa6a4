// The mock's ledger arithmetic in integer kobo. Records keep Naira (as the API shows them), but every
// amount must be a whole number of kobo when it enters, and every movement adds and subtracts kobo, so
// rounding can neither create nor lose money however many operations run.
import { MAX_AMOUNT } from '../src/lib/amount.ts';
import { Refusal } from './envelope.ts';

/** The largest single amount: the client's own rule (₦100,000,000), checked again where money moves. */
export { MAX_AMOUNT };

export const AMOUNT_NOT_KOBO = 'amount: must be a positive amount in Naira with at most two decimals';
export const AMOUNT_TOO_LARGE = `amount: must be at most ₦${MAX_AMOUNT.toLocaleString('en-NG')}`;

/** Whether `naira` is exactly a whole number of kobo (the double nearest to a two-decimal amount). */
export const isWholeKobo = (naira: number) => Number.isFinite(naira) && Math.abs(naira) < 1e15 && Number(naira.toFixed(2)) === naira;

export const toKobo = (naira: number) => Math.round(naira * 100);
export const fromKobo = (kobo: number) => kobo / 100;

/** Refuses (400 naming `field`) an amount the ledger cannot hold exactly: sub-kobo, not positive, not finite, too large. */
export function ledgerAmount(naira: number, field = 'amount'): number {
  if (!(naira > 0) || !isWholeKobo(naira)) throw new Refusal(400, [AMOUNT_NOT_KOBO.replace('amount', field)], { field });
  if (naira > MAX_AMOUNT) throw new Refusal(400, [AMOUNT_TOO_LARGE.replace('amount', field)], { field });
  return naira;
}

/** `balance + change` (change may be negative), both whole kobo, the result too. */
export function plus(balance: number, change: number): number {
  const kobo = toKobo(balance) + toKobo(change);
  if (!Number.isSafeInteger(kobo)) throw new Refusal(400, [AMOUNT_TOO_LARGE]);
  return fromKobo(kobo);
}
