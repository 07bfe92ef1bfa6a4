// The individual plan flow: categories, step 1 with its Interest Rate Guide, step 2 with the estimate
// and an image, the Savings Breakdown with the value at maturity, and payment by wallet and by card
// with OTP; reloads, double clicks and a failing call on each screen.
import { expect, test } from './fixtures.ts';
import { cardPaymentConfirmCall, purseFundingCall } from '../src/api/payments.ts';
import { coreFutureValueCall, createCorePlanCall, estimateCall } from '../src/api/savings.ts';
import { productInterestCall, resendOtpCall, uploadFileCall } from '../src/api/util.ts';
import { failOnce, faults, holdCalls, isCall, recordCalls } from './api-calls.ts';
import { apiCore, apiSummary, choice, createPlan, fillStep1, ngn, section, step1Form } from './savings-support.ts';
import { choosePayment } from './stash-support.ts';
import { successOf, TINY_PNG } from './support.ts';
import { lagosDayIn } from '../src/lib/calendar.ts';


test.describe('choosing a category', () => {
  test('the seven goals and the custom plan, reached from the dashboard', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver);
    await page.getByRole('link', { name: 'View more' }).click();
    await expect(page).toHaveURL('/app/savings/create');
    for (const category of ['Family', 'Home', 'Emergency', 'Vacation', 'Wedding', 'Celebration', 'Retirement']) {
      await expect(page.getByRole('main').getByRole('link', { name: category, exact: true })).toHaveAttribute('href', `/app/savings/create2/${category}`);
    }
    await expect(page.getByRole('link', { name: 'Create A Savings plan' })).toHaveAttribute('href', '/app/savings/create2/Create');
    await expectAccessible();
    await page.getByRole('main').getByRole('link', { name: 'Retirement', exact: true }).click();
    await expect(step1Form(page).name).toHaveValue(`${saver.name.split(' ')[0]}'s Retirement plan`);
    // The dashboard's plan cards land on step 1 of their category.
    await page.goto('/app/dashboard');
    await page.getByRole('link', { name: /Emergency Savings Plan/ }).click();
    await expect(page).toHaveURL('/app/savings/create2/Emergency');
    await expect(step1Form(page).name).toHaveValue(`${saver.name.split(' ')[0]}'s Emergency plan`);
  });

  test('an unknown category and a later step without its draft return to the categories', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    for (const path of ['/app/savings/create2/Nonsense', '/app/savings/create3/Home', '/app/savings/create4', '/app/savings/otp/id']) {
      await page.goto(path);
      await expect(page).toHaveURL('/app/savings/create');
    }
  });
});

