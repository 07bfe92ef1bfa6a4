// HTTP for the money-out area (src/api/money-out.ts): beneficiaries, transfers to other customers,
// withdrawals confirmed by OTP, and the withdrawal bank account. The rules are domain/money-out.ts.
import { BANKS } from '../../fixtures/builders.ts';
import type { moneyOutCalls } from '../../src/api/money-out.ts';
import {
  addBankAccount,
  addBeneficiaryFor,
  bankAccountOf,
  beneficiariesOf,
  completeWithdrawal,
  deleteBankAccount,
  refuseIfBankAccountChanged,
  removeBeneficiary,
  resolveFor,
  startWithdrawal,
  transfer,
  WITHDRAWAL_OTP,
  withdrawalOf,
} from '../domain/money-out.ts';
import { Refusal } from '../envelope.ts';
import { checkOtp, refuseWrongReplay, UNKNOWN_OTP_TARGET } from '../otp.ts';
import type { AreaHandlers } from '../route.ts';

export const moneyOutHandlers: AreaHandlers<typeof moneyOutCalls> = {
  beneficiaries: ({ store, user }) => beneficiariesOf(store, user),

  // The original merged the answer with its request: identifier and type come back too.
  resolveBeneficiary: ({ input, store, user }) => ({ ...input, ...resolveFor(store, user, input.identifier, input.type) }),

  addBeneficiary: ({ input, store, user }) => {
    addBeneficiaryFor(store, user, input.id);
    return null;
  },

  deleteBeneficiary: ({ input, store, user }) => {
    removeBeneficiary(store, user, input.id);
    return null;
  },

  transfer: ({ input, store, user }) => {
    transfer(store, user, input.beneficiaryId, input.amount, input.saveBeneficiary);
    return null;
  },

  // One path, two payloads: a start carries the PIN; the confirmation (PUT, or a POST as the spec's table) carries the OTP.
  withdrawalStart: {
    handle: ({ input, store, user }) => ({ id: startWithdrawal(store, user, input) }),
    when: (body) => 'pin' in body,
  },

  withdrawalConfirm: {
    handle: ({ input, store, user }) => {
      const withdrawal = withdrawalOf(store, user, input.transId);
      if (!withdrawal) throw new Refusal(404, [UNKNOWN_OTP_TARGET]);
      // A repeated confirmation of a finished withdrawal, with its code, succeeds without moving money again.
      if (withdrawal.status === 'done') {
        refuseWrongReplay(input.token);
        return null;
      }
      refuseIfBankAccountChanged(store, user, withdrawal);
      checkOtp(store, withdrawal.challengeId, input.token, [WITHDRAWAL_OTP]);
      completeWithdrawal(store, user, withdrawal);
      return null;
    },
    alsoMethods: ['POST'],
  },

  bankAccount: ({ store, user }) => {
    const account = bankAccountOf(store, user);
    // An empty object while none is linked, like the virtual account.
    return account ? { id: account.id, aName: account.aName, number: account.number, bName: account.bName } : {};
  },

  banks: () => BANKS.map(({ code, name }) => ({ code, name })),

  addBankAccount: ({ input, store, user }) => {
    addBankAccount(store, user, input);
    return null;
  },

  deleteBankAccount: ({ input, store, user }) => {
    deleteBankAccount(store, user, input.id);
    return null;
  },
};
