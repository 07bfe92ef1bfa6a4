// /app/stash and /app/stash/breakdown: the form's texts, lock periods, creation, the breakdown, reloads, faults.
import { expect, test } from './fixtures.ts';
import { purseFundingCall } from '../src/api/payments.ts';
import { createStashCall, stashFutureValueCall } from '../src/api/savings.ts';
import { productInterestCall } from '../src/api/util.ts';
import { callTo, envelope, failCall, faults, holdCalls, isCall, recordCalls } from './api-calls.ts';
import { createStash, fillStash, NAIRA_OPTIONS, stashForm } from './stash-support.ts';

test.describe('the Stash form', () => {
  test('an empty PROCEED asks for currency, amount and lock period @phone', async ({ page, saver, signIn, expectAccessible }) => {
    const creations = recordCalls(page, createStashCall);
    await signIn(saver, '/app/stash');
    const form = stashForm(page);
    await expect(form.period('30 days')).toBeVisible();
    await expectAccessible();
    await form.proceed.click();

    await expect(page.getByText('Pick the Currency to save in', { exact: true })).toBeVisible();
    await expect(page.getByText('An Amount is Required', { exact: true })).toBeVisible();
    await expect(page.getByText('Choose a frequency', { exact: true })).toBeVisible();
    await expect(form.currency).toHaveAccessibleDescription('Pick the Currency to save in');
    await expect(form.amount).toHaveAccessibleDescription('An Amount is Required');
    await expect(page.getByRole('radiogroup', { name: 'Lock period' })).toHaveAccessibleDescription('Choose a frequency');
    await expectAccessible();
    expect(creations, 'no Stash is created from an invalid form').toHaveLength(0);
  });

  test('a zero amount is not an amount', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    const form = await fillStash(page, { amount: '0' });
    await form.proceed.click();
    await expect(page.getByText('An Amount is Required', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/app/stash');
  });

  test('Naira is the only currency', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/stash');
    await expect(stashForm(page).currency.getByRole('option')).toHaveText(NAIRA_OPTIONS);
  });

  test('the amount takes thousands separators as it is typed @phone', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/stash');
    const { amount } = stashForm(page);
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await amount.pressSequentially('1234');
    await expect(amount).toHaveValue('1,234');
    await amount.pressSequentially('567.891x');
    await expect(amount).toHaveValue('1,234,567.89');
  });

  test('each lock period shows its rate per annum', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/stash');
    const periods = page.getByRole('radiogroup', { name: 'Lock period' }).getByRole('radio');
    await expect(periods).toHaveCount(4);
    for (const [name, rate] of [['30 days', '8%'], ['90 days', '10%'], ['180 days', '11.5%'], ['1 year', '13%']] as const) {
      await expect(stashForm(page).period(name)).toHaveAccessibleName(`${name} ${rate} per annum`);
    }
  });

  test('with no lock periods on offer it says so', async ({ page, saver, signIn }) => {
    await page.route(callTo(productInterestCall), (route) => route.fulfill({ json: envelope(true, [], { interest: [] }) }));
    await signIn(saver, '/app/stash');
    await expect(page.getByText('No frequency at the moment', { exact: true })).toBeVisible();
    await stashForm(page).proceed.click();
    await expect(page.getByText('Choose a frequency', { exact: true })).toBeVisible();
  });

  test('what was typed survives a reload', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    const form = await fillStash(page, { amount: '75000', period: '90 days' });
    await page.reload();
    await expect(form.currency).toHaveValue('1');
    await expect(form.amount).toHaveValue('75,000');
    await expect(form.period('90 days')).toBeChecked();
  });
});

