// A transfer to another customer, from the default purse, the Vibe cash wallet (spec part 2, sections 2
// and 7; wire sheet row 56).
import { nonempty, optional, string, type, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { wireBoolean, wireMoney } from './wire.ts';

/** `beneficiaryId` is the recipient's e-mail (spec part 2, section 7; wire sheet row 56). */
export const TransferRequest = type({ beneficiaryId: nonempty(string()), amount: wireMoney(), saveBeneficiary: wireBoolean() });
export type TransferRequest = Infer<typeof TransferRequest>;

export const transferCall = defineCall({
  name: 'transfer.TransferToBeneficiary',
  method: 'POST',
  // The spec's path: the original's lacked the slash after v1 (README, deviations).
  path: '/api/v1/transfer/TransferToBeneficiary',
  auth: true,
  request: TransferRequest,
  response: optional(unknown()),
});

/** Sends money once: `idempotencyKey` is the same for every retry of one transfer, so the API moves it once. */
export const transferToBeneficiary = (transfer: TransferRequest, idempotencyKey: string) => send(transferCall, transfer, { idempotencyKey }).then(() => undefined);

