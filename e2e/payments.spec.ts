// The payment steps, paying for a Stash: bank transfer, linked card with OTP, the myPurse wallet.
// Money-moving journeys use a fresh saver (the demo customer's own scenario): the demo customer is
// shared by every worker, so paying as it would leak balances and history between tests.
import type { Page } from '@playwright/test';
import { DEMO } from '../fixtures/scenarios.ts';
import { expect, test } from './fixtures.ts';
import { cardPaymentConfirmCall, cardPaymentStartCall, cardsCall, purseFundingCall, virtualAccountCall } from '../src/api/payments.ts';
import { resendOtpCall } from '../src/api/util.ts';
import { callTo, envelope, FAULT, failOnce, faults, holdCalls, loseNextAnswer, recordCalls, refusal } from './api-calls.ts';
import { accountsOf, choosePayment, createStash, method, startCardPayment, stashAccounts, walletBalance } from './stash-support.ts';
import { createPlan, ngn } from './savings-support.ts';
import { pauseNow, signInWithForm, successOf } from './support.ts';

const WRONG_OTP = 'The OTP you entered is incorrect or has expired';

/** What the bank-transfer step shows against `term` ('Account name', 'Account number', 'Bank'). */
const transferDetail = (page: Page, term: string) =>
  page.getByRole('region', { name: 'Pay with bank transfer' }).getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
/** The dashboard's newest recent activity. */
const latestActivity = (page: Page) => page.getByRole('region', { name: 'Recent Activities' }).getByRole('listitem').first();

test.describe('choosing how to pay', () => {
  test('NEXT without a choice asks for one', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await createStash(page);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText('Choose how you want to pay', { exact: true })).toBeVisible();
  });
});

