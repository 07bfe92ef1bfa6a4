// The savings-habit questionnaire in progress: the step shown and the answers so far, as the radios hold them.
import { createDraft } from './drafts.ts';
import { isString, shape, type Guard } from './persisted.ts';

export interface FeedbackAnswers {
  frequency: string;
  mEarn: string;
  mExp: string;
  savingPercent: string;
  isSaving: string;
  projection: string;
}

export interface FeedbackDraft {
  /** 1 to 6. */
  step: number;
  answers: FeedbackAnswers;
}

export const FEEDBACK_STEPS = 6;

const isStep: Guard<number> = (v): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= FEEDBACK_STEPS;

const isAnswers = shape<FeedbackAnswers>({ frequency: isString, mEarn: isString, mExp: isString, savingPercent: isString, isSaving: isString, projection: isString });

export const emptyFeedbackDraft = (): FeedbackDraft => ({
  step: 1,
  answers: { frequency: '', mEarn: '', mExp: '', savingPercent: '', isSaving: '', projection: '' },
});

export const feedbackDraft = createDraft<FeedbackDraft>('feedback', emptyFeedbackDraft(), shape<FeedbackDraft>({ step: isStep, answers: isAnswers }));
