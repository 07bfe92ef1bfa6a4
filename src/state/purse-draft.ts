// The purse being created (step 1, kept for the session; step 2; the purse the server created) and the
// top-up of an existing purse (the purse chosen, the amount, the reference the server gave).
import { type Infer, nullable, number, object, string } from 'superstruct';
import { PurseRequest } from '../api/purses.ts';
import { createDraft } from './drafts.ts';

export const PurseStep1 = object({
  name: string(),
  ccyCode: string(),
  crFreq: string(),
  startDate: string(),
  /** As typed, with thousands separators. */
  amount: string(),
});
export type PurseStep1 = Infer<typeof PurseStep1>;

export const PurseStep2 = object({
  /** 'true' or 'false' as the radios hold it; '' until chosen. */
  autoWithdraw: string(),
  drFreq: string(),
  drDate: string(),
  /** '20', '60', '100' or 'other' (then `drPctOther` holds the typed number). */
  drPct: string(),
  drPctOther: string(),
});
export type PurseStep2 = Infer<typeof PurseStep2>;

export const CreatedPurse = object({
  /** myPurseRef: the reference the payment is keyed by. */
  reference: string(),
  /** The purse type the flow started from. */
  type: string(),
  /** Exactly what was sent, so an unchanged resubmission pays the same purse. */
  request: PurseRequest,
});
export type CreatedPurse = Infer<typeof CreatedPurse>;

export const PurseDraft = object({ type: string(), step1: nullable(PurseStep1), step2: nullable(PurseStep2), created: nullable(CreatedPurse) });
export type PurseDraft = Infer<typeof PurseDraft>;

export const emptyPurseDraft = (): PurseDraft => ({ type: '', step1: null, step2: null, created: null });

export const purseDraft = createDraft<PurseDraft>('purse', emptyPurseDraft(), PurseDraft);

export const FundPurseForm = object({ accountId: string(), amount: string() });
export type FundPurseForm = Infer<typeof FundPurseForm>;

export const PurseTopUp = object({
  /** fundPurseRef. */
  reference: string(),
  accountId: string(),
  accountName: string(),
  /** The purse's balance when it was chosen. */
  balance: number(),
  amount: number(),
});
export type PurseTopUp = Infer<typeof PurseTopUp>;

/** The chosen purse's id and name are kept for the session (spec part 2, section 2). */
export const FundPurseDraft = object({ accountId: string(), accountName: string(), amount: string(), created: nullable(PurseTopUp) });
export type FundPurseDraft = Infer<typeof FundPurseDraft>;

export const emptyFundPurseDraft = (): FundPurseDraft => ({ accountId: '', accountName: '', amount: '', created: null });

export const fundPurseDraft = createDraft<FundPurseDraft>('fund-purse', emptyFundPurseDraft(), FundPurseDraft);