test.describe('bank transfer', () => {
  test('the demo customer sees the virtual account, copies the number and is done @phone', async ({ page, context, expectAccessible }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInWithForm(page, DEMO.email, DEMO.password);
    await createStash(page);
    await choosePayment(page, 'Bank transfer');

    const step = page.getByRole('region', { name: 'Pay with bank transfer' });
    await expect(transferDetail(page, 'Account name')).toHaveText('Adaeze Okafor');
    await expect(transferDetail(page, 'Bank')).toHaveText(/Bank$/);
    const number = (await transferDetail(page, 'Account number').textContent())!.match(/\d{10}/)![0];
    await expectAccessible();

    await test.step('one tap copies the account number', async () => {
      await step.getByRole('button', { name: 'Copy account number' }).click();
      await expect(step.getByRole('status')).toHaveText('Account number copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
    });

    await test.step('Previous goes back to the choice, NEXT ends with the success overlay', async () => {
      await step.getByRole('button', { name: 'Previous' }).click();
      await expect(method(page, 'Bank transfer')).toBeVisible();
      await choosePayment(page, 'Bank transfer');
      await page.getByRole('button', { name: 'NEXT' }).click();
      const dialog = successOf(page, 'Transfer details noted');
      await expect(dialog).toContainText('Your Stash starts as soon as your transfer of ₦50,000.00 arrives in your virtual account.');
      await expect(dialog.getByRole('link', { name: 'GO TO DASHBOARD' })).toBeFocused();
      await expectAccessible();
      await dialog.getByRole('link', { name: 'GO TO DASHBOARD' }).click();
      await expect(page).toHaveURL('/app/dashboard');
    });

    await test.step('the flow is over: its draft is gone', async () => {
      await page.goto('/app/stash/breakdown');
      await expect(page).toHaveURL('/app/stash');
    });
  });

  test('once the transfer arrives the Stash opens, and the dashboard lists it as money coming in', async ({ saver, signIn, request }) => {
    const page = await signIn(saver);
    await createStash(page, { amount: '15000' });
    const before = await stashAccounts(page);
    await choosePayment(page, 'Bank transfer');
    const step = page.getByRole('region', { name: 'Pay with bank transfer' });
    const accountNo = (await transferDetail(page, 'Account number').textContent())!.match(/\d{10}/)![0];
    await expect(step).toContainText('Transfer exactly ₦15,000.00 from your bank app to this account, then press NEXT. A different amount goes into your Vibe cash wallet instead.');
    await step.getByRole('button', { name: 'NEXT' }).click();
    const dialog = successOf(page, 'Transfer details noted');
    await expect(dialog).toContainText('Your Stash starts as soon as your transfer of ₦15,000.00 arrives in your virtual account.');
    expect(await stashAccounts(page), 'nothing opens before the money arrives').toHaveLength(before.length);

    // The bank's notice of the customer's transfer, as the mock takes it (docs/mock-server.md).
    const arrived = await request.post('/__mock/transfers', { data: { accountNo, amount: 15000 } });
    expect(arrived.ok(), await arrived.text()).toBe(true);
    expect(await stashAccounts(page)).toHaveLength(before.length + 1);
    await dialog.getByRole('link', { name: 'GO TO DASHBOARD' }).click();
    const latest = latestActivity(page);
    await expect(latest).toContainText('Stash funding by bank transfer');
    await expect(latest).toContainText('₦15,000.00');
    await expect(latest.getByRole('img')).toHaveAccessibleName('Credit');
  });

  test('a fresh user has no virtual account yet', async ({ freshUser, signIn, expectAccessible }) => {
    const page = await signIn(freshUser);
    await createStash(page);
    await choosePayment(page, 'Bank transfer');
    const step = page.getByRole('region', { name: 'Pay with bank transfer' });
    await expect(step.getByText('Your Virtual account has not been configured.')).toBeVisible();
    await expect(step.getByRole('link', { name: 'ask Support to configure it' })).toHaveAttribute('href', '/app/account/support');
    await expect(step.getByRole('button', { name: 'NEXT' })).toHaveCount(0);
    await expectAccessible();
    await step.getByRole('button', { name: 'Previous' }).click();
    await expect(method(page, 'Bank transfer')).toBeVisible();

    // My Card and Bank Settings says how to get one.
    await choosePayment(page, 'Bank transfer');
    await step.getByRole('link', { name: 'Find out how to configure it in My Card and Bank Settings' }).click();
    await expect(page).toHaveURL('/app/account/mycard');
    const panel = page.getByRole('region', { name: 'Your virtual account' });
    await expect(panel).toContainText('Your Virtual account has not been configured. Ask Support to configure it: it will then show here, and when you pay by bank transfer.');
    await expect(panel.getByRole('link', { name: 'Ask Support to configure it' })).toHaveAttribute('href', '/app/account/support');
  });

  test('the virtual account fails to load: the message and a way to try again', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await createStash(page);
    await failOnce(page, virtualAccountCall, refusal('Virtual accounts are unavailable right now', 500));
    await choosePayment(page, 'Bank transfer');
    await expect(page.getByRole('alert')).toHaveText('Virtual accounts are unavailable right now');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Copy account number' })).toBeVisible();
  });
});

