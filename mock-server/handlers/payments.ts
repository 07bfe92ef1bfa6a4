// HTTP for the payments area (src/api/payments.ts): paying by card (start, then confirm with the OTP) or
// from the wallet, the linked cards, card linking and the virtual account. The rules are domain/payments.ts.
import type { paymentsCalls } from '../../src/api/payments.ts';
import { startCardLink } from '../card-provider.ts';
import { confirmCardPayment, paymentOf, payFromWallet, startCardPayment } from '../domain/payments.ts';
import type { AreaHandlers } from '../route.ts';

export const paymentsHandlers: AreaHandlers<typeof paymentsCalls> = {
  // One path, two payloads: a start names a card, a confirmation does not.
  cardPaymentStart: {
    handle: ({ input, store, user }) => ({ id: startCardPayment(store, user, paymentOf(store, user, input.transId), input.cardId) }),
    when: (body) => 'cardId' in body,
  },

  // PUT per the wire sheet; POST too, as the spec's table has it (a POST without a cardId lands here).
  cardPaymentConfirm: {
    handle: ({ input, store, user }) => {
      confirmCardPayment(store, user, input.transId, input.challengeId, input.token);
      return null;
    },
    alsoMethods: ['POST'],
  },

  purseFunding: ({ input, store, user }) => {
    payFromWallet(store, user, input.transId);
    return null;
  },

  cards: ({ store, user }) => store.owned('cards', user.id).map(({ id, bin, pan, type, expMnt, expYr }) => ({ id, bin, pan, type, expMnt, expYr })),

  virtualAccount: ({ store, user }) => {
    const account = store.owned('virtualAccounts', user.id)[0];
    // An empty object, not null, while none is configured: what the original client tested for.
    return account ? { accountName: account.accountName, accountNo: account.accountNo, bank: account.bank } : {};
  },

  cardUrl: ({ store, user, origin }) => ({ authUrl: startCardLink(store, user.id, origin()) }),
};
