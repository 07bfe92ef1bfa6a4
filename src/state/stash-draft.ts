// The Stash being created: the form as typed, then the Stash the server created for it.
import type { InterestOption } from '../api/util.ts';
import { createDraft } from './drafts.ts';

export interface StashForm {
  ccyCode: string;
  /** As typed, with thousands separators. */
  amount: string;
  /** The chosen lock period's tenor code. */
  frequency: string;
}

export interface CreatedStash {
  /** The transaction reference its payment is keyed by. */
  reference: string;
  amount: number;
  ccyCode: string;
  /** The lock period and rate it was created with, so the breakdown needs no second lookup. */
  option: InterestOption;
}

export interface StashDraft {
  form: StashForm;
  created: CreatedStash | null;
}

export const emptyStashDraft = (): StashDraft => ({ form: { ccyCode: '', amount: '', frequency: '' }, created: null });

export const stashDraft = createDraft<StashDraft>('stash', emptyStashDraft());