test.describe('linked card', () => {
  test('pays with the OTP: a wrong code is refused, Resend OTP sends another, the Stash opens @phone', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver);
    const reference = await createStash(page, { amount: '20000' });
    const before = await stashAccounts(page);
    const starts = recordCalls(page, cardPaymentStartCall);

    const challengeId = await test.step('the cards, masked, and NEXT', async () => {
      await choosePayment(page, 'Linked card');
      const radios = page.getByRole('radiogroup', { name: 'Choose a card' }).getByRole('radio');
      await expect(radios).toHaveCount(2);
      await expect(radios.first()).toBeChecked();
      await expect(page.getByRole('radiogroup', { name: 'Choose a card' })).toContainText(/\d{6}\*{6}\d{4}/);
      await expectAccessible();
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(page).toHaveURL(/\/app\/stash\/otp\/[^/]+$/);
      return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    });
    expect(starts).toEqual([{ cardId: expect.any(String), transId: reference }]);

    await test.step('OTP is required', async () => {
      await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
      await expectAccessible();
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(page.getByText('OTP is required', { exact: true })).toBeVisible();
      await expect(page.getByLabel('OTP')).toHaveAccessibleDescription('OTP is required');
    });

    await test.step('a wrong OTP is refused with the server message', async () => {
      await page.getByLabel('OTP').fill('000000');
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(page.getByRole('alert')).toHaveText(WRONG_OTP);
    });

    await test.step('Resend OTP names the challenge with operation type 4', async () => {
      const resends = recordCalls(page, resendOtpCall);
      await page.getByLabel('OTP').fill('');
      await page.getByRole('button', { name: 'Resend OTP' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'A new OTP has been sent to you.' })).toBeVisible();
      expect(resends).toEqual([{ id: challengeId, operationType: 4 }]);
      // The customer stays in the field to type the new code.
      await expect(page.getByLabel('OTP')).toBeFocused();
    });

    await test.step('the right OTP pays and opens the Stash', async () => {
      // The confirmation is a PUT on the start's path (wire sheet row 26).
      const confirms = recordCalls(page, cardPaymentConfirmCall);
      await page.getByLabel('OTP').fill('123456');
      await page.getByRole('button', { name: 'NEXT' }).click();
      const dialog = successOf(page, 'Fantastic! Payment successful');
      await expect(dialog).toContainText('You paid ₦20,000.00 with your card. Your Stash is now active.');
      await expect(dialog.getByRole('link', { name: 'GO TO DASHBOARD' })).toBeFocused();
      await expectAccessible();
      expect(confirms).toEqual([{ token: '123456', transId: reference, challengeId }]);
      const after = await stashAccounts(page);
      expect(after).toHaveLength(before.length + 1);
      expect(after.filter((a) => !before.some((b) => b.id === a.id))).toEqual([expect.objectContaining({ contribution: 20000 })]);
    });

    await test.step('the dashboard lists the card payment first, as money coming in', async () => {
      await successOf(page, 'Fantastic! Payment successful').getByRole('link', { name: 'GO TO DASHBOARD' }).click();
      const latest = latestActivity(page);
      await expect(latest).toContainText('Stash funding by card');
      await expect(latest).toContainText('₦20,000.00');
      await expect(latest.getByRole('img')).toHaveAccessibleName('Credit');
    });
  });

  test('a fresh user has no cards registered', async ({ freshUser, signIn, expectAccessible }) => {
    const page = await signIn(freshUser);
    await createStash(page);
    await choosePayment(page, 'Linked card');
    const step = page.getByRole('region', { name: 'Pay with a linked card' });
    await expect(step.getByText('No cards registered', { exact: false })).toHaveText(/^No cards registered\./);
    await expect(step.getByRole('button', { name: 'Link a card (opens in a new tab)' })).toBeEnabled();
    await expectAccessible();
    await step.getByRole('button', { name: 'Cancel' }).click();
    await expect(method(page, 'Linked card')).toBeVisible();
    await expect(page.getByRole('button', { name: 'NEXT' })).toBeFocused();
  });

  test('a reload on the OTP step keeps the payment, and Cancel returns to the card step', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    const reference = await createStash(page);
    const challengeId = await startCardPayment(page);
    await page.reload();
    await expect(page.getByLabel('OTP')).toBeVisible();
    const confirms = recordCalls(page, cardPaymentConfirmCall);
    await page.getByLabel('OTP').fill('123456');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(successOf(page, 'Fantastic! Payment successful')).toBeVisible();
    expect(confirms).toEqual([{ token: '123456', transId: reference, challengeId }]);
  });

  test('Cancel on the OTP step returns to the card step', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await createStash(page);
    await startCardPayment(page);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/app/stash/breakdown');
    await expect(page.getByRole('region', { name: 'Pay with a linked card' })).toBeVisible();
  });

  test('the OTP screen without a pending payment returns to /app/stash', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/stash/otp/CHL-NOT-PENDING');
    await expect(page).toHaveURL('/app/stash');

    await test.step('nor for a challenge other than the pending one', async () => {
      await createStash(page);
      await startCardPayment(page);
      await page.goto('/app/stash/otp/CHL-SOMETHING-ELSE');
      await expect(page).toHaveURL('/app/stash');
    });
  });

  test('double-clicking NEXT on the card step starts one payment', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await createStash(page);
    await choosePayment(page, 'Linked card');
    const starts = recordCalls(page, cardPaymentStartCall);
    const release = await holdCalls(page, cardPaymentStartCall);
    await page.getByRole('button', { name: 'NEXT' }).dblclick();
    await expect(page.getByRole('button', { name: 'Sending OTP…' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/app\/stash\/otp\//);
    expect(starts).toHaveLength(1);
  });

  test('double-clicking NEXT on the OTP step confirms once', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await createStash(page);
    await startCardPayment(page);
    await page.getByLabel('OTP').fill('123456');
    const confirms = recordCalls(page, cardPaymentConfirmCall);
    const release = await holdCalls(page, cardPaymentConfirmCall);
    await page.getByRole('button', { name: 'NEXT' }).dblclick();
    await expect(page.getByRole('button', { name: 'Confirming…' })).toBeDisabled();
    release();
    await expect(successOf(page, 'Fantastic! Payment successful')).toBeVisible();
    expect(confirms).toHaveLength(1);
  });

  test('a retry after a network failure starts the payment of the same reference', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    const reference = await createStash(page);
    await choosePayment(page, 'Linked card');
    const starts = recordCalls(page, cardPaymentStartCall);
    await failOnce(page, cardPaymentStartCall, FAULT.unreachable);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not reach the server. Check your connection and try again.');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL(/\/app\/stash\/otp\//);
    expect(starts.map((s) => (s as { transId: string }).transId)).toEqual([reference, reference]);
  });

  test('server failures: the cards, the start, the resend and the confirmation each show their message', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await createStash(page);

    await test.step('the cards fail to load', async () => {
      await failOnce(page, cardsCall, refusal('Cards are unavailable right now', 500));
      await choosePayment(page, 'Linked card');
      await expect(page.getByRole('alert')).toHaveText('Cards are unavailable right now');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('radiogroup', { name: 'Choose a card' })).toBeVisible();
    });

    await test.step('the start is refused', async () => {
      await failOnce(page, cardPaymentStartCall, refusal('We could not find that card. Please choose another card.', 404));
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(page.getByRole('alert')).toHaveText('We could not find that card. Please choose another card.');
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(page).toHaveURL(/\/app\/stash\/otp\//);
    });

    await test.step('the resend is refused', async () => {
      await failOnce(page, resendOtpCall, refusal('Too many OTP requests. Please wait a minute.', 429));
      await page.getByRole('button', { name: 'Resend OTP' }).click();
      await expect(page.getByRole('alert')).toHaveText('Too many OTP requests. Please wait a minute.');
    });

    await test.step('the confirmation answers with something that is not JSON', async () => {
      await failOnce(page, cardPaymentConfirmCall, FAULT.notJson);
      await page.getByLabel('OTP').fill('123456');
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(page.getByRole('alert')).toHaveText('We received an unexpected answer from the server. Please try again shortly.');
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(successOf(page, 'Fantastic! Payment successful')).toBeVisible();
    });
  });
});

