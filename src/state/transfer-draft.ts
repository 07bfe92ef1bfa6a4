// A transfer in progress, kept for the browser session: a reload never loses what was typed, and the
// transfer's idempotency key stays the same until it is known to have gone through once.
import { boolean, type Infer, nullable, number, object, optional, string } from 'superstruct';
import { createDraft } from './drafts.ts';

/**
 * The transfer confirmed and being sent: a retry (or a reload) sends this same transfer with this key.
 * `sent`: the key has gone to the API with no answer back (a lost answer, a 5xx), so the money may have
 * moved. `cancelled`: the customer closed that one's confirmation; it is kept, not shown again, so that
 * entering the same transfer sends this key and cannot pay twice.
 */
export const SendingTransfer = object({
  key: string(),
  email: string(),
  name: string(),
  amount: number(),
  save: string(),
  sent: optional(boolean()),
  cancelled: optional(boolean()),
});
export type SendingTransfer = Infer<typeof SendingTransfer>;
export const transferDraft = createDraft<SendingTransfer | null>('transfer', null, nullable(SendingTransfer));

/** The transfer form as typed, kept as it changes (src/ui/keep-typed.tsx): a reload finds it filled in (it holds no secret). */
export const TransferForm = object({ beneficiary: string(), email: string(), amount: string(), save: string() });
export type TransferForm = Infer<typeof TransferForm>;
export const EMPTY_TRANSFER_FORM: TransferForm = { beneficiary: '', email: '', amount: '', save: '' };
export const transferFormDraft = createDraft<TransferForm | null>('transfer-form', null, nullable(TransferForm));
