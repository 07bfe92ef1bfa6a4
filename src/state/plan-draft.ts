// The individual plan being created (spec part 2, sections 3 and 4): step 1 as typed, step 2 as
// chosen, then the plan the server created for them, whose reference its payment is keyed by.
import { boolean, type Infer, nullable, number, object, string } from 'superstruct';
import { createDraft } from './drafts.ts';

/** The goal categories; 'Create' in the address is the custom plan (spec part 2, section 2). */
export const PLAN_CATEGORIES = ['Family', 'Home', 'Emergency', 'Vacation', 'Wedding', 'Celebration', 'Retirement'] as const;
export const CUSTOM_PLAN = 'Create';
export const isPlanCategory = (category: string) => category === CUSTOM_PLAN || (PLAN_CATEGORIES as readonly string[]).includes(category);

export const PlanStep1 = object({
  name: string(),
  ccyCode: string(),
  /** As typed, with thousands separators. */
  target: string(),
  startDate: string(),
  endDate: string(),
});
export type PlanStep1 = Infer<typeof PlanStep1>;

export const PlanStep2 = object({
  /** '1', '7', '30' or '0'. */
  frequency: string(),
  /** 'true' or 'false' as the radios hold it. */
  earnInterest: string(),
  /** The uploaded image's reference, '' for none. */
  imageRef: string(),
});
export type PlanStep2 = Infer<typeof PlanStep2>;

export const CreatedPlan = object({
  /** The spec's coreRef: the server's `reference`, what the payment is keyed by. */
  reference: string(),
  name: string(),
  target: number(),
  startDate: string(),
  endDate: string(),
  frequency: string(),
  earnInterest: boolean(),
  /** The periodic amount: what the first payment pays. */
  amount: number(),
  imageRef: string(),
});
export type CreatedPlan = Infer<typeof CreatedPlan>;

export const PlanDraft = object({
  category: string(),
  step1: PlanStep1,
  /** Step 1 was completed: step 2 may be shown. */
  step1Done: boolean(),
  step2: PlanStep2,
  created: nullable(CreatedPlan),
});
export type PlanDraft = Infer<typeof PlanDraft>;

export const emptyStep2 = (): PlanStep2 => ({ frequency: '', earnInterest: '', imageRef: '' });

/** A new draft for `category`, its name defaulting to "<first name>'s <Category> plan". */
export const newPlanDraft = (category: string, firstName: string): PlanDraft => ({
  category,
  step1: { name: firstName ? `${firstName}'s ${category} plan` : '', ccyCode: '', target: '', startDate: '', endDate: '' },
  step1Done: false,
  step2: emptyStep2(),
  created: null,
});

export const planDraft = createDraft<PlanDraft | null>('core-plan', null, nullable(PlanDraft));
