// /app/savings/pursestep3 and the purse's payment: the request step 2 sends, the breakdown at 3% per
// annum, paying by wallet and by card with OTP, the purse then listed with its balance; reloads,
// double clicks and failing calls.
import { expect, test } from './fixtures.ts';
import { cardPaymentConfirmCall, purseFundingCall } from '../src/api/payments.ts';
import { createPurseCall } from '../src/api/purses.ts';
import { failOnce, faults, holdCalls, recordCalls } from './api-calls.ts';
import { breakdownValue, createPurse, fillStep1, purses, step2Form, submitStep2, transactionsOf } from './purse-support.ts';
import { choosePayment, walletBalance } from './stash-support.ts';
import { lagosDayIn } from '../src/lib/calendar.ts';
import { successOf } from './support.ts';

test.describe('creating the purse', () => {
  test('SUBMIT sends the merged draft and step 3 shows the breakdown at 3% per annum @phone', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver);
    const start = lagosDayIn(5);
    const withdrawOn = lagosDayIn(40);
    await fillStep1(page, 'Dinner Date', { name: 'Date nights', frequency: 'Weekly', startDate: start, amount: '24000' });
    const creations = recordCalls(page, createPurseCall);
    await submitStep2(page, async (form) => {
      await form.auto('Yes').check();
      await form.frequency('Pick a date').check();
      await form.date.fill(withdrawOn);
      await form.percentage('Enter a percentage').check();
      await form.typedPercentage.fill('45');
    });
    expect(creations).toEqual([
      { name: 'Date nights', ccyCode: '1', startDate: start, crFreq: '7', amount: 24000, autoWithdraw: true, drFreq: '001', drDate: withdrawOn, drDateOpt: true, drPct: 45, isAutomated: true },
    ]);
    const row = (term: string) => breakdownValue(page, 'Your purse', term);
    await expect(row('Purse name')).toHaveText('Date nights');
    await expect(row('Purse type')).toHaveText('Dinner Date');
    await expect(row('Amount')).toHaveText('₦24,000.00');
    await expect(row('Crediting frequency')).toHaveText('Weekly');
    await expect(row('Interest rate')).toHaveText('3% per annum');
    // 24,000 × 3% ÷ 12.
    await expect(row('Interest in a month')).toHaveText('₦60.00');
    await expect(row('Automatic withdrawal')).toHaveText(/^45% on \d{1,2} \w+ \d{4}$/);
    await expect(page.getByText('Your purse earns 3% per annum, paid at the end of each month.')).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'How do you want to pay?' })).toBeVisible();
    await expectAccessible();
  });

  test('no automatic withdrawal sends none of its details', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await fillStep1(page, 'Custom', { name: 'Rainy day', frequency: 'Daily', startDate: lagosDayIn(0), amount: '1000' });
    const form = step2Form(page);
    // Chosen, then taken back: the details chosen meanwhile are not sent.
    await form.auto('Yes').check();
    await form.frequency('Every week').check();
    await form.percentage('20%').check();
    const creations = recordCalls(page, createPurseCall);
    await submitStep2(page);
    expect(creations).toEqual([
      { name: 'Rainy day', ccyCode: '1', startDate: lagosDayIn(0), crFreq: '1', amount: 1000, autoWithdraw: false, drFreq: '0', drDate: '', drDateOpt: false, drPct: 0, isAutomated: true },
    ]);
    await expect(breakdownValue(page, 'Your purse', 'Automatic withdrawal')).toHaveText('No');
  });

  test('a double click on SUBMIT creates one purse; a reload and SUBMIT unchanged create none', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await fillStep1(page, 'TGIF');
    const creations = recordCalls(page, createPurseCall);
    const release = await holdCalls(page, createPurseCall);
    await step2Form(page).auto('No').check();
    await step2Form(page).submit.dblclick();
    release();
    await expect(page).toHaveURL('/app/savings/pursestep3');
    expect(creations).toHaveLength(1);

    await page.reload();
    await expect(breakdownValue(page, 'Your purse', 'Purse name')).toHaveText('Holiday money');
    await page.getByRole('link', { name: 'Change automatic withdrawal' }).click();
    await expect(step2Form(page).auto('No')).toBeChecked();
    await step2Form(page).submit.click();
    await expect(page).toHaveURL('/app/savings/pursestep3');
    expect(creations, 'no second purse for the same draft').toHaveLength(1);
  });

  for (const fault of faults) {
    test(`SUBMIT meets ${fault.name}: the banner, and the step stays`, async ({ saver, signIn }) => {
      const page = await signIn(saver);
      await fillStep1(page, 'Movies');
      await failOnce(page, createPurseCall, fault);
      await step2Form(page).auto('No').check();
      await step2Form(page).submit.click();
      await expect(page.getByRole('alert')).toHaveText(fault.text);
      await expect(page).toHaveURL('/app/savings/pursestep2/Movies');
    });
  }
});

