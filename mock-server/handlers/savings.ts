// HTTP for the savings area (src/api/savings.ts): creating a Stash awaiting payment, the Stash and core
// plan listings, ending a Stash early, a Stash's value at maturity, and the core plans' estimate, future
// value and creation. The rules are domain/savings.ts.
import type { AccountRecord } from '../../fixtures/builders.ts';
import { ProductCode } from '../../src/api/wire.ts';
import { daysBetween, todayInLagos } from '../../src/lib/calendar.ts';
import { type CoreAccount, type savingsCalls, type StashAccount } from '../../src/api/savings.ts';
import { createPendingStash } from '../domain/payments.ts';
import { createCorePlan, estimateFor, futureValueOf, planDays, stashFutureValueOf, terminate } from '../domain/savings.ts';
import type { AreaHandlers } from '../route.ts';
import type { Store } from '../store.ts';

/** The day a listing is read on, in Lagos: a Stash or plan counts whole Lagos days, as its customer does. */
const lagosToday = (now: number) => todayInLagos(new Date(now));

export const stashAccountView = (account: AccountRecord, now = Date.now()): StashAccount => ({
  id: account.id,
  name: account.name,
  // Whole days from today to the maturity day: none on the maturity day itself or after it.
  daysLeft: Math.max(0, daysBetween(lagosToday(now), account.maturityDate.slice(0, 10))),
  contribution: account.contribution,
  maturityDate: account.maturityDate,
  interestAccrued: account.interestAccrued,
});

/** Percent of the term's days from start to maturity that have passed (Lagos days), 0 to 100. */
const elapsedPercent = (account: AccountRecord, now: number) => {
  const start = account.startDate.slice(0, 10);
  const term = daysBetween(start, account.maturityDate.slice(0, 10));
  return term > 0 ? Math.min(100, Math.max(0, Math.round((daysBetween(start, lagosToday(now)) / term) * 100))) : 100;
};

export const coreAccountView = (account: AccountRecord, now = Date.now()): CoreAccount => ({
  id: account.id,
  name: account.name,
  image: account.image,
  isGroup: account.isGroup,
  tenureElapsed: elapsedPercent(account, now),
  contribution: account.contribution,
  target: account.target,
  // The original compared this code with the text 'NGN' (wire sheet row 28).
  currency: { code: account.currency === '1' ? 'NGN' : account.currency },
  interestAccrued: account.interestAccrued,
  maturityDate: account.maturityDate,
});

const accountsOf = (store: Store, userId: string, product: ProductCode) => store.owned('accounts', userId).filter((a) => a.product === product);

export const savingsHandlers: AreaHandlers<typeof savingsCalls> = {
  createStash: ({ input, store, user }) => ({ reference: createPendingStash(store, user, input.amount, input.frequency, input.ccyCode).reference }),

  // One path, a product code a listing: any other code falls through to the purses' listing (purses.ts).
  stashAccounts: {
    handle: ({ store, user }) => accountsOf(store, user.id, ProductCode.stash).map((a) => stashAccountView(a)),
    when: (query) => query.productCode === ProductCode.stash,
  },
  coreAccounts: {
    handle: ({ store, user }) => accountsOf(store, user.id, ProductCode.core).map((a) => coreAccountView(a)),
    when: (query) => query.productCode === ProductCode.core,
  },

  // PUT as the original sent it; the spec's table writes POST.
  terminate: {
    handle: ({ input, store, user }) => {
      terminate(store, user, input.accountNo);
      return null;
    },
    alsoMethods: ['POST'],
  },

  estimate: ({ input }) => ({ estimate: estimateFor(input.ExpectedReturn, planDays(input.StartDate, input.TargetDate, 'TargetDate'), input.Frequency) }),

  coreFutureValue: {
    handle: ({ input }) => ({ value: futureValueOf(input.Principal, planDays(input.StartDate, input.TargetDate, 'TargetDate'), input.Tenor) }),
    when: (query) => query.Product === ProductCode.core,
  },
  // Any other Product (none, or an unknown code) is the Stash's to refuse: its check names the field.
  stashFutureValue: {
    handle: ({ input }) => ({ value: stashFutureValueOf(input.Principal, input.Tenor, input.Currency) }),
    when: (query) => query.Product !== ProductCode.core,
  },

  createCorePlan: ({ input, store, user }) => ({ reference: createCorePlan(store, user, input).reference }),
};
