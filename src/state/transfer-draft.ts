// A transfer in progress, kept for the browser session: a reload never loses it, and its idempotency key
// stays the same until it is known to have gone through once.
import { type Infer, nullable, number, object, string } from 'superstruct';
import { createDraft } from './drafts.ts';

/** The transfer confirmed and being sent: a retry (or a reload) sends this same transfer with this key. */
export const SendingTransfer = object({ key: string(), email: string(), name: string(), amount: number(), save: string() });
export type SendingTransfer = Infer<typeof SendingTransfer>;
export const transferDraft = createDraft<SendingTransfer | null>('transfer', null, nullable(SendingTransfer));
