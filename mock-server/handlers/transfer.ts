// Paying for what was created: by linked card (start, then confirm with the OTP) or from the wallet.
import type { Router } from 'express';
import { cardPaymentConfirmCall, cardPaymentStartCall, purseFundingCall } from '../../src/api/payments.ts';
import { checkOtp, UNKNOWN_OTP_TARGET } from '../otp.ts';
import { Refusal } from '../envelope.ts';
import { alreadyPaidBy, debitWallet, paymentOf, refuseWalletPayingItself, settle, startCardPayment } from '../payments.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';

export function transferHandlers(router: Router, store: Store) {
  // One path, two payloads: a start names a card, a confirmation does not.
  handle(
    router,
    store,
    cardPaymentStartCall,
    ({ input, user }) => ({ id: startCardPayment(store, user, paymentOf(store, user, input.transId), input.cardId) }),
    { when: (body) => 'cardId' in body },
  );

  // PUT per the wire sheet; POST too, as the spec's table has it (a POST without a cardId lands here).
  handle(
    router,
    store,
    cardPaymentConfirmCall,
    ({ input, user }) => {
      const payment = paymentOf(store, user, input.transId);
      if (payment.challengeId !== input.challengeId) throw new Refusal(400, [UNKNOWN_OTP_TARGET]);
      if (alreadyPaidBy(payment, 'card')) return null;
      checkOtp(store, input.challengeId, input.token, [4]);
      settle(store, user, payment, 'card');
      return null;
    },
    { alsoMethods: ['POST'] },
  );

  handle(router, store, purseFundingCall, ({ input, user }) => {
    const payment = paymentOf(store, user, input.transId);
    if (alreadyPaidBy(payment, 'wallet')) return null;
    refuseWalletPayingItself(store, user, payment);
    debitWallet(store, user, payment.amount);
    settle(store, user, payment, 'wallet');
    return null;
  });
}
