// What savings earn: simple interest on a 365-day year, a purse's month of interest, and what ending a
// Stash early costs. Every figure is rounded to the kobo (roundKobo, money.ts).
import { roundKobo } from './money.ts';

export const DAY_MS = 86_400_000;
/** Early Stash termination forfeits half of the interest accrued (spec part 1, section 9). */
export const BREAKAGE_FEE_SHARE = 0.5;

/** Simple interest: amount × rate/100 × days/365, rounded to the kobo. */
export const simpleInterest = (amount: number, ratePerAnnum: number, days: number) => roundKobo((amount * ratePerAnnum * days) / (100 * 365));

/** What a purse earns in a month at `ratePerAnnum` percent: amount × rate/100 / 12, rounded to the kobo. */
export const monthlyInterest = (amount: number, ratePerAnnum: number) => roundKobo((amount * ratePerAnnum) / (100 * 12));

/** The penal charge for ending a Stash early: half of `interest`, rounded to the kobo. */
export const breakageFee = (interest: number) => roundKobo(interest * BREAKAGE_FEE_SHARE);

/** Ending a Stash now: the charge on the interest accrued, and what the customer receives. */
export function earlyTermination(contribution: number, interestAccrued: number) {
  const charge = breakageFee(interestAccrued);
  return { charge, payout: roundKobo(contribution + interestAccrued - charge) };
}

/** The calendar day `days` after `from` (local calendar, so daylight saving never shifts it). */
export function addDays(from: Date, days: number): Date {
  const next = new Date(from);
  next.setDate(next.getDate() + days);
  return next;
}
