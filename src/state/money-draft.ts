// Money out in progress, kept for the browser session: a reload never loses a step, and the
// idempotency key of a payment stays the same until it is known to have gone through once.
import { type Infer, nullable, number, object, string } from 'superstruct';
import { createDraft } from './drafts.ts';
import { fits } from './fits.ts';

/** A fresh key per payment attempt (README, wire format: Idempotency-Key). */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The transfer confirmed and being sent: a retry (or a reload) sends this same transfer with this key. */
export const SendingTransfer = object({ key: string(), email: string(), name: string(), amount: number(), save: string() });
export type SendingTransfer = Infer<typeof SendingTransfer>;
export const transferDraft = createDraft<SendingTransfer | null>('transfer', null, fits(nullable(SendingTransfer)));

/** The withdrawal form without its PIN (a secret is never stored), its key, then the OTP challenge. */
export const WithdrawalForm = object({ accountId: string(), amount: string(), reason: string(), remark: string() });
export type WithdrawalForm = Infer<typeof WithdrawalForm>;
export const WithdrawalDraft = object({
  form: WithdrawalForm,
  key: string(),
  /** Set once the server sent the OTP: the OTP step belongs to this challenge. */
  challengeId: nullable(string()),
  accountName: string(),
  amount: number(),
});
export type WithdrawalDraft = Infer<typeof WithdrawalDraft>;
export const emptyWithdrawal = (): WithdrawalDraft => ({ form: { accountId: '', amount: '', reason: '', remark: '' }, key: newIdempotencyKey(), challengeId: null, accountName: '', amount: 0 });
export const withdrawalDraft = createDraft<WithdrawalDraft>('withdrawal', emptyWithdrawal(), fits(WithdrawalDraft));
