// What savings earn: simple interest on a 365-day year, a purse's month of interest, and what ending a
// Stash costs (before its maturity date only). Every figure is rounded to the kobo (roundKobo, money.ts),
// the charge in the customer's favour.
import { todayInLagos } from './calendar.ts';
import { fromKobo, roundKobo, toKobo } from './money.ts';

export const DAY_MS = 86_400_000;
/** Early Stash termination forfeits half of the interest accrued (spec part 1, section 9). */
export const BREAKAGE_FEE_SHARE = 0.5;

/** Simple interest: amount × rate/100 × days/365, rounded to the kobo. */
export const simpleInterest = (amount: number, ratePerAnnum: number, days: number) => roundKobo((amount * ratePerAnnum * days) / (100 * 365));

/** What a purse earns in a month at `ratePerAnnum` percent: amount × rate/100 / 12, rounded to the kobo. */
export const monthlyInterest = (amount: number, ratePerAnnum: number) => roundKobo((amount * ratePerAnnum) / (100 * 12));

/**
 * The penal charge for ending a Stash early: half of `interest`, a half kobo left to the customer, so the
 * charge is never more than half (₦65.75 of interest costs ₦32.87).
 */
export const breakageFee = (interest: number) => fromKobo(Math.floor(toKobo(interest) * BREAKAGE_FEE_SHARE));

/** Whether a Stash maturing on `maturityDate` (YYYY-MM-DD, or a timestamp starting with it) has matured: its day has come in Lagos. */
export const hasMatured = (maturityDate: string, today = todayInLagos()) => maturityDate.slice(0, 10) <= today;

/**
 * Ending a Stash on `today`: before its maturity date the breakage fee on the interest accrued; on it or
 * after, no fee (spec part 1, section 9). What the customer receives is the contribution and the interest less the charge.
 */
export function stashTermination(stash: { contribution: number; interestAccrued: number; maturityDate: string }, today = todayInLagos()) {
  const matured = hasMatured(stash.maturityDate, today);
  const charge = matured ? 0 : breakageFee(stash.interestAccrued);
  return { matured, charge, payout: roundKobo(stash.contribution + stash.interestAccrued - charge) };
}
