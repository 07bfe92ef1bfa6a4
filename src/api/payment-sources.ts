// Where a customer's money can come from: linked debit cards and the virtual account for transfers.
import { array, is, optional, string, type, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { recordOrNone, wireText } from './wire.ts';

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
