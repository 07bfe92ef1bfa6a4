// A withdrawal in progress, kept for the browser session: a reload never loses a step, and its
// idempotency key stays the same until it is known to have gone through once.
import { type Infer, nullable, number, object, string } from 'superstruct';
import { createDraft } from './drafts.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

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
export const withdrawalDraft = createDraft<WithdrawalDraft>('withdrawal', emptyWithdrawal(), WithdrawalDraft);
