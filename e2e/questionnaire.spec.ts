// /app/help: the six-step savings-habit questionnaire (spec part 2, sections 2, 4, 5 and 9).
import { expect, test } from './fixtures.ts';
import { feedbackCall } from '../src/api/util.ts';
import { failOnce, faults, holdCalls, recordCalls } from './api-calls.ts';
import { answerSteps, next, previous, question, SENT, STEPS } from './help-support.ts';

test.describe('the savings-habit questionnaire', () => {
  test('each step asks its question and refuses NEXT with its own message @phone', async ({ freshUser, signIn, expectAccessible }) => {
    const page = await signIn(freshUser, '/app/help');
    await expect(page.getByRole('heading', { name: 'Let us help you save better' })).toBeVisible();
    await expect(previous(page)).toHaveCount(0);
    for (const [i, step] of STEPS.entries()) {
      await test.step(`step ${i + 1}: ${step.message}`, async () => {
        await expect(page.getByText(`Step ${i + 1} of 6`, { exact: true })).toBeVisible();
        await expect(page.getByRole('progressbar', { name: `Step ${i + 1} of 6` })).toHaveAttribute('value', String(i + 1));
        await next(page).click();
        await expect(page.getByText(step.message, { exact: true })).toBeVisible();
        await expect(question(page, i + 1)).toHaveAccessibleDescription(step.message);
        // Only this step's message: the others belong to their own steps.
        for (const other of STEPS.filter((s) => s !== step)) await expect(page.getByText(other.message, { exact: true })).toHaveCount(0);
        if (i === 0) await expectAccessible();
        await question(page, i + 1).getByRole('radio', { name: step.answer, exact: true }).check();
        await expect(page.getByText(step.message, { exact: true })).toHaveCount(0);
        if (i < STEPS.length - 1) await next(page).click();
      });
    }
    await expectAccessible();
  });

  test('the options carry the values of the spec', async ({ freshUser, signIn }) => {
    const page = await signIn(freshUser, '/app/help');
    const options = (step: number) => question(page, step).getByRole('radio');
    await expect(options(1)).toHaveCount(5);
    expect(await options(1).evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value))).toEqual(['1', '7', '30', '90', '0']);
    await expect(question(page, 1).getByRole('radio', { name: 'Never' })).toHaveAttribute('value', '0');
    await answerSteps(page, 1, 1, { nextAfterLast: true });
    await expect(question(page, 2).locator('label')).toHaveText(['Up to ₦100,000', '₦100,000 - ₦250,000', '₦251,000 - ₦500,000', '₦501,000 - ₦1,000,000', 'Above ₦1,000,000']);
    await answerSteps(page, 2, 2, { nextAfterLast: true });
    await expect(question(page, 3).locator('label')).toHaveText(['Under 10%', '11% - 25%', '26% - 50%', '51% - 80%', '100%']);
    await answerSteps(page, 3, 3, { nextAfterLast: true });
    await expect(question(page, 4).locator('label')).toHaveText(['10%', '25%', '50%', '75%', '90%']);
    await answerSteps(page, 4, 5, { nextAfterLast: true });
    await expect(question(page, 6).locator('label')).toHaveText(['15%', '30%', '60%', '85%', '100%']);
  });

  test('PREVIOUS keeps the answers, and a reload keeps the step and the answers', async ({ freshUser, signIn }) => {
    const page = await signIn(freshUser, '/app/help');
    await answerSteps(page, 1, 3);
    await previous(page).click();
    await expect(page.getByText('Step 2 of 6', { exact: true })).toBeVisible();
    await expect(question(page, 2).getByRole('radio', { name: STEPS[1].answer })).toBeChecked();
    await previous(page).click();
    await expect(question(page, 1).getByRole('radio', { name: STEPS[0].answer })).toBeChecked();
    await next(page).click();
    await next(page).click();
    await expect(question(page, 3).getByRole('radio', { name: STEPS[2].answer })).toBeChecked();

    await page.reload();
    await expect(page.getByText('Step 3 of 6', { exact: true })).toBeVisible();
    await expect(question(page, 3).getByRole('radio', { name: STEPS[2].answer })).toBeChecked();
    await previous(page).click();
    await expect(question(page, 2).getByRole('radio', { name: STEPS[1].answer })).toBeChecked();
  });

  test('the answers are sent at the end, a thank-you follows, and the to-do is met', async ({ freshUser, signIn, expectAccessible }) => {
    const page = await signIn(freshUser);
    const todo = page.getByRole('region', { name: 'To-Do list' });
    await expect(todo.getByRole('link', { name: 'Let us help you save better' })).toBeVisible();
    await todo.getByRole('link', { name: 'Let us help you save better' }).click();
    await expect(page).toHaveURL('/app/help');

    const sent = recordCalls(page, feedbackCall);
    await answerSteps(page, 1, 6, { nextAfterLast: true });
    await expect(page.getByRole('heading', { name: 'Thank you for your feedback' })).toBeFocused();
    await expect(page.getByText('Thank you! We will use your answers to suggest the savings plans that suit you.', { exact: true })).toBeVisible();
    expect(sent).toEqual([SENT]);
    await expectAccessible();

    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL('/app/dashboard');
    await expect(todo.getByRole('link', { name: 'Make your first Core savings' })).toBeVisible();
    await expect(todo.getByRole('link', { name: 'Let us help you save better' })).toHaveCount(0);

    // The draft is gone: the questionnaire starts over.
    await page.goto('/app/help');
    await expect(page.getByText('Step 1 of 6', { exact: true })).toBeVisible();
    await expect(question(page, 1).getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test('a double press of the last NEXT sends the answers once', async ({ freshUser, signIn }) => {
    const page = await signIn(freshUser, '/app/help');
    const sent = recordCalls(page, feedbackCall);
    const release = await holdCalls(page, feedbackCall);
    await answerSteps(page, 1, 6);
    await next(page).dblclick();
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Thank you for your feedback' })).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  for (const fault of faults) {
    test(`${fault.name} shows a banner and keeps the answers`, async ({ freshUser, signIn }) => {
      const page = await signIn(freshUser, '/app/help');
      await failOnce(page, feedbackCall, fault);
      await answerSteps(page, 1, 6, { nextAfterLast: true });
      await expect(page.getByRole('alert')).toContainText(fault.text);
      await expect(question(page, 6).getByRole('radio', { name: STEPS[5].answer })).toBeChecked();
      await next(page).click();
      await expect(page.getByRole('heading', { name: 'Thank you for your feedback' })).toBeVisible();
    });
  }
});
