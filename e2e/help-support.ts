// Helpers for the questionnaire journeys: its steps as a customer answers them.
import { expect, type Page } from '@playwright/test';

/** Each step: its question, its required-message (spec part 2, section 5, verbatim) and an answer. */
export const STEPS = [
  { legend: 'How often do you save?', message: 'Frequency is Required', answer: 'Monthly' },
  { legend: 'How much do you earn in a month?', message: 'Your monthly earnings is Required', answer: '₦251,000 - ₦500,000' },
  { legend: 'How much of your monthly earnings goes on expenses?', message: 'Your monthly expenses is Required', answer: '26% - 50%' },
  { legend: 'How much of your monthly earnings would you like to save?', message: 'Your monthly savings option is required', answer: '25%' },
  { legend: 'Are you saving at the moment?', message: 'This field is required', answer: 'Yes' },
  { legend: 'How much of your savings goal do you expect to reach this year?', message: 'Your projection is required', answer: '85%' },
] as const;

/** What the answers above send. */
export const SENT = { frequency: 30, mEarn: 3, mExp: 3, savingPercent: 25, isSaving: true, projection: 85 };

export const question = (page: Page, step: number) => page.getByRole('radiogroup', { name: STEPS[step - 1]!.legend });
export const next = (page: Page) => page.getByRole('button', { name: 'NEXT', exact: true });
export const previous = (page: Page) => page.getByRole('button', { name: 'PREVIOUS', exact: true });

/** Answers steps `from` to `to` (1-based), pressing NEXT after each but the last answered. */
export async function answerSteps(page: Page, from: number, to: number, { nextAfterLast = false } = {}) {
  for (let step = from; step <= to; step++) {
    await expect(page.getByText(`Step ${step} of 6`, { exact: true })).toBeVisible();
    await question(page, step).getByRole('radio', { name: STEPS[step - 1]!.answer, exact: true }).check();
    if (step < to || nextAfterLast) await next(page).click();
  }
}
