// Where a customer's money can come from: linked debit cards and the virtual account for transfers.
import { array, nullable, optional, string, type, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';

/** A linked card as the payment step shows it: bin, six stars, the last digits (`pan`). */
export const Card = type({ id: string(), bin: string(), pan: string(), type: optional(string()), expMnt: optional(string()), expYr: optional(string()) });
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

export const virtualAccountCall = defineCall({
  name: 'user.virtual_acct',
  method: 'GET',
  path: '/api/v1/user/virtual_acct',
  auth: true,
  // `null` while the customer has no virtual account configured.
  response: nullable(VirtualAccount),
});

export const getVirtualAccount = () => send(virtualAccountCall);