test.describe('paying for the purse', () => {
  test('by wallet: Vibe cash pays, the purse is listed with its balance and the transaction recorded', async ({ saver, signIn, request }) => {
    const page = await signIn(saver);
    const walletBefore = (await walletBalance(request, saver.id))!;
    const reference = await createPurse(page, 'Family', { name: 'School run', amount: '12500' });
    const payments = recordCalls(page, purseFundingCall);
    await choosePayment(page, 'myPurse wallet');
    await page.getByRole('button', { name: 'CONFIRM' }).dblclick();
    const dialog = successOf(page, 'Fantastic! Payment successful');
    await expect(dialog).toContainText('You paid ₦12,500.00 from your myPurse wallet. Your School run purse is now active.');
    expect(payments, 'a double click pays once').toEqual([{ transId: reference }]);
    await expect(page.getByRole('link', { name: 'Change automatic withdrawal' }), 'paid, the purse is no longer changed here').toHaveCount(0);
    expect(await walletBalance(request, saver.id)).toBeCloseTo(walletBefore - 12500, 2);
    expect(await purses(page)).toContainEqual(expect.objectContaining({ name: 'School run', availableBalance: 12500 }));
    expect(await transactionsOf(request, saver.id)).toContainEqual(expect.objectContaining({ reference, value: 12500, descr: 'School run funding from Vibe cash' }));
    await dialog.getByRole('link', { name: 'GO TO SAVINGS' }).click();
    await page.goto('/app/savings/pursestep3');
    await expect(page).toHaveURL('/app/savings/mypurse');
  });

  test('by card with OTP: a reload on the OTP step keeps it, the purse opens @phone', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver);
    const reference = await createPurse(page, 'Shopping', { name: 'Owambe outfits', amount: '30000' });
    await page.reload();
    await choosePayment(page, 'Linked card');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL(/\/app\/savings\/purseotp\/[^/]+$/);
    const challengeId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.reload();
    await expectAccessible();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByLabel('OTP')).toHaveAccessibleDescription('OTP is required');
    const confirms = recordCalls(page, cardPaymentConfirmCall);
    await page.getByLabel('OTP').fill('123456');
    await page.getByRole('button', { name: 'NEXT' }).dblclick();
    await expect(successOf(page, 'Fantastic! Payment successful')).toContainText('You paid ₦30,000.00 with your card. Your Owambe outfits purse is now active.');
    expect(confirms).toEqual([{ token: '123456', transId: reference, challengeId }]);
    expect(await purses(page)).toContainEqual(expect.objectContaining({ name: 'Owambe outfits', availableBalance: 30000 }));
  });

  test('a wallet that cannot pay shows the server message in a popup', async ({ freshUser, signIn }) => {
    const page = await signIn(freshUser);
    await createPurse(page, 'Family');
    await choosePayment(page, 'myPurse wallet');
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment failed' }).getByRole('alert')).toHaveText('Insufficient balance in your Vibe cash wallet to make this payment');
  });
});
