// The savings area's rules in the mock: core plans (the estimate and the future value computed from their
// inputs, plans created awaiting payment) and a Stash ended into the default purse.
import type { UserRecord } from '../../fixtures/builders.ts';
import { NAIRA, ProductCode } from '../../src/api/wire.ts';
import { type CorePlanRequest } from '../../src/api/savings.ts';
import { daysBetween, todayInLagos } from '../../src/lib/calendar.ts';
import type { Frequency } from '../../src/lib/frequency.ts';
import { simpleInterest, stashTermination } from '../../src/lib/interest.ts';
import { fromKobo, roundKobo, toKobo } from '../../src/lib/money.ts';
import { Refusal } from '../envelope.ts';
import { plus } from '../money.ts';
import type { PaymentRecord, Store } from '../store.ts';
import { creditWallet, interestOptions, newReference, openPayment, UNKNOWN_TENOR } from './payments.ts';
import { uploadedImage } from './util.ts';

export const END_BEFORE_START = 'The end date must be after the start date';
export const START_IN_PAST = 'The start date cannot be earlier than today';
export const STASH_NOT_FOUND = 'We could not find that Stash. It may have ended already.';

/** The plan's length in days (end date minus start date); refused (400 naming `endField`) unless positive. */
export function planDays(startDate: string, endDate: string, endField: string): number {
  const days = daysBetween(startDate, endDate);
  if (!(days > 0)) throw new Refusal(400, [`${endField}: ${END_BEFORE_START}`], { field: endField });
  return days;
}

/** How many payments a plan of `days` takes at `frequency`: one for a one-time plan. */
export const paymentsIn = (days: number, frequency: Frequency) => (frequency === '0' ? 1 : Math.max(1, Math.floor(days / Number(frequency))));

/**
 * The rate per annum of a core plan of `days`: the band it falls in, none below the shortest. The
 * longest band has no end, as its name in the guide says ('1 year and above'): its maxDays is not a limit.
 */
export const coreRate = (days: number) => interestOptions(ProductCode.core, NAIRA).findLast((o) => days >= o.tenor.minDays)?.rate ?? 0;

/**
 * The periodic amount, rounded up to the kobo so the payments reach the target. Worked in whole kobo:
 * `target * 100` in floats is 110.00000000000001 for ₦1.10, which would round up a kobo too many.
 */
export const estimateFor = (target: number, days: number, frequency: Frequency) => fromKobo(Math.ceil(toKobo(target) / paymentsIn(days, frequency)));

/**
 * The value at maturity: the target plus simple interest on the average balance (the whole target
 * for a one-time payment, half of it for money saved evenly along the way).
 */
export const futureValueOf = (target: number, days: number, frequency: Frequency) =>
  roundKobo(target + simpleInterest(frequency === '0' ? target : target / 2, coreRate(days), days));

/**
 * A Stash's value at maturity: the amount plus simple interest at its lock period's rate over the period's
 * guaranteed minimum, the term a Stash locks for (createPendingStash); refused (400 naming Tenor) for a
 * lock period not on offer.
 */
export function stashFutureValueOf(amount: number, tenorCode: string, currency: string) {
  const option = interestOptions(ProductCode.stash, currency).find((o) => o.tenor.code === tenorCode);
  if (!option) throw new Refusal(400, [UNKNOWN_TENOR], { field: 'Tenor' });
  return roundKobo(amount + simpleInterest(amount, option.rate, option.tenor.minDays));
}

export const createPendingPlan = (store: Store, user: UserRecord, plan: NonNullable<PaymentRecord['plan']>, amount: number, rate: number, reference = newReference('CSP')) =>
  openPayment(store, user, { reference, product: ProductCode.core, amount, currency: NAIRA, tenor: null, rate, plan });

/**
 * Ends a Stash into Vibe cash: before its maturity date principal plus half the accrued interest (the other
 * half is the penal charge); on it or after, principal plus all the interest.
 */
export function terminate(store: Store, user: UserRecord, accountNo: string) {
  const stash = store.owned('accounts', user.id).find((a) => a.product === ProductCode.stash && a.id === accountNo);
  if (!stash) throw new Refusal(404, [STASH_NOT_FOUND]);
  const { matured, charge } = stashTermination(stash);
  const payout = plus(stash.contribution, plus(stash.interestAccrued, -charge));
  // Credited before the Stash goes: a total the ledger cannot hold refuses the termination whole.
  creditWallet(store, user, payout);
  store.state.accounts = store.state.accounts.filter((a) => a !== stash);
  store.state.transactions.push({
    userId: user.id,
    reference: newReference('TRM'),
    descr: matured ? `${stash.name} ended at maturity, paid into Vibe cash` : `${stash.name} terminated early, paid into Vibe cash`,
    date: new Date().toISOString(),
    value: payout,
    type: 2,
  });
}

/** Opens a core plan awaiting its first payment, checked as a whole (the fields' own rules are the schema's). */
export function createCorePlan(store: Store, user: UserRecord, input: CorePlanRequest) {
  if (input.startDate < todayInLagos()) throw new Refusal(400, [`startDate: ${START_IN_PAST}`], { field: 'startDate' });
  const days = planDays(input.startDate, input.endDate, 'endDate');
  if (input.amount > input.target) throw new Refusal(400, ['amount: The periodic amount cannot be more than the target'], { field: 'amount' });
  // An image must be one of the customer's own uploads; the plan shows it as a data URL.
  const image = input.imageRef ? uploadedImage(store, user.id, input.imageRef) : null;
  if (input.imageRef && !image) throw new Refusal(400, ['imageRef: No such upload'], { field: 'imageRef' });
  const plan = { name: input.name.trim(), target: input.target, startDate: input.startDate, endDate: input.endDate, image };
  return createPendingPlan(store, user, plan, input.amount, input.earnInterest ? coreRate(days) : 0);
}
