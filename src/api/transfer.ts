// Moving money to pay for what was created: by linked card (with OTP) or from the myPurse wallet.
// Every payment is keyed by `transId`, the transaction reference of whatever is being paid for.
import { nonempty, optional, string, type, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { wireText } from './wire.ts';

const CARD_PAYMENT = '/api/v1/transfer/accountbycard';

export const CardPaymentStart = type({ cardId: wireText(nonempty(string())), transId: nonempty(string()) });
export type CardPaymentStart = Infer<typeof CardPaymentStart>;
/** `id` is the OTP challenge the confirmation must name. */
export const CardChallenge = type({ id: wireText(string()) });
export type CardChallenge = Infer<typeof CardChallenge>;

/** Starts a card payment: the server sends an OTP and answers with the challenge id. */
export const cardPaymentStartCall = defineCall({
  name: 'transfer.accountbycard.initiate',
  method: 'POST',
  path: CARD_PAYMENT,
  auth: true,
  request: CardPaymentStart,
  response: CardChallenge,
});

export const CardPaymentConfirm = type({ token: nonempty(string()), transId: nonempty(string()), challengeId: nonempty(string()) });
export type CardPaymentConfirm = Infer<typeof CardPaymentConfirm>;

/**
 * Confirms a card payment with the OTP: PUT on the start's path (wire sheet row 26; the spec's part 2
 * table says POST, so the mock answers both and tells a POST confirmation from a start by its payload).
 */
export const cardPaymentConfirmCall = defineCall({
  name: 'transfer.accountbycard.confirm',
  method: 'PUT',
  path: CARD_PAYMENT,
  auth: true,
  request: CardPaymentConfirm,
  // The spec does not show the answer; the client reads nothing from it.
  response: optional(unknown()),
});

export const FundByPurse = type({ transId: nonempty(string()) });
export type FundByPurse = Infer<typeof FundByPurse>;

export const purseFundingCall = defineCall({
  name: 'transfer.fundbypurse',
  method: 'POST',
  path: '/api/v1/transfer/fundbypurse',
  auth: true,
  request: FundByPurse,
  response: optional(unknown()),
});

/** Returns the challenge id of the OTP the server sent. */
export const startCardPayment = (cardId: string, transId: string) => send(cardPaymentStartCall, { cardId, transId }).then((c) => c.id);
export const confirmCardPayment = (confirm: CardPaymentConfirm) => send(cardPaymentConfirmCall, confirm).then(() => undefined);
/** Pays from the default purse (the myPurse wallet). */
export const payFromPurse = (transId: string) => send(purseFundingCall, { transId }).then(() => undefined);
