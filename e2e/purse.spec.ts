// /app/savings/mypurse and purse steps 1 and 2: the types, every message (the conditional ones too),
// PREVIOUS keeping step 1, steps reached without their draft.
import { expect, test } from './fixtures.ts';
import { createPurseCall } from '../src/api/purses.ts';
import { recordCalls } from './api-calls.ts';
import { fillStep1, PURSE_TYPES, step1Form, step2Form } from './purse-support.ts';
import { lagosDayIn } from '../src/lib/calendar.ts';

test.describe('choosing a purse type', () => {
  test('the picker lists the seven types, each opening its step 1 @phone', async ({ saver, signIn, expectAccessible }) => {
    test.slow();
    const page = await signIn(saver, '/app/savings/mypurse');
    const picker = page.getByRole('navigation', { name: 'Choose a purse type' });
    await expect(picker.getByRole('link')).toHaveText([...PURSE_TYPES]);
    await expectAccessible();
    for (const type of PURSE_TYPES) {
      await page.goto('/app/savings/mypurse');
      await picker.getByRole('link', { name: type, exact: true }).click();
      await expect(page).toHaveURL(`/app/savings/pursestep1/${encodeURIComponent(type)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Create a ${type} purse`);
    }
  });

  test('a type that is not one of them returns to the picker', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/savings/pursestep1/Entertainment');
    await expect(page).toHaveURL('/app/savings/mypurse');
  });

  test('every type walks steps 1 and 2 under its own name', async ({ saver, signIn }) => {
    test.slow();
    const page = await signIn(saver);
    for (const type of PURSE_TYPES) {
      await fillStep1(page, type);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Create a ${type} purse`);
      await expect(step2Form(page).previous).toHaveAttribute('href', `/app/savings/pursestep1/${encodeURIComponent(type)}`);
    }
  });
});

test.describe('step 1', () => {
  test('an empty NEXT shows every message under its field @phone', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver, '/app/savings/pursestep1/Custom');
    const form = step1Form(page);
    await form.next.click();
    await expect(form.name).toHaveAccessibleDescription('A Purse Name is Required');
    await expect(form.currency).toHaveAccessibleDescription('Select your preferred Currency');
    await expect(form.frequency).toHaveAccessibleDescription('Select your preferred Frequency options');
    await expect(form.startDate).toHaveAccessibleDescription('Enter a Date');
    await expect(form.amount).toHaveAccessibleDescription('Enter your preferred Amount');
    for (const text of ['A Purse Name is Required', 'Select your preferred Currency', 'Select your preferred Frequency options', 'Enter a Date', 'Enter your preferred Amount']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expectAccessible();
    await expect(page).toHaveURL('/app/savings/pursestep1/Custom');
  });

  test('Naira only, the crediting frequencies, dates from today, amounts with separators', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/savings/pursestep1/TGIF');
    const form = step1Form(page);
    await expect(form.currency.getByRole('option')).toHaveText(['Choose a currency', 'Naira']);
    await expect(form.frequency.getByRole('option')).toHaveText(['Choose how often', 'Daily', 'Weekly', 'Monthly', 'One time']);
    await expect(form.startDate).toHaveAttribute('min', lagosDayIn(0));
    await form.startDate.fill(lagosDayIn(-1));
    await form.next.click();
    await expect(form.startDate).toHaveAccessibleDescription('Choose today or a later date');
    await form.startDate.fill(lagosDayIn(0));
    await expect(form.startDate).not.toHaveAccessibleDescription('Choose today or a later date');
    await form.amount.pressSequentially('1234567.891');
    await expect(form.amount).toHaveValue('1,234,567.89');
  });

  test("the wallet's name is not a purse's, in any case or spacing", async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/savings/pursestep1/Custom');
    const form = step1Form(page);
    const taken = 'Vibe cash is the name of your wallet. Choose another name for this purse.';
    await form.name.fill('  vibe   CASH ');
    await form.next.click();
    await expect(form.name).toHaveAccessibleDescription(taken);
    await expect(page).toHaveURL(/\/pursestep1\/Custom$/);
    await form.name.fill('Vibe cash savings');
    await expect(form.name).not.toHaveAccessibleDescription(taken);
  });

  test('step 1 is kept for the session: a reload, and PREVIOUS from step 2', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/savings/pursestep1/Movies');
    const form = step1Form(page);
    await form.name.fill('Cinema nights');
    await form.amount.pressSequentially('7500');
    await page.reload();
    await expect(form.name).toHaveValue('Cinema nights');
    await expect(form.amount).toHaveValue('7,500');

    await fillStep1(page, 'Movies', { name: 'Cinema nights', frequency: 'Weekly', startDate: lagosDayIn(2), amount: '7500' });
    await step2Form(page).previous.click();
    await expect(page).toHaveURL('/app/savings/pursestep1/Movies');
    await expect(form.name).toHaveValue('Cinema nights');
    await expect(form.currency).toHaveValue('1');
    await expect(form.frequency).toHaveValue('7');
    await expect(form.startDate).toHaveValue(lagosDayIn(2));
    await expect(form.amount).toHaveValue('7,500');
  });
});

test.describe('step 2', () => {
  test('every message, the conditional ones too, and nothing is sent until the step is complete @phone', async ({ saver, signIn, expectAccessible }) => {
    test.slow();
    const page = await signIn(saver);
    await fillStep1(page, 'Shopping');
    const creations = recordCalls(page, createPurseCall);
    const form = step2Form(page);
    const group = (name: string) => page.getByRole('radiogroup', { name });

    await test.step('automatic withdrawal is required', async () => {
      await form.submit.click();
      await expect(group('Automatic withdrawal')).toHaveAccessibleDescription('A Plan Name is Required');
      await expect(page.getByText('A Plan Name is Required', { exact: true })).toBeVisible();
      await expect(group('Withdrawal frequency')).toHaveCount(0);
      await expectAccessible();
    });

    await test.step('yes asks for the frequency and the percentage', async () => {
      await form.auto('Yes').check();
      await expect(form.frequency('Every week')).toBeVisible();
      await expect(group('Withdrawal frequency').getByRole('radio')).toHaveCount(4);
      await expect(group('Percentage to withdraw').getByRole('radio')).toHaveCount(4);
      await expect(form.date).toHaveCount(0);
      await form.submit.click();
      await expect(group('Withdrawal frequency')).toHaveAccessibleDescription('Choose a Date');
      await expect(group('Percentage to withdraw')).toHaveAccessibleDescription('Choose or Enter Percentage');
      await expectAccessible();
    });

    await test.step('pick a date asks for the date, and only then', async () => {
      await form.frequency('Pick a date').check();
      await form.submit.click();
      await expect(form.date).toHaveAccessibleDescription('Enter a Date');
      // fillStep1 starts the purse 3 days from today: the day before is too early.
      await form.date.fill(lagosDayIn(2));
      await form.submit.click();
      await expect(form.date).toHaveAccessibleDescription('Choose a date on or after the start date');
      await expect(page.getByText('Choose a date on or after the start date', { exact: true })).toBeVisible();
      await form.frequency('Every two weeks').check();
      await expect(form.date).toHaveCount(0);
    });

    await test.step('a typed percentage must be from 1 to 100', async () => {
      await form.percentage('Enter a percentage').check();
      await form.submit.click();
      await expect(form.typedPercentage).toHaveAccessibleDescription('Choose or Enter Percentage');
      for (const typed of ['150', '0', 'abc']) {
        await form.typedPercentage.fill(typed);
        await form.submit.click();
        await expect(form.typedPercentage).toHaveAccessibleDescription('Enter a percentage from 1 to 100');
      }
    });
    expect(creations, 'no purse is created from an incomplete step').toHaveLength(0);
  });

  test('steps reached without their draft return to the start', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/savings/pursestep2/Family');
    await expect(page).toHaveURL('/app/savings/mypurse');
    await page.goto('/app/savings/pursestep3');
    await expect(page).toHaveURL('/app/savings/mypurse');
    await page.goto('/app/savings/purseotp/CHL-NOT-PENDING');
    await expect(page).toHaveURL('/app/savings/mypurse');
  });

  test('a reload on step 2 keeps both steps', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await fillStep1(page, 'Dinner Date');
    const form = step2Form(page);
    await form.auto('Yes').check();
    await form.frequency('Every month').check();
    await form.percentage('60%').check();
    await page.reload();
    await expect(form.auto('Yes')).toBeChecked();
    await expect(form.frequency('Every month')).toBeChecked();
    await expect(form.percentage('60%')).toBeChecked();
    await form.previous.click();
    await expect(step1Form(page).name).toHaveValue('Holiday money');
  });
});