test.describe('creating the Stash', () => {
  test('PROCEED creates the Stash and the breakdown shows what the customer commits to @phone', async ({ saver, signIn, expectAccessible, page }) => {
    // Fixed before sign-in so the session and the maturity date both count from this morning in Lagos.
    await page.clock.install({ time: new Date('2027-01-10T09:00:00+01:00') });
    await signIn(saver);
    const creations = recordCalls(page, createStashCall);
    await createStash(page, { amount: '250000', period: '180 days' });

    expect(creations).toEqual([{ amount: 250000, frequency: '180', ccyCode: '1' }]);
    const summary = page.getByRole('region', { name: 'Your Stash' });
    const row = (term: string) => summary.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(row('Amount')).toHaveText('₦250,000.00');
    await expect(row('Lock period')).toHaveText('180 days');
    await expect(row('Interest rate')).toHaveText('11.5% per annum');
    // 180 days after 10 January 2027; 250,000 × 11.5% × 180/365 = 14,178.08.
    await expect(row('Maturity date')).toHaveText('9 July 2027');
    await expect(row('Interest at maturity')).toHaveText('₦14,178.08');
    await expect(row('Total at maturity')).toHaveText('₦264,178.08');
    await expect(row('Breakage fee, at most')).toHaveText('₦7,089.04');
    await expect(summary.getByText('50% breakage fee on the interest accrued so far.')).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'How do you want to pay?' })).toBeVisible();
    await expectAccessible();
  });

  test('the value at maturity is the API’s: asked as the original asked it, shown with the interest and fee from it', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    const asked: Record<string, string>[] = [];
    let fail = true;
    await page.route(callTo(stashFutureValueCall), async (route) => {
      asked.push(Object.fromEntries(new URL(route.request().url()).searchParams));
      if (fail) return route.fulfill({ status: 500, json: envelope(false) });
      // Not what a formula in the browser would give (₦60,000 for 90 days at 10%): the screen shows the API's answer.
      return route.fulfill({ json: envelope(true, [], { value: 63_000.5 }) });
    });
    await createStash(page, { amount: '60000', period: '90 days' });
    const summary = page.getByRole('region', { name: 'Your Stash' });
    await expect(summary.getByRole('alert')).toBeVisible();
    fail = false;
    await summary.getByRole('button', { name: 'Try again' }).click();
    const row = (term: string) => summary.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(row('Total at maturity')).toHaveText('₦63,000.50');
    await expect(row('Interest at maturity')).toHaveText('₦3,000.50');
    await expect(row('Breakage fee, at most')).toHaveText('₦1,500.25');
    expect(asked.at(-1)).toEqual({ Principal: '60000', Tenor: '90', Product: '0103', Currency: '1' });
  });

  test('a reload on the breakdown keeps the Stash and its reference', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    const reference = await createStash(page, { amount: '60000', period: '90 days' });
    const creations = recordCalls(page, createStashCall);

    await test.step('reload the breakdown', async () => {
      await page.reload();
      await expect(page.getByRole('region', { name: 'Your Stash' }).getByText('₦60,000.00')).toBeVisible();
    });

    await test.step('back to the form and PROCEED unchanged pays the same Stash', async () => {
      await page.getByRole('link', { name: 'Change amount or lock period' }).click();
      await expect(stashForm(page).amount).toHaveValue('60,000');
      await stashForm(page).proceed.click();
      await expect(page).toHaveURL('/app/stash/breakdown');
      expect(creations, 'no second Stash for the same values').toHaveLength(0);
    });

    await test.step('the payment is keyed by that reference', async () => {
      const payments = recordCalls(page, purseFundingCall);
      await page.getByRole('radio', { name: /^myPurse wallet / }).check();
      await page.getByRole('button', { name: 'NEXT' }).click();
      await page.getByRole('button', { name: 'CONFIRM' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(payments).toEqual([{ transId: reference }]);
    });
  });

  test('a changed amount creates a new Stash', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    const first = await createStash(page, { amount: '60000' });
    await page.getByRole('link', { name: 'Change amount or lock period' }).click();
    const { amount, proceed } = stashForm(page);
    await amount.fill('');
    await amount.pressSequentially('61000');
    const created = page.waitForResponse(isCall(createStashCall));
    await proceed.click();
    const second = ((await (await created).json()) as { data: { reference: string } }).data.reference;
    expect(second).not.toBe(first);
    await expect(page.getByRole('region', { name: 'Your Stash' }).getByText('₦61,000.00')).toBeVisible();
  });

  test('back from the breakdown, PROCEED waits for the lock periods before it checks the restored choice', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    const first = await createStash(page, { amount: '60000' });
    const release = await holdCalls(page, productInterestCall);
    await page.getByRole('link', { name: 'Change amount or lock period' }).click();
    const { amount, period, proceed } = stashForm(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading lock periods…' })).toBeVisible();
    await expect(proceed).toBeDisabled();
    await amount.fill('');
    await amount.pressSequentially('61000');
    await expect(proceed).toBeDisabled();
    const created = page.waitForResponse(isCall(createStashCall));
    release();
    await expect(period('30 days')).toBeChecked();
    await proceed.click();
    const second = ((await (await created).json()) as { data: { reference: string } }).data.reference;
    expect(second).not.toBe(first);
    await expect(page.getByRole('alert')).toBeHidden();
    await expect(page).toHaveURL('/app/stash/breakdown');
  });

  test('the breakdown without a Stash returns to /app/stash', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/stash/breakdown');
    await expect(page).toHaveURL('/app/stash');
    await expect(page.getByRole('heading', { name: 'Stash', exact: true })).toBeVisible();
  });

  test('double-clicking PROCEED creates one Stash', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    const creations = recordCalls(page, createStashCall);
    const release = await holdCalls(page, createStashCall);
    const form = await fillStash(page);
    await form.proceed.dblclick();
    await expect(page.getByRole('button', { name: 'Creating your Stash…' })).toBeDisabled();
    release();
    await expect(page).toHaveURL('/app/stash/breakdown');
    expect(creations).toHaveLength(1);
  });
});

