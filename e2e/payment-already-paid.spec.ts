// A payment that went through although its answer was lost: paying again another way meets the
// server's 409 (already paid), and the customer reaches the success screen, charged once.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cardPaymentConfirmCall, cardPaymentStartCall, purseFundingCall } from '../src/api/payments.ts';
import { FAULT, failCall, isCall, loseNextAnswer, urlOf } from './api-calls.ts';
import { transactionsCall } from '../src/api/dashboard.ts';
import { accountsOf, choosePayment, createStash, method, startCardPayment, walletBalance } from './stash-support.ts';
import { sessionHeaders, successOf } from './support.ts';

const ALREADY_PAID_NOTE = 'Your payment had already gone through, so you were not charged again.';
const WENT_THROUGH = 'If your payment went through, CONFIRM again will not charge you twice.';

/** The customer's Stashes of `amount` as the mock holds them: one per payment made. */
const stashesOf = async (request: Parameters<typeof accountsOf>[0], userId: string, amount: number) =>
  (await accountsOf(request, userId)).filter((a) => a.product === '0103' && a.contribution === amount);

/** Pays from the wallet, its answer lost on the way back (the payment goes through); then back to the methods. */
async function payFromWalletAnswerLost(page: Page) {
  await choosePayment(page, 'myPurse wallet');
  await loseNextAnswer(page, purseFundingCall);
  await page.getByRole('button', { name: 'CONFIRM' }).click();
  const popup = page.getByRole('dialog', { name: 'Payment failed' });
  await expect(popup.getByText(WENT_THROUGH)).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('dialog', { name: 'Pay from your wallet' }).getByRole('button', { name: 'Cancel' }).click();
}

test('the wallet paid but its answer was lost: the card then ends on the success screen, charged once @phone', async ({ saver, signIn, request, expectAccessible }) => {
  const page = await signIn(saver);
  const balance = (await walletBalance(request, saver.id))!;
  await createStash(page, { amount: '2000' });

  await test.step('the wallet payment reaches the server, its answer does not', async () => {
    await payFromWalletAnswerLost(page);
    expect(await walletBalance(request, saver.id), 'the payment went through').toBe(balance - 2000);
  });

  await test.step('the customer turns to the card: the server says it is paid, the client says so too', async () => {
    await choosePayment(page, 'Linked card');
    const start = page.waitForResponse(isCall(cardPaymentStartCall));
    await page.getByRole('button', { name: 'NEXT' }).click();
    expect((await start).status()).toBe(409);
    const dialog = successOf(page, 'Fantastic! Payment successful');
    await expect(dialog.getByText(ALREADY_PAID_NOTE)).toBeVisible();
    await expect(dialog.getByText('Your Stash is now active.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL('/app/stash/breakdown');
    await expectAccessible();
  });

  await test.step('charged once, one Stash, and the flow is over', async () => {
    expect(await walletBalance(request, saver.id)).toBe(balance - 2000);
    expect(await stashesOf(request, saver.id, 2000)).toHaveLength(1);
    await successOf(page, 'Fantastic! Payment successful').getByRole('link', { name: 'GO TO DASHBOARD' }).click();
    await expect(page).toHaveURL('/app/dashboard');
    await page.goto('/app/stash/breakdown');
    await expect(page).toHaveURL('/app/stash');
  });
});

test('paid from the wallet in another tab while the card OTP waited: the OTP ends on the success screen', async ({ saver, signIn, request }) => {
  const page = await signIn(saver);
  const balance = (await walletBalance(request, saver.id))!;
  const reference = await createStash(page, { amount: '3000' });
  await startCardPayment(page);
  const elsewhere = await page.request.post(urlOf(purseFundingCall), { headers: await sessionHeaders(page), data: { transId: reference } });
  expect(elsewhere.ok()).toBe(true);

  await page.getByLabel('OTP').fill('123456');
  const confirm = page.waitForResponse(isCall(cardPaymentConfirmCall));
  await page.getByRole('button', { name: 'NEXT' }).click();
  expect((await confirm).status()).toBe(409);
  await expect(successOf(page, 'Fantastic! Payment successful').getByText(ALREADY_PAID_NOTE)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await walletBalance(request, saver.id)).toBe(balance - 3000);
  expect(await stashesOf(request, saver.id, 3000)).toHaveLength(1);
});

test('the card paid but its confirmation was lost: the wallet then ends on the success screen and moves no money', async ({ saver, signIn, request }) => {
  const page = await signIn(saver);
  const balance = (await walletBalance(request, saver.id))!;
  await createStash(page, { amount: '4000' });
  await startCardPayment(page);

  await test.step('the card confirmation reaches the server, its answer does not', async () => {
    await loseNextAnswer(page, cardPaymentConfirmCall);
    await page.getByLabel('OTP').fill('123456');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not reach the server. Check your connection and try again.');
    expect(await stashesOf(request, saver.id, 4000), 'the card payment went through').toHaveLength(1);
  });

  await test.step('back to the methods, the wallet: paid already, nothing more taken', async () => {
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/app/stash/breakdown');
    await page.getByRole('region', { name: 'Pay with a linked card' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(method(page, 'myPurse wallet')).toBeVisible();
    await choosePayment(page, 'myPurse wallet');
    const pay = page.waitForResponse(isCall(purseFundingCall));
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    expect((await pay).status()).toBe(409);
    await expect(successOf(page, 'Fantastic! Payment successful').getByText(ALREADY_PAID_NOTE)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Payment failed' })).toHaveCount(0);
  });

  expect(await walletBalance(request, saver.id), 'the wallet is not charged').toBe(balance);
  expect(await stashesOf(request, saver.id, 4000)).toHaveLength(1);
});

test('the wallet paid but its answer was lost: bank transfer then ends on the success screen, never asking for a transfer @phone', async ({ saver, signIn, request, expectAccessible }) => {
  const page = await signIn(saver);
  const balance = (await walletBalance(request, saver.id))!;
  await createStash(page, { amount: '2500' });
  await payFromWalletAnswerLost(page);

  await choosePayment(page, 'Bank transfer');
  const dialog = successOf(page, 'Fantastic! Payment successful');
  await expect(dialog.getByText(ALREADY_PAID_NOTE)).toBeVisible();
  await expect(page.getByText('Transfer details noted')).toHaveCount(0);
  await expect(page.getByText(/from your bank app to this account/)).toHaveCount(0);
  await expectAccessible();
  expect(await walletBalance(request, saver.id)).toBe(balance - 2500);
  expect(await stashesOf(request, saver.id, 2500)).toHaveLength(1);
});

test('the recent activity failing does not hide the account to transfer to', async ({ saver, signIn }) => {
  const page = await signIn(saver);
  await createStash(page, { amount: '2500' });
  await failCall(page, transactionsCall, FAULT.serverError);
  await choosePayment(page, 'Bank transfer');
  await expect(page.getByText(/from your bank app to this account/)).toBeVisible();
  await expect(successOf(page, 'Fantastic! Payment successful')).toHaveCount(0);
});
