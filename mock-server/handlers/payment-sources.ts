// Where a customer's money can come from: linked cards and the virtual account for bank transfers.
import type { Router } from 'express';
import { cardsCall, virtualAccountCall } from '../../src/api/payments.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';

export function paymentSourceHandlers(router: Router, store: Store) {
  handle(router, store, cardsCall, ({ user }) =>
    store.owned('cards', user.id).map(({ id, bin, pan, type, expMnt, expYr }) => ({ id, bin, pan, type, expMnt, expYr })),
  );

  handle(router, store, virtualAccountCall, ({ user }) => {
    const account = store.owned('virtualAccounts', user.id)[0];
    // An empty object, not null, while none is configured: what the original client tested for.
    return account ? { accountName: account.accountName, accountNo: account.accountNo, bank: account.bank } : {};
  });
}
