// The customer's withdrawal bank account (spec part 2, section 7).
import type { Router } from 'express';
import { bankAccountCall } from '../../src/api/money-out.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';

export function bankAccountHandlers(router: Router, store: Store) {
  handle(router, store, bankAccountCall, ({ user }) => {
    const account = store.owned('bankAccounts', user.id)[0];
    // An empty object while none is linked, like the virtual account.
    return account ? { id: account.id, aName: account.aName, number: account.number, bName: account.bName } : {};
  });
}
