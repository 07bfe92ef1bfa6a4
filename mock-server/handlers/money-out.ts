// Money out: beneficiaries, transfers to other customers, withdrawals confirmed by OTP (spec part 2, §7).
import type { Router } from 'express';
import { addBeneficiaryCall, beneficiariesCall, deleteBeneficiaryCall, resolveBeneficiaryCall, transferCall, withdrawalConfirmCall, withdrawalStartCall } from '../../src/api/money-out.ts';
import { Refusal } from '../envelope.ts';
import {
  beneficiariesOf,
  beneficiaryView,
  completeWithdrawal,
  NOT_YOURSELF,
  once,
  removeBeneficiary,
  resolveCustomer,
  saveBeneficiary,
  startWithdrawal,
  transfer,
  WITHDRAWAL_OTP,
  withdrawalOf,
} from '../money-out.ts';
import { checkOtp, UNKNOWN_OTP_TARGET } from '../otp.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';

export function moneyOutHandlers(router: Router, store: Store) {
  const hasBankAccount = (userId: string) => store.owned('bankAccounts', userId).length > 0;

  handle(router, store, beneficiariesCall, ({ user }) => beneficiariesOf(store, user));

  handle(router, store, resolveBeneficiaryCall, ({ input, user }) => {
    const found = resolveCustomer(store, input.identifier, input.type);
    if (found.id === user.id) throw new Refusal(400, [NOT_YOURSELF]);
    // The original merged the answer with its request: identifier and type come back too.
    return { ...input, ...beneficiaryView(found) };
  });

  handle(router, store, addBeneficiaryCall, ({ input, user }) => {
    saveBeneficiary(store, user, input.id);
    return null;
  });

  handle(router, store, deleteBeneficiaryCall, ({ input, user }) => {
    removeBeneficiary(store, user, input.id);
    return null;
  });

  handle(router, store, transferCall, ({ req, input, user }) =>
    once(store, req, user, transferCall.name, () => {
      transfer(store, user, input.beneficiaryId, input.amount, input.saveBeneficiary);
      return null;
    }),
  );

  // One path, two payloads: a start carries the PIN; the confirmation (PUT, or a POST as the spec's table) carries the OTP.
  handle(
    router,
    store,
    withdrawalStartCall,
    ({ req, input, user }) => once(store, req, user, withdrawalStartCall.name, () => ({ id: startWithdrawal(store, user, input, hasBankAccount(user.id)) })),
    { when: (body) => 'pin' in body },
  );

  handle(
    router,
    store,
    withdrawalConfirmCall,
    ({ input, user }) => {
      const withdrawal = withdrawalOf(store, user, input.transId);
      if (!withdrawal) throw new Refusal(404, [UNKNOWN_OTP_TARGET]);
      // A repeated confirmation of a finished withdrawal succeeds without moving money again.
      if (withdrawal.status === 'done') return null;
      checkOtp(store, withdrawal.challengeId, input.token, [WITHDRAWAL_OTP]);
      completeWithdrawal(store, user, withdrawal);
      return null;
    },
    { alsoMethods: ['POST'] },
  );
}