test.describe('step 1', () => {
  test('every message, the default name, Naira only, separators and the rate guide @phone', async ({ page, saver, signIn, expectAccessible }) => {
    const rates = page.waitForResponse(isCall(productInterestCall));
    await signIn(saver, '/app/savings/create2/Home');
    const form = step1Form(page);
    await expect(form.name).toHaveValue(`${saver.name.split(' ')[0]}'s Home plan`);
    await expect(form.currency.getByRole('option')).toHaveText(['Choose a currency', 'Naira']);
    const { data } = (await (await rates).json()) as { data: { interest: { tenor: { name: string }; rate: number }[] } };
    const guide = page.getByRole('region', { name: 'Interest Rate Guide' });
    for (const option of data.interest) await expect(guide.getByRole('row', { name: `${option.tenor.name} ${option.rate}%` })).toBeVisible();
    // Straight from the cleared field to NEXT: the field's message must not move the button from under
    // the press (the first press used to be lost), and the one press shows every message.
    await form.name.fill('');
    await form.next.click();
    await expect(page.getByText('Enter a Plan name', { exact: true })).toBeVisible();
    await expect(page.getByText('Select a Currrency Type', { exact: true })).toBeVisible();
    await expect(page.getByText('A target amount is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Enter a Date', { exact: true })).toHaveCount(2);
    await expect(form.start).toHaveAttribute('min', lagosDayIn(0));
    await expectAccessible();
    await form.target.fill('200000000');
    await form.next.click();
    await expect(page.getByText('The target is larger than we can hold in one plan', { exact: true })).toBeVisible();
    await form.target.fill('');
    await form.target.pressSequentially('1234567');
    await expect(form.target).toHaveValue('1,234,567');
    await form.start.fill(lagosDayIn(10));
    await form.end.fill(lagosDayIn(5));
    await form.next.click();
    await expect(page.getByText('The end date must be after the start date', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/app/savings/create2/Home');
  });

  test('survives a reload, and a failing rate guide shows a banner', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    const form = await fillStep1(page, { target: '80000' });
    await page.reload();
    await expect(form.target).toHaveValue('80,000');
    await expect(form.end).toHaveValue(lagosDayIn(365));
    for (const fault of faults) {
      await failOnce(page, productInterestCall, fault);
      await page.reload();
      await expect(page.getByRole('alert')).toHaveText(fault.text);
    }
  });
});

test.describe('step 2', () => {
  test('its message, the estimate as choices change, PREVIOUS keeps step 1, a reload keeps both', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver);
    const form = await fillStep1(page, { target: '120000' });
    await form.next.click();
    await expect(page).toHaveURL('/app/savings/create3/Home');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText('A plan Name is Required', { exact: true })).toHaveCount(2);
    await expectAccessible();

    const estimate = page.waitForResponse(isCall(estimateCall));
    await choice(page, 'Frequency', 'Monthly').check();
    const res = await estimate;
    const query = new URL(res.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({ ExpectedReturn: '120000', Frequency: '30', TargetDate: lagosDayIn(365), StartDate: lagosDayIn(0), Product: '0201' });
    const { data } = (await res.json()) as { data: { estimate: number } };
    await expect(page.getByText(`Estimated amount: ${ngn(data.estimate)} per month`)).toBeVisible();
    await choice(page, 'Frequency', 'One time').check();
    await expect(page.getByText(`Estimated amount: ${ngn(120000)} once`)).toBeVisible();

    await page.reload();
    await expect(choice(page, 'Frequency', 'One time')).toBeChecked();
    await page.getByRole('link', { name: 'PREVIOUS' }).click();
    await expect(page).toHaveURL('/app/savings/create2/Home');
    await expect(step1Form(page).target).toHaveValue('120,000');
  });

  test('a failing estimate or creation shows a banner and stays', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    const form = await fillStep1(page);
    await form.next.click();
    for (const fault of faults) {
      await failOnce(page, estimateCall, fault);
      await choice(page, 'Frequency', 'Weekly').check();
      await expect(page.getByRole('alert')).toHaveText(fault.text);
      // Daily's estimate is answered before the next fault is set, so that fault cannot fall on it.
      const daily = page.waitForResponse(isCall(estimateCall));
      await choice(page, 'Frequency', 'Daily').check();
      await daily;
    }
    await choice(page, 'Do you want to earn interest?', 'No').check();
    for (const fault of faults) {
      await failOnce(page, createCorePlanCall, fault);
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(page.getByRole('alert')).toHaveText(fault.text);
    }
    await expect(page).toHaveURL('/app/savings/create3/Home');
  });
});