const WALLET_SHORT = 'That is less than this payment: top up Vibe cash or choose another way to pay.';

test.describe('myPurse wallet', () => {
  test('asks first, then pays from Vibe cash and opens the Stash @phone', async ({ saver, signIn, request, expectAccessible }) => {
    const page = await signIn(saver);
    const balance = (await walletBalance(request, saver.id))!;
    await createStash(page, { amount: '12500.50' });
    const payments = recordCalls(page, purseFundingCall);

    await choosePayment(page, 'myPurse wallet');
    const step = page.getByRole('dialog', { name: 'Pay from your wallet' });
    await expect(step).toContainText('Pay ₦12,500.50 for your Stash from your myPurse wallet (Vibe cash)?');
    await expect(step).toContainText(`Your Vibe cash balance is ${ngn(balance)}.`);
    await expect(step).not.toContainText(WALLET_SHORT);
    // A screen reader hears the question and the balance with the dialog's name.
    await expect(step).toHaveAccessibleDescription(`Pay ₦12,500.50 for your Stash from your myPurse wallet (Vibe cash)? Your Vibe cash balance is ${ngn(balance)}.`);
    await expectAccessible();
    expect(payments, 'nothing is paid before the customer confirms').toHaveLength(0);

    await step.getByRole('button', { name: 'CONFIRM' }).click();
    const dialog = successOf(page, 'Fantastic! Payment successful');
    await expect(dialog).toContainText('You paid ₦12,500.50 from your myPurse wallet. Your Stash is now active.');
    expect(await walletBalance(request, saver.id)).toBeCloseTo(balance - 12500.5, 2);
    const stashes = (await accountsOf(request, saver.id)).filter((a) => a.product === '0103');
    expect(stashes.map((a) => a.contribution)).toContain(12500.5);
  });

  test('the success dialog shows for 2 s, then settles in the page with what was paid and the way on, the focus kept', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver);
    await createStash(page, { amount: '3000' });
    await choosePayment(page, 'myPurse wallet');
    const step = page.getByRole('dialog', { name: 'Pay from your wallet' });
    await expect(step.getByRole('button', { name: 'CONFIRM' })).toBeVisible();
    await pauseNow(page);
    await step.getByRole('button', { name: 'CONFIRM' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fantastic! Payment successful' });
    await expect(dialog.getByRole('link', { name: 'GO TO DASHBOARD' })).toBeFocused();
    await page.clock.runFor(1_999);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(1);
    await expect(dialog).toHaveCount(0);
    const settled = page.getByRole('region', { name: 'Fantastic! Payment successful' });
    await expect(settled).toContainText('You paid ₦3,000.00 from your myPurse wallet. Your Stash is now active.');
    await expect(settled.getByRole('link', { name: 'GO TO DASHBOARD' })).toBeFocused();
    await expect(settled.getByRole('link', { name: 'GO TO DASHBOARD' })).toBeInViewport();
    await expectAccessible();
    await settled.getByRole('link', { name: 'GO TO DASHBOARD' }).click();
    await expect(page).toHaveURL('/app/dashboard');
    // Leaving unmounts the settled card: the next screen renders (an unmount that threw showed "Something went wrong").
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('once the dialog has settled, the sidebar leads on to the savings home', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await createPlan(page);
    await choosePayment(page, 'myPurse wallet');
    await page.getByRole('dialog', { name: 'Pay from your wallet' }).getByRole('button', { name: 'CONFIRM' }).click();
    await expect(page.getByRole('region', { name: 'Fantastic! Payment successful' })).toBeVisible({ timeout: 5_000 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Savings', exact: true }).click();
    await expect(page).toHaveURL('/app/savings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Core Savings' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('Cancel, or Escape, goes back to the choice without paying', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await createStash(page);
    const payments = recordCalls(page, purseFundingCall);
    await choosePayment(page, 'myPurse wallet');
    await page.getByRole('dialog', { name: 'Pay from your wallet' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(method(page, 'myPurse wallet')).toBeVisible();
    await choosePayment(page, 'myPurse wallet');
    await expect(page.getByRole('dialog', { name: 'Pay from your wallet' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(method(page, 'myPurse wallet')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Pay from your wallet' })).toHaveCount(0);
    // Focus is back on NEXT, where the keyboard left it, not at the top of the page.
    await expect(page.getByRole('button', { name: 'NEXT' })).toBeFocused();
    // The wallet is still the method chosen: NEXT, pressed from the keyboard, asks again.
    await expect(method(page, 'myPurse wallet')).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Pay from your wallet' })).toBeVisible();
    expect(payments).toHaveLength(0);
  });

  test('a new customer, whose wallet holds nothing yet, is told so before confirming', async ({ freshUser, signIn }) => {
    const page = await signIn(freshUser);
    await createStash(page);
    await choosePayment(page, 'myPurse wallet');
    await expect(page.getByRole('dialog', { name: 'Pay from your wallet' })).toContainText(`Your Vibe cash balance is ₦0.00. ${WALLET_SHORT}`);
  });

  test('an insufficient balance shows the server message in a popup and moves no money @phone', async ({ saver, signIn, request, expectAccessible }) => {
    const page = await signIn(saver);
    const balance = await walletBalance(request, saver.id);
    await createStash(page, { amount: '5000000' });
    await choosePayment(page, 'myPurse wallet');
    // The step says so before the customer confirms; the API still decides.
    await expect(page.getByRole('dialog', { name: 'Pay from your wallet' })).toContainText(`Your Vibe cash balance is ${ngn(balance!)}. ${WALLET_SHORT}`);
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    const popup = page.getByRole('dialog', { name: 'Payment failed' });
    await expect(popup.getByRole('alert')).toHaveText('Insufficient balance in your Vibe cash wallet to make this payment');
    await expect(successOf(page, 'Fantastic! Payment successful')).toHaveCount(0);
    // A refusal is an answer: nothing to be unsure about.
    await expect(popup.getByText('If your payment went through')).toHaveCount(0);
    await expectAccessible();
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toHaveCount(0);
    // The step is as it was: the customer can try again or choose another way to pay.
    await expect(page.getByRole('dialog', { name: 'Pay from your wallet' }).getByRole('button', { name: 'CONFIRM' })).toBeEnabled();
    expect(await walletBalance(request, saver.id)).toBe(balance);
  });

  test('double-clicking CONFIRM pays once', async ({ saver, signIn, request }) => {
    const page = await signIn(saver);
    const balance = (await walletBalance(request, saver.id))!;
    await createStash(page, { amount: '1000' });
    await choosePayment(page, 'myPurse wallet');
    const payments = recordCalls(page, purseFundingCall);
    const release = await holdCalls(page, purseFundingCall);
    await page.getByRole('button', { name: 'CONFIRM' }).dblclick();
    await expect(page.getByRole('button', { name: 'Paying…' })).toBeDisabled();
    // While the payment is on its way, the page's way out waits for its answer.
    await expect(page.getByRole('link', { name: 'Change amount or lock period' })).toHaveCount(0);
    await expect(page.getByText('Change amount or lock period')).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(successOf(page, 'Fantastic! Payment successful')).toBeVisible();
    expect(payments).toHaveLength(1);
    expect(await walletBalance(request, saver.id)).toBe(balance - 1000);
    // Paid, the Stash can no longer be changed from its breakdown: the way out is gone, not back.
    await expect(page.getByText('Change amount or lock period')).toHaveCount(0);
  });

  test('a retry after a lost answer reuses the reference and pays once', async ({ saver, signIn, request }) => {
    const page = await signIn(saver);
    const balance = (await walletBalance(request, saver.id))!;
    const reference = await createStash(page, { amount: '2000' });
    await choosePayment(page, 'myPurse wallet');
    const payments = recordCalls(page, purseFundingCall);
    // The first payment reaches the server, but its answer is lost on the way back.
    await loseNextAnswer(page, purseFundingCall);
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    const popup = page.getByRole('dialog', { name: 'Payment failed' });
    await expect(popup.getByRole('alert')).toHaveText('We could not reach the server. Check your connection and try again.');
    await expect(popup.getByText('If your payment went through, CONFIRM again will not charge you twice.')).toBeVisible();
    await popup.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(successOf(page, 'Fantastic! Payment successful')).toBeVisible();
    expect(payments).toEqual([{ transId: reference }, { transId: reference }]);
    expect(await walletBalance(request, saver.id), 'the wallet is debited once').toBe(balance - 2000);
  });

  for (const fault of faults) {
    test(`paying: ${fault.name} shows a popup and allows a retry`, async ({ saver, signIn }) => {
      const page = await signIn(saver);
      await createStash(page);
      await choosePayment(page, 'myPurse wallet');
      await failOnce(page, purseFundingCall, fault);
      await page.getByRole('button', { name: 'CONFIRM' }).click();
      const popup = page.getByRole('dialog', { name: 'Payment failed' });
      await expect(popup.getByRole('alert')).toHaveText(fault.text);
      // Escape closes it like OK.
      await page.keyboard.press('Escape');
      await expect(popup).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'CONFIRM' })).toBeEnabled();
      await page.getByRole('button', { name: 'CONFIRM' }).click();
      await expect(successOf(page, 'Fantastic! Payment successful')).toBeVisible();
    });
  }
});

test('a malformed list of cards shows a banner, never a blank step', async ({ saver, signIn }) => {
  const page = await signIn(saver);
  await createStash(page);
  await page.route(callTo(cardsCall), (route) => route.fulfill({ json: envelope(true, [], [{ id: 1 }]) }));
  await choosePayment(page, 'Linked card');
  await expect(page.getByRole('alert')).toHaveText('We received an unexpected answer from the server. Please try again shortly.');
});
