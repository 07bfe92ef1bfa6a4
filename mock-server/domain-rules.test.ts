// The rules of BVN verification and of the withdrawal bank account, called as the handlers call them.
import { describe, expect, it } from 'vitest';
import { BANKS } from '../fixtures/builders.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { BVN_ALREADY_CONFIRMED, BVN_TAKEN, confirmBvn, submitBvn } from './domain/identity.ts';
import { addBankAccount, bankAccountOf, deleteBankAccount, NO_SUCH_BANK_ACCOUNT, ONE_BANK_ACCOUNT, UNKNOWN_BANK, WRONG_BANK_PIN } from './domain/money-out.ts';
import { OTP_CODE, UNKNOWN_OTP_TARGET } from './otp.ts';
import { createStore } from './store.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { status: number; messages: string[]; data?: { field?: string } };
  }
  throw new Error('not refused');
};

describe('BVN verification', () => {
  it('confirms a BVN with its OTP once, for one customer only', () => {
    const store = createStore();
    const ada = store.addUser(Scenario.freshUser, { email: 'ada.bvn@example.test' });
    const bola = store.addUser(Scenario.freshUser, { email: 'bola.bvn@example.test' });
    submitBvn(store, ada, '22222222222');
    // Another customer's attempt at the same BVN is not confirmed by the code sent for Ada's.
    expect(refusal(() => confirmBvn(store, bola, '22222222222', OTP_CODE)).messages).toEqual([UNKNOWN_OTP_TARGET]);
    confirmBvn(store, ada, '22222222222', OTP_CODE);
    expect(ada.todo.bvnConfirmed).toBe(true);
    expect(store.state.bvns).toContainEqual(expect.objectContaining({ userId: ada.id, bvn: '22222222222' }));
    expect(refusal(() => submitBvn(store, ada, '33333333333')).messages).toEqual([BVN_ALREADY_CONFIRMED]);
    expect(refusal(() => confirmBvn(store, ada, '22222222222', OTP_CODE)).messages).toEqual([BVN_ALREADY_CONFIRMED]);
    // Linked to Ada now: Bola can neither submit nor confirm it.
    expect(refusal(() => submitBvn(store, bola, '22222222222')).messages).toEqual([BVN_TAKEN]);
    expect(bola.todo.bvnConfirmed).toBe(false);
  });
});

describe('the withdrawal bank account', () => {
  const setUp = () => {
    const store = createStore();
    const user = store.addUser(Scenario.freshUser, { email: `bank.${Math.random()}@example.test` });
    user.pin = '1234';
    return { store, user };
  };
  const bank = BANKS[0];

  it('adds one account at a listed bank with the PIN, and meets the to-do', () => {
    const { store, user } = setUp();
    expect(refusal(() => addBankAccount(store, user, { bankCode: bank.code, accountNumber: '0123456789', pin: '9999' })).messages).toEqual([WRONG_BANK_PIN]);
    const unknown = refusal(() => addBankAccount(store, user, { bankCode: '000', accountNumber: '0123456789', pin: '1234' }));
    expect([unknown.status, unknown.messages, unknown.data?.field]).toEqual([400, [UNKNOWN_BANK], 'bankCode']);
    expect(bankAccountOf(store, user)).toBeUndefined();
    addBankAccount(store, user, { bankCode: bank.code, accountNumber: '0123456789', pin: '1234' });
    expect(bankAccountOf(store, user)).toMatchObject({ number: '0123456789', bankCode: bank.code, bName: bank.name, aName: `${user.firstName} ${user.lastName}` });
    expect(bankAccountOf(store, user)!.id).toMatch(/^\d{6}$/);
    expect(user.todo.withdrawalAccount).toBe(true);
    const second = refusal(() => addBankAccount(store, user, { bankCode: bank.code, accountNumber: '0123456780', pin: '1234' }));
    expect([second.status, second.messages]).toEqual([409, [ONE_BANK_ACCOUNT]]);
  });

  it('removes the account by its id, and opens the to-do again', () => {
    const { store, user } = setUp();
    addBankAccount(store, user, { bankCode: bank.code, accountNumber: '0123456789', pin: '1234' });
    const id = bankAccountOf(store, user)!.id;
    const missing = refusal(() => deleteBankAccount(store, user, 'nope'));
    expect([missing.status, missing.messages, missing.data?.field]).toEqual([404, [NO_SUCH_BANK_ACCOUNT], 'id']);
    deleteBankAccount(store, user, id);
    expect(bankAccountOf(store, user)).toBeUndefined();
    expect(store.state.bankAccounts.filter((a) => a.userId === user.id)).toEqual([]);
    expect(user.todo.withdrawalAccount).toBe(false);
  });
});