test.describe('creating and paying a plan', () => {
  test('by wallet, with an image: the breakdown, the value at maturity, one payment for a double click @phone', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver);
    const form = await fillStep1(page, { target: '120000' });
    await form.next.click();
    await choice(page, 'Frequency', 'Monthly').check();
    await choice(page, 'Do you want to earn interest?', 'Yes').check();
    const upload = page.waitForResponse(isCall(uploadFileCall));
    await page.getByLabel('Plan image (optional)').setInputFiles({ name: 'home.png', mimeType: 'image/png', buffer: TINY_PNG });
    const imageRef = ((await (await upload).json()) as { data: { reference: string } }).data.reference;
    await expect(page.getByText('home.png uploaded')).toBeVisible();
    const creations = recordCalls(page, createCorePlanCall);
    const release = await holdCalls(page, createCorePlanCall);
    await page.getByRole('button', { name: 'NEXT' }).dblclick();
    release();
    await expect(page).toHaveURL('/app/savings/create4');
    expect(creations).toHaveLength(1);
    expect(creations[0]).toMatchObject({ name: `${saver.name.split(' ')[0]}'s Home plan`, ccyCode: '1', target: 120000, startDate: lagosDayIn(0), endDate: lagosDayIn(365), earnInterest: true, frequency: '30', imageRef, isAutomated: true });
    const amount = (creations[0] as { amount: number }).amount;

    await expect(page.getByRole('heading', { level: 1, name: 'Savings Breakdown' })).toBeVisible();
    await expect(page.getByText('365 days', { exact: true })).toBeVisible();
    await expect(page.getByText(/^₦[\d,.]+$/).filter({ hasText: ngn(amount) }).first()).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^₦/ }).last()).not.toHaveText(ngn(120000));
    await expectAccessible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Savings Breakdown' })).toBeVisible();

    const payments = recordCalls(page, purseFundingCall);
    await choosePayment(page, 'myPurse wallet');
    const releasePayment = await holdCalls(page, purseFundingCall);
    await page.getByRole('button', { name: 'CONFIRM' }).dblclick();
    // While the payment is on its way, Don't Proceed waits for its answer.
    await expect(page.getByRole('button', { name: "Don't Proceed" })).toBeDisabled();
    releasePayment();
    const dialog = successOf(page, 'Fantastic! Payment successful');
    await expect(dialog).toContainText(`You paid ${ngn(amount)} from your myPurse wallet. Your savings plan is now active.`);
    expect(payments).toHaveLength(1);
    // Paid, the plan is locked: the page no longer offers not to proceed.
    await expect(page.getByRole('button', { name: "Don't Proceed" })).toHaveCount(0);
    await dialog.getByRole('link', { name: 'GO TO SAVINGS' }).click();
    await expect(page).toHaveURL('/app/savings');
    const plan = section(page, 'Core Savings').getByRole('listitem').filter({ hasText: `${saver.name.split(' ')[0]}'s Home plan` }).filter({ hasText: ngn(120000) });
    await expect(plan.getByRole('progressbar')).toHaveAccessibleName(`Saved ${ngn(amount)} of ${ngn(120000)}`);
    await expect(plan.getByRole('img')).toHaveCount(0); // decorative: alt=""
    await expect(plan.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    // The plan's own page names its picture.
    await plan.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/app\/singlesavings\//);
    await expect(page.getByRole('img', { name: `The picture of ${saver.name.split(' ')[0]}'s Home plan` })).toHaveAttribute('src', /^data:image\/png;base64,/);
  });

  test('by card with OTP at /app/savings/otp/id: resend names operation 4, the totals move', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    const before = await apiSummary(page);
    const reference = await createPlan(page, { frequency: 'One time', target: '50000' });
    await choosePayment(page, 'Linked card');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL('/app/savings/otp/id');
    await page.reload();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText('OTP is required', { exact: true })).toBeVisible();
    const resends = recordCalls(page, resendOtpCall);
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A new OTP has been sent to you.' })).toBeVisible();
    expect(resends).toEqual([{ id: expect.any(String), operationType: 4 }]);
    const confirms = recordCalls(page, cardPaymentConfirmCall);
    await page.getByLabel('OTP').fill('123456');
    await page.getByRole('button', { name: 'NEXT' }).dblclick();
    await expect(successOf(page, 'Fantastic! Payment successful')).toContainText(`You paid ${ngn(50000)} with your card.`);
    expect(confirms).toEqual([{ token: '123456', transId: reference, challengeId: expect.any(String) }]);
    await page.getByRole('link', { name: 'GO TO SAVINGS' }).click();
    await expect(section(page, 'Total savings').getByRole('definition').first()).toHaveText(ngn(Math.round((before.totNaira + 50000) * 100) / 100));
    expect((await apiCore(page)).some((p) => p.target === 50000 && p.contribution === 50000)).toBe(true);
  });

  test('a plan that earns no interest is worth its target at maturity', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    const asked = recordCalls(page, coreFutureValueCall);
    await createPlan(page, { interest: 'No', target: '120000' });
    const summary = page.getByRole('region', { name: 'Your plan' });
    const value = (term: string) => summary.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Earn interest')).toHaveText('No');
    await expect(value('Value at maturity')).toHaveText(ngn(120000));
    expect(asked).toEqual([]);
  });

  test("Don't Proceed returns to the categories; a failing value at maturity shows a banner", async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await createPlan(page);
    for (const fault of faults) {
      await failOnce(page, coreFutureValueCall, fault);
      await page.reload();
      await expect(page.getByRole('alert')).toHaveText(fault.text);
    }
    await page.getByRole('button', { name: "Don't Proceed" }).click();
    await expect(page).toHaveURL('/app/savings/create');
    await page.goto('/app/savings/create4');
    await expect(page).toHaveURL('/app/savings/create');
  });
});
