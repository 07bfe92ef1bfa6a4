// A withdrawal to the linked bank account, confirmed with an OTP (spec part 2, sections 3 and 7; wire
// sheet rows 57 and 58). Its OTP is sent again by resendWithdrawalOtp in otp.ts, beside the call it makes.
import { enums, nonempty, optional, size, string, type, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { wireMoney, wireText } from './wire.ts';

const WITHDRAW = '/api/v1/transfer/savingswithdraw';

/** The thirteen reasons of spec part 2, section 9, as the original listed them. */
export const WITHDRAWAL_REASONS = [
  'food',
  'entertainment',
  'shopping',
  'children',
  'vacation',
  'rent',
  'pay bills',
  'party',
  'emergency fund',
  'transportation',
  'health care',
  'Retirement',
  'education',
] as const;

export const WithdrawalRequest = type({
  pin: size(string(), 2, 50),
  amount: wireMoney(),
  /** One of the reasons, or '' when none is chosen. */
  reason: enums(['', ...WITHDRAWAL_REASONS]),
  remark: size(string(), 0, 500),
  /** The purse's id from the 0106 listing. */
  accountId: nonempty(wireText(string())),
});
export type WithdrawalRequest = Infer<typeof WithdrawalRequest>;
/** `id` is the OTP challenge the confirmation names as its `transId`. */
export const WithdrawalChallenge = type({ id: wireText(nonempty(string())) });

export const withdrawalStartCall = defineCall({ name: 'transfer.savingswithdraw.initiate', method: 'POST', path: WITHDRAW, auth: true, request: WithdrawalRequest, response: WithdrawalChallenge });

export const WithdrawalConfirm = type({ token: nonempty(string()), transId: nonempty(string()) });
export type WithdrawalConfirm = Infer<typeof WithdrawalConfirm>;

/** PUT on the start's path (wire sheet row 58); `transId` carries the challenge id. */
export const withdrawalConfirmCall = defineCall({ name: 'transfer.savingswithdraw.confirm', method: 'PUT', path: WITHDRAW, auth: true, request: WithdrawalConfirm, response: optional(unknown()) });

/** Starts a withdrawal: the server sends an OTP and answers with the challenge id. */
export const startWithdrawal = (withdrawal: WithdrawalRequest, idempotencyKey: string) => send(withdrawalStartCall, withdrawal, { idempotencyKey }).then((c) => c.id);
export const confirmWithdrawal = (confirm: WithdrawalConfirm) => send(withdrawalConfirmCall, confirm).then(() => undefined);
