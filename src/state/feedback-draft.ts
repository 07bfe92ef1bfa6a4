// The savings-habit questionnaire in progress: the step shown and the answers so far, as the radios hold them.
import { type Infer, integer, max, min, object, string } from 'superstruct';
import { createDraft } from './drafts.ts';

export const FEEDBACK_STEPS = 6;

export const FeedbackAnswers = object({ frequency: string(), mEarn: string(), mExp: string(), savingPercent: string(), isSaving: string(), projection: string() });
export type FeedbackAnswers = Infer<typeof FeedbackAnswers>;

export const FeedbackDraft = object({
  /** 1 to FEEDBACK_STEPS. */
  step: max(min(integer(), 1), FEEDBACK_STEPS),
  answers: FeedbackAnswers,
});
export type FeedbackDraft = Infer<typeof FeedbackDraft>;

export const emptyFeedbackDraft = (): FeedbackDraft => ({
  step: 1,
  answers: { frequency: '', mEarn: '', mExp: '', savingPercent: '', isSaving: '', projection: '' },
});

export const feedbackDraft = createDraft<FeedbackDraft>('feedback', emptyFeedbackDraft(), FeedbackDraft);
