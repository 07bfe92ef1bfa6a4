// /app/savings/fundpurse and /app/savings/fundpursebreakdown: choosing a purse, the amount, the top-up
// and its payment by wallet and by card; the balance rising; no purse; reloads, double clicks, faults.
import { expect, test } from './fixtures.ts';
import { cardPaymentConfirmCall, purseFundingCall } from '../src/api/payments.ts';
import { fundPurseCall, purseAccountsCall } from '../src/api/purses.ts';
import { failOnce, faults, holdCalls, isCall, recordCalls, urlOf } from './api-calls.ts';
import { breakdownValue, purses, transactionsOf } from './purse-support.ts';
import { ngn, section } from './savings-support.ts';
import { choosePayment } from './stash-support.ts';
import { sessionHeaders, successOf } from './support.ts';
import type { Page } from '@playwright/test';

const picker = (page: Page) => page.getByRole('radiogroup', { name: 'Choose a purse' });
const purseRadio = (page: Page, name: string) => picker(page).getByRole('radio', { name: new RegExp(`^${name} Balance`) });

/** Opens /app/savings/fundpurse, chooses `name`, types `amount`, PROCEED; ends on the breakdown. Returns the reference. */
async function startTopUp(page: Page, name: string, amount: string) {
  await page.goto('/app/savings/fundpurse');
  await purseRadio(page, name).check();
  await page.getByLabel('Amount').fill('');
  await page.getByLabel('Amount').pressSequentially(amount);
  const started = page.waitForResponse(isCall(fundPurseCall));
  await page.getByRole('button', { name: 'PROCEED' }).click();
  const body = (await (await started).json()) as { data: { reference: string } };
  await expect(page).toHaveURL('/app/savings/fundpursebreakdown');
  return body.data.reference;
}

test.describe('choosing the purse and the amount', () => {
  test('the purses with their balances; an empty PROCEED asks for a purse and an amount @phone', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver);
    const listed = await purses(page);
    const starts = recordCalls(page, fundPurseCall);
    await page.goto('/app/savings/fundpurse');
    await expect(picker(page).getByRole('radio')).toHaveCount(listed.length);
    await expect(purseRadio(page, 'Vibe cash')).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'PROCEED' }).click();
    await expect(picker(page)).toHaveAccessibleDescription('Choose a purse to fund');
    await expect(page.getByLabel('Amount')).toHaveAccessibleDescription('Enter an Amount');
    await expect(page.getByText('Enter an Amount', { exact: true })).toBeVisible();
    await expectAccessible();
    expect(starts).toHaveLength(0);
  });

  test('a customer with no purse is told so and offered the purse creation', async ({ freshUser, signIn, expectAccessible }) => {
    const page = await signIn(freshUser, '/app/savings/fundpurse');
    await expect(page.getByText('You have no purse yet.')).toBeVisible();
    await expectAccessible();
    await page.getByRole('link', { name: 'Create A New Purse' }).click();
    await expect(page).toHaveURL('/app/savings/mypurse');
  });

  for (const fault of faults) {
    test(`the purse list meets ${fault.name}: the banner and Try again`, async ({ page, saver, signIn }) => {
      await failOnce(page, purseAccountsCall, fault);
      await signIn(saver, '/app/savings/fundpurse');
      await expect(page.getByRole('alert')).toHaveText(fault.text);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(purseRadio(page, 'Vibe cash')).toBeVisible();
    });

    test(`PROCEED meets ${fault.name}: the banner, and the screen stays`, async ({ saver, signIn }) => {
      const page = await signIn(saver, '/app/savings/fundpurse');
      await purseRadio(page, 'TGIF').check();
      await page.getByLabel('Amount').pressSequentially('5000');
      await failOnce(page, fundPurseCall, fault);
      await page.getByRole('button', { name: 'PROCEED' }).click();
      await expect(page.getByRole('alert')).toHaveText(fault.text);
      await expect(page).toHaveURL('/app/savings/fundpurse');
    });
  }
});

