// Savings products: creating a Stash (awaiting payment) and listing accounts per product.
import type { Router } from 'express';
import type { AccountRecord } from '../../fixtures/builders.ts';
import { coreAccountsCall, createStashCall, stashAccountsCall, type CoreAccount, type StashAccount } from '../../src/api/savings.ts';
import { purseAccountsCall, type PurseAccount } from '../../src/api/purses.ts';
import { ProductCode } from '../../src/api/savings.ts';
import { createPendingStash } from '../payments.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';

const DAY_MS = 86_400_000;

export const stashAccountView = (account: AccountRecord, now = Date.now()): StashAccount => ({
  id: account.id,
  name: account.name,
  daysLeft: Math.max(0, Math.ceil((Date.parse(account.maturityDate) - now) / DAY_MS)),
  contribution: account.contribution,
  maturityDate: account.maturityDate,
  interestAccrued: account.interestAccrued,
});

/** Percent of the term between start and maturity that has passed, 0 to 100. */
const elapsedPercent = (account: AccountRecord, now: number) => {
  const start = Date.parse(account.startDate);
  const term = Date.parse(account.maturityDate) - start;
  return term > 0 ? Math.min(100, Math.max(0, Math.round(((now - start) / term) * 100))) : 100;
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

export const purseAccountView = (account: AccountRecord): PurseAccount => ({
  id: account.id,
  name: account.name,
  availableBalance: account.contribution,
  nameClass: account.nameClass,
});

export function savingsHandlers(router: Router, store: Store) {
  const accountsOf = (userId: string, product: ProductCode) => store.owned('accounts', userId).filter((a) => a.product === product);
  handle(router, store, createStashCall, ({ input, user }) => ({
    reference: createPendingStash(store, user, input.amount, input.frequency, input.ccyCode).reference,
  }));

  handle(
    router,
    store,
    stashAccountsCall,
    ({ user }) => accountsOf(user.id, ProductCode.stash).map((a) => stashAccountView(a)),
    { when: (query) => query.productCode === ProductCode.stash },
  );
  handle(router, store, coreAccountsCall, ({ user }) => accountsOf(user.id, ProductCode.core).map((a) => coreAccountView(a)), {
    when: (query) => query.productCode === ProductCode.core,
  });
  // Any other product code falls through to here and is refused as naming no purse (400 naming productCode).
  handle(router, store, purseAccountsCall, ({ user }) => accountsOf(user.id, ProductCode.purse).map(purseAccountView));
}
