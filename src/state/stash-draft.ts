// The Stash being created: the form as typed, then the Stash the server created for it.
import { type Infer, nullable, number, object, string } from 'superstruct';
import { InterestOption } from '../api/util.ts';
import { createDraft } from './drafts.ts';

export const StashForm = object({
  ccyCode: string(),
  /** As typed, with thousands separators. */
  amount: string(),
  /** The chosen lock period's tenor code. */
  frequency: string(),
});
export type StashForm = Infer<typeof StashForm>;

export const CreatedStash = object({
  /** The transaction reference its payment is keyed by. */
  reference: string(),
  amount: number(),
  ccyCode: string(),
  /** The lock period and rate it was created with, so the breakdown needs no second lookup. */
  option: InterestOption,
});
export type CreatedStash = Infer<typeof CreatedStash>;

export const StashDraft = object({ form: StashForm, created: nullable(CreatedStash) });
export type StashDraft = Infer<typeof StashDraft>;

export const emptyStashDraft = (): StashDraft => ({ form: { ccyCode: '', amount: '', frequency: '' }, created: null });

export const stashDraft = createDraft<StashDraft>('stash', emptyStashDraft(), StashDraft);