test.describe('the top-up', () => {
  test('PROCEED sends the purse id and amount once, the breakdown survives a reload', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver);
    const tgif = (await purses(page)).find((p) => p.name === 'TGIF')!;
    const starts = recordCalls(page, fundPurseCall);
    await page.goto('/app/savings/fundpurse');
    await purseRadio(page, 'TGIF').check();
    await page.getByLabel('Amount').pressSequentially('5000');
    await page.reload();
    await expect(purseRadio(page, 'TGIF')).toBeChecked();
    await expect(page.getByLabel('Amount')).toHaveValue('5,000');
    const release = await holdCalls(page, fundPurseCall);
    await page.getByRole('button', { name: 'PROCEED' }).dblclick();
    release();
    await expect(page).toHaveURL('/app/savings/fundpursebreakdown');
    expect(starts, 'a double click starts one top-up').toEqual([{ accountNumber: tgif.id, amount: 5000 }]);

    await page.reload();
    const row = (term: string) => breakdownValue(page, 'Your top-up', term);
    await expect(row('Purse')).toHaveText('TGIF');
    await expect(row('Amount to add')).toHaveText('₦5,000.00');
    await expect(row('Interest rate')).toHaveText('3% per annum');
    await expect(page.getByText('Your purse earns 3% per annum, paid at the end of each month.')).toBeVisible();
    await expectAccessible();

    await page.getByRole('link', { name: 'Change purse or amount' }).click();
    await page.getByRole('button', { name: 'PROCEED' }).click();
    await expect(page).toHaveURL('/app/savings/fundpursebreakdown');
    expect(starts, 'unchanged, the same top-up is paid').toHaveLength(1);

    await test.step('money moved into the purse elsewhere: a reload shows its balance as it is now', async () => {
      await expect(row('Balance now')).toHaveText(ngn(tgif.availableBalance));
      const headers = await sessionHeaders(page);
      const other = await page.request.post(urlOf(fundPurseCall), { headers, data: { accountNumber: tgif.id, amount: 1000 } });
      const { data } = (await other.json()) as { data: { reference: string } };
      expect((await page.request.post(urlOf(purseFundingCall), { headers, data: { transId: data.reference } })).ok()).toBe(true);
      await page.reload();
      await expect(row('Balance now')).toHaveText(ngn(tgif.availableBalance + 1000));
      await expect(row('Balance after')).toHaveText(ngn(tgif.availableBalance + 6000));
    });
  });

  test('the breakdown without a top-up returns to /app/savings/fundpurse', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/savings/fundpursebreakdown');
    await expect(page).toHaveURL('/app/savings/fundpurse');
    await page.goto('/app/savings/fundpurseotp/CHL-NOT-PENDING');
    await expect(page).toHaveURL('/app/savings/fundpurse');
  });

  test('paid from the wallet: the purse balance rises, the wallet falls, the transaction is recorded', async ({ saver, signIn, request }) => {
    const page = await signIn(saver);
    const before = await purses(page);
    const family = before.find((p) => p.name === 'Family')!;
    const wallet = before.find((p) => p.name === 'Vibe cash')!;
    const reference = await startTopUp(page, 'Family', '2500');
    const payments = recordCalls(page, purseFundingCall);
    await choosePayment(page, 'myPurse wallet');
    await page.getByRole('button', { name: 'CONFIRM' }).dblclick();
    await expect(successOf(page, 'Fantastic! Payment successful')).toContainText('You paid ₦2,500.00 from your myPurse wallet. Your Family purse has been topped up.');
    expect(payments).toEqual([{ transId: reference }]);
    await expect(page.getByRole('link', { name: 'Change purse or amount' }), 'paid, the top-up is no longer changed here').toHaveCount(0);
    const after = await purses(page);
    expect(after.find((p) => p.id === family.id)!.availableBalance).toBeCloseTo(family.availableBalance + 2500, 2);
    expect(after.find((p) => p.id === wallet.id)!.availableBalance).toBeCloseTo(wallet.availableBalance - 2500, 2);
    expect(await transactionsOf(request, saver.id)).toContainEqual(expect.objectContaining({ reference, value: 2500, descr: 'Family funding from Vibe cash', type: 1 }));

    await test.step('the picker shows the new balance', async () => {
      await page.goto('/app/savings/fundpurse');
      await expect(purseRadio(page, 'Family')).toHaveAccessibleName(`Family Balance ₦${(family.availableBalance + 2500).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`);
    });

    await test.step('the purse strip on /app/savings shows the raised balance', async () => {
      await page.goto('/app/savings');
      const card = section(page, 'myPurse').getByRole('listitem').filter({ hasText: /^Family/ });
      await expect(card).toHaveText(`Family${ngn(family.availableBalance + 2500)}Fund`);
      await expect(section(page, 'myPurse').getByRole('listitem').filter({ hasText: /^Vibe cash/ })).toHaveText(`Vibe cash${ngn(wallet.availableBalance - 2500)}Fund`);
    });
  });

  test('by bank transfer: the details are noted, and the purse is topped up once the money arrives', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await startTopUp(page, 'Family', '2500');
    await choosePayment(page, 'Bank transfer');
    await page.getByRole('region', { name: 'Pay with bank transfer' }).getByRole('button', { name: 'NEXT' }).click();
    await expect(successOf(page, 'Transfer details noted')).toContainText('Your Family purse is topped up as soon as your transfer of ₦2,500.00 arrives in your virtual account.');
  });

  test('Vibe cash is not offered to pay for itself; by card with OTP it rises @phone', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    const wallet = (await purses(page)).find((p) => p.name === 'Vibe cash')!;
    const reference = await startTopUp(page, 'Vibe cash', '10000');
    const methods = page.getByRole('radiogroup', { name: 'How do you want to pay?' });
    await expect(methods.getByRole('radio')).toHaveCount(2);
    await expect(methods.getByRole('radio', { name: /myPurse wallet/ })).toHaveCount(0);

    await choosePayment(page, 'Linked card');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL(/\/app\/savings\/fundpurseotp\/[^/]+$/);
    await page.reload();
    const confirms = recordCalls(page, cardPaymentConfirmCall);
    await page.getByLabel('OTP').fill('123456');
    await page.getByRole('button', { name: 'NEXT' }).dblclick();
    await expect(successOf(page, 'Fantastic! Payment successful')).toContainText('You paid ₦10,000.00 with your card. Your Vibe cash wallet has been topped up.');
    expect(confirms).toEqual([expect.objectContaining({ transId: reference })]);
    expect((await purses(page)).find((p) => p.id === wallet.id)!.availableBalance).toBeCloseTo(wallet.availableBalance + 10000, 2);
  });
});
