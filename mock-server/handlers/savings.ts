// Savings products: creating a Stash (awaiting payment) and listing accounts per product.
import type { Router } from 'express';
import type { AccountRecord } from '../../fixtures/builders.ts';
import { createStashCall, stashAccountsCall, type StashAccount } from '../../src/api/savings.ts';
import { ProductCode } from '../../src/api/util.ts';
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
});

export function savingsHandlers(router: Router, store: Store) {
  handle(router, store, createStashCall, ({ input, user }) => ({
    reference: createPendingStash(store, user, input.amount, input.frequency, input.ccyCode).reference,
  }));

  handle(
    router,
    store,
    stashAccountsCall,
    ({ user }) => store.owned('accounts', user.id).filter((a) => a.product === ProductCode.stash).map((a) => stashAccountView(a)),
    { when: (query) => query.code === ProductCode.stash },
  );
}
