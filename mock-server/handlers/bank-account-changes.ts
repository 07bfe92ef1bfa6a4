// Adding and removing the withdrawal bank account, and the banks it may be held at (issue 12).
import type { Router } from 'express';
import { BANKS } from '../../fixtures/builders.ts';
import { addBankAccountCall, banksCall, deleteBankAccountCall } from '../../src/api/money-out.ts';
import { Refusal } from '../envelope.ts';
import { handle } from '../route.ts';
import { checkPin } from '../pin.ts';
import type { Store } from '../store.ts';

export const WRONG_BANK_PIN = 'The PIN you entered is incorrect';
export const ONE_BANK_ACCOUNT = 'You already have a withdrawal account; delete it before adding another';
export const UNKNOWN_BANK = 'Choose a bank from the list';
export const NO_SUCH_BANK_ACCOUNT = 'No such bank account';

export function bankAccountChangeHandlers(router: Router, store: Store) {
  handle(router, store, banksCall, () => BANKS.map(({ code, name }) => ({ code, name })));

  handle(router, store, addBankAccountCall, ({ user, input }) => {
    checkPin(user, input.pin, WRONG_BANK_PIN);
    const bank = BANKS.find((b) => b.code === input.bankCode);
    if (!bank) throw new Refusal(400, [UNKNOWN_BANK], { field: 'bankCode' });
    if (store.owned('bankAccounts', user.id).length) throw new Refusal(409, [ONE_BANK_ACCOUNT]);
    const ids = new Set(store.state.bankAccounts.map((a) => a.id));
    let id = '';
    do id = String(100_000 + Math.floor(Math.random() * 900_000));
    while (ids.has(id));
    store.state.bankAccounts.push({ userId: user.id, id, aName: `${user.firstName} ${user.lastName}`, number: input.accountNumber, bankCode: bank.code, bName: bank.name });
    user.todo.withdrawalAccount = true;
    return null;
  });

  handle(router, store, deleteBankAccountCall, ({ user, input }) => {
    const state = store.state;
    const account = state.bankAccounts.find((a) => a.userId === user.id && a.id === input.id);
    if (!account) throw new Refusal(404, [NO_SUCH_BANK_ACCOUNT], { field: 'id' });
    state.bankAccounts = state.bankAccounts.filter((a) => a !== account);
    user.todo.withdrawalAccount = false;
    return null;
  });
}
