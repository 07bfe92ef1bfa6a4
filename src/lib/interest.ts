// What a fixed-term deposit earns: simple interest on a 365-day year, and the early-termination fee.

export const DAY_MS = 86_400_000;
/** Early Stash termination forfeits half of the interest accrued (spec part 1, section 9). */
export const BREAKAGE_FEE_SHARE = 0.5;

const roundKobo = (n: number) => Math.round(n * 100) / 100;

/** Simple interest: amount × rate/100 × days/365, rounded to the kobo. */
export const simpleInterest = (amount: number, ratePerAnnum: number, days: number) => roundKobo((amount * ratePerAnnum * days) / (100 * 365));

/** The calendar day `days` after `from` (local calendar, so daylight saving never shifts it). */
export function addDays(from: Date, days: number): Date {
  const next = new Date(from);
  next.setDate(next.getDate() + days);
  return next;
}

export interface DepositBreakdown {
  maturityDate: Date;
  /** Interest due at maturity. */
  interest: number;
  /** The most an early termination can cost: half the interest, were it all accrued. */
  maxBreakageFee: number;
}

export function depositBreakdown(amount: number, ratePerAnnum: number, days: number, today: Date): DepositBreakdown {
  const interest = simpleInterest(amount, ratePerAnnum, days);
  return { maturityDate: addDays(today, days), interest, maxBreakageFee: roundKobo(interest * BREAKAGE_FEE_SHARE) };
}