test.describe('the maturity date in a browser far from Lagos', () => {
  // New York moves its clocks in March: a day counted in its calendar is 23 hours long then.
  test.use({ timezoneId: 'America/New_York' });

  test('is the day the lock period ends in Lagos, at 00:30 there too', async ({ saver, signIn, page }) => {
    // 00:30 on 10 January 2027 in Lagos is still 9 January in New York.
    await page.clock.install({ time: new Date('2027-01-10T00:30:00+01:00') });
    await signIn(saver);
    await createStash(page, { amount: '250000', period: '180 days' });
    const summary = page.getByRole('region', { name: 'Your Stash' });
    // 180 days after 10 January 2027 in Lagos.
    await expect(summary.getByRole('term').filter({ hasText: 'Maturity date' }).locator('xpath=following-sibling::dd[1]')).toHaveText('9 July 2027');
  });
});

test.describe('server failures', () => {
  for (const fault of faults) {
    test(`creating the Stash: ${fault.name} shows a banner and keeps the form`, async ({ saver, signIn }) => {
      const page = await signIn(saver);
      await failCall(page, createStashCall, fault);
      const form = await fillStash(page, { amount: '45000' });
      await form.proceed.click();
      await expect(page.getByRole('alert')).toHaveText(fault.text);
      await expect(page).toHaveURL('/app/stash');
      await expect(form.amount).toHaveValue('45,000');
      await expect(form.proceed).toBeEnabled();
    });
  }

  test('the lock periods fail to load: the message and a way to try again', async ({ page, saver, signIn }) => {
    await page.route(callTo(productInterestCall), (route) => route.fulfill({ status: 503, json: envelope(false, ['Rates are being updated']) }), { times: 1 });
    await signIn(saver, '/app/stash');
    await expect(page.getByRole('alert')).toHaveText('Rates are being updated');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(stashForm(page).period('30 days')).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();
  });
});
