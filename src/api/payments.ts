// Paying for what was created (spec part 1, section 7; part 2, section 7): by linked card with an OTP or
// from the myPurse wallet, and where the money comes from: linked cards, card linking, the virtual account.
import { array, type Infer, is, nonempty, optional, pattern, string, type, unknown } from 'superstruct';
import { getTransactions } from './dashboard.ts';
import { isApiError } from './errors.ts';
import { defineCall, send } from './http.ts';
import { recordOrNone, wireText } from './wire.ts';

// ---- Paying by card or from the myPurse wallet, keyed by `transId` ----
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

/** The status a pay call answers when its transaction is already paid, by whatever method (docs/for-backend-teams.md). */
export const ALREADY_PAID_STATUS = 409;
const PAY_CALLS: readonly string[] = [cardPaymentStartCall.name, cardPaymentConfirmCall.name, purseFundingCall.name];

/**
 * True when a pay call (a card start or confirmation, a wallet payment) was refused because its transaction
 * is already paid: an earlier attempt whose answer was lost went through. The money has arrived, so the
 * client ends the payment as paid instead of showing a failure or asking for a second payment.
 */
export const isAlreadyPaid = (error: unknown) => isApiError(error) && error.status === ALREADY_PAID_STATUS && PAY_CALLS.includes(error.call);

/** How much of the recent activity (newest first) is read for a payment: one made minutes ago is near the top. */
export const RECENT_PAYMENTS = 20;

/**
 * True when the customer's recent activity holds a transaction under `transId`: its payment was made (an
 * attempt whose answer was lost went through). The bank-transfer step asks before it shows where to send money.
 */
export const isPaid = (transId: string) => getTransactions({ pageNumber: 1, pageSize: RECENT_PAYMENTS }).then((list) => list.some((t) => t.reference === transId));

/** Returns the challenge id of the OTP the server sent. */
export const startCardPayment = (cardId: string, transId: string) => send(cardPaymentStartCall, { cardId, transId }).then((c) => c.id);
export const confirmCardPayment = (confirm: CardPaymentConfirm) => send(cardPaymentConfirmCall, confirm).then(() => undefined);
/** Pays from the default purse (the myPurse wallet). */
export const payFromPurse = (transId: string) => send(purseFundingCall, { transId }).then(() => undefined);

// ---- Linked cards and the virtual account ----
/**
 * A linked card as the payment step shows it: bin, six stars, the last digits (`pan`). The original
 * compared `id.toString()` with the chosen radio, so an id may arrive as a number; the client keeps text.
 */
export const Card = type({ id: wireText(string()), bin: string(), pan: string(), type: optional(string()), expMnt: optional(string()), expYr: optional(string()) });
export type Card = Infer<typeof Card>;

export const cardsCall = defineCall({
  name: 'user.card',
  method: 'GET',
  path: '/api/v1/user/card',
  auth: true,
  response: array(Card),
});

export const getCards = () => send(cardsCall);

export const VirtualAccount = type({ accountName: string(), accountNo: string(), bank: string() });
export type VirtualAccount = Infer<typeof VirtualAccount>;
/** The answer: the account, or `{}` while none is configured; `null` is read as `{}`. */
export const VirtualAccountAnswer = recordOrNone(VirtualAccount, 'VirtualAccountOrNone');

export const virtualAccountCall = defineCall({
  name: 'user.virtual_acct',
  method: 'GET',
  path: '/api/v1/user/virtual_acct',
  auth: true,
  // An empty object while none is configured (wire sheet row 20: the original tested `Object.keys(data).length`);
  // `null` is taken as the same.
  response: VirtualAccountAnswer,
});

/** The customer's virtual account for bank transfers, or `null` while none is configured. */
export const getVirtualAccount = () => send(virtualAccountCall).then((account) => (is(account, VirtualAccount) ? account : null));

// ---- Card linking ----

/** Only a web address may be opened: anything else (javascript:, data:) is refused as a broken answer. */
export const CardLinkUrl = type({ authUrl: pattern(string(), /^https?:\/\/\S+$/) });
export type CardLinkUrl = Infer<typeof CardLinkUrl>;

export const cardUrlCall = defineCall({ name: 'user.card_url', method: 'GET', path: '/api/v1/user/card_url', auth: true, response: CardLinkUrl });

/** The card provider's page where the customer links a card; the client opens it in a new tab. */
export const getCardLinkUrl = () => send(cardUrlCall).then((data) => data.authUrl);

/** The payments area's calls by name (registry.ts): the mock's handlers for them are mock-server/handlers/payments.ts. */
export const paymentsCalls = {
  cardPaymentStart: cardPaymentStartCall,
  cardPaymentConfirm: cardPaymentConfirmCall,
  purseFunding: purseFundingCall,
  cards: cardsCall,
  virtualAccount: virtualAccountCall,
  cardUrl: cardUrlCall,
};
