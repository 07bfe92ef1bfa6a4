// The BVN modal: the timed prompt, both steps with their messages, the saved popup, focus and faults.
import type { Page } from '@playwright/test';
import { expect, test, type Customer } from './fixtures.ts';
import { todoCall } from '../src/api/dashboard.ts';
import { confirmBvnCall, loginCall, submitBvnCall } from '../src/api/identity.ts';
import { resendOtpCall } from '../src/api/util.ts';
import { callTo, envelope, FAULT, failCall, faults, holdCalls, isCall, urlOf } from './api-calls.ts';
import { apiAs, signInPaused, uniqueBvn } from './dashboard-support.ts';
import { chunkRequest } from './support.ts';
import { Scenario } from '../fixtures/scenarios.ts';

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Link your Bank Verification Number' });
const todoOf = (page: Page) => page.getByRole('region', { name: 'To-Do list' });
const masked = (bvn: string) => `${'*'.repeat(bvn.length - 4)}${bvn.slice(-4)}`;
/** A fresh user signed in with the clock paused, the modal opened from the to-do list, a BVN typed. */
async function typedBvn(page: Page, signIn: (c: Customer) => Promise<Page>, customer: Customer) {
  const bvn = uniqueBvn(test.info().workerIndex);
  await signInPaused(page, signIn, customer);
  const dialog = dialogOf(page);
  await todoOf(page).getByRole('button', { name: 'Link your BVN' }).click();
  await dialog.getByLabel('BVN').fill(bvn);
  return { bvn, dialog };
}

const isBvnPost = (page: Page) => page.waitForRequest(isCall(submitBvnCall));

test('a fresh user is prompted at 3 s, verifies the BVN, and the to-do item goes after the 1.5 s popup', async ({ page, freshUser, signIn }) => {
  const bvn = uniqueBvn(test.info().workerIndex);
  const isModalCode = chunkRequest('src/features/dashboard/bvn-modal.tsx');
  const modalCode = page.waitForResponse((r) => isModalCode(r.url()));
  await signInPaused(page, signIn, freshUser);
  const dialog = dialogOf(page);

  await test.step('the modal opens at 3 s, not before', async () => {
    await expect(todoOf(page).getByRole('button', { name: 'Link your BVN' })).toBeVisible();
    await modalCode;
    await page.clock.runFor(2_999);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByLabel('BVN')).toBeFocused();
    await expect(dialog.getByRole('heading', { name: 'Link your BVN' })).toBeVisible();
    await expect(page.getByLabel('BVN'), 'the field is the one thing on the page labelled BVN').toHaveCount(1);
  });

  await test.step('step 1: the BVN is required, 10 or 11 digits, and why it is needed can be read', async () => {
    const why = dialog.getByText('Central Bank of Nigeria', { exact: false });
    await expect(why).toBeHidden();
    await expect(dialog.getByLabel('BVN')).toBeFocused();
    await dialog.getByText('Why we need your BVN').click();
    await expect(why).toBeVisible();
    // Reading why leaves the customer in the field, and the field untouched: no message yet.
    await expect(dialog.getByLabel('BVN')).toBeFocused();
    await expect(dialog.getByText('BVN is required', { exact: true })).toBeHidden();

    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(dialog.getByText('BVN is required', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('BVN')).toHaveAccessibleDescription('BVN is required');
    await dialog.getByLabel('BVN').fill('123456789');
    await expect(dialog.getByText('BVN must be 10 or 11 digits', { exact: true })).toBeVisible();
    await dialog.getByLabel('BVN').fill('12345abcde1');
    await expect(dialog.getByText('BVN must be 10 or 11 digits', { exact: true })).toBeVisible();
  });

  await test.step('CONTINUE sends the BVN; step 2 names the channel and shows the BVN masked', async () => {
    await dialog.getByLabel('BVN').fill(bvn);
    const sent = isBvnPost(page);
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    expect((await sent).postDataJSON()).toEqual({ bvn });
    await expect(dialog.getByText('Enter the OTP sent to the phone or e-mail linked to your BVN')).toBeVisible();
    await expect(dialog.getByText(masked(bvn), { exact: true })).toBeVisible();
    await expect(page.getByText(bvn)).toHaveCount(0);
    await expect(dialog.getByLabel('OTP')).toBeFocused();
  });

  await test.step('Resend OTP asks again with operation type 6', async () => {
    const resent = page.waitForRequest(isCall(resendOtpCall));
    await dialog.getByRole('button', { name: 'Resend OTP' }).click();
    expect((await resent).postDataJSON()).toEqual({ id: bvn, operationType: 6 });
    await expect(dialog.getByRole('status')).toHaveText('A new OTP has been sent.');
    // The customer stays in the empty field to type the new code, and is not told it is required.
    await expect(dialog.getByLabel('OTP')).toBeFocused();
    await expect(dialog.getByText('OTP is required', { exact: true })).toBeHidden();
  });

  await test.step('the OTP is required, and a wrong one is refused with the server message', async () => {
    await dialog.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(dialog.getByText('OTP is required', { exact: true })).toBeVisible();
    await dialog.getByLabel('OTP').fill('111111');
    await dialog.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The OTP you entered is incorrect or has expired');
  });

  await test.step("the right OTP shows 'Your BVN has been saved' for 1.5 s", async () => {
    await dialog.getByLabel('OTP').fill('123456');
    await dialog.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your BVN has been saved');
    await page.clock.runFor(1_499);
    await expect(dialog.getByRole('status')).toHaveText('Your BVN has been saved');
    await page.clock.runFor(1);
    await expect(dialog).toHaveCount(0);
  });

  await test.step('afterwards the to-do item is gone, for good, and focus rests on the list', async () => {
    await expect(todoOf(page).getByRole('button', { name: 'Link your BVN' })).toHaveCount(0);
    await expect(todoOf(page).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'To-Do list' })).toBeFocused();
    expect(await apiAs<{ bvnConfirmed: boolean }>(page, todoCall)).toMatchObject({ bvnConfirmed: true });
  });

  await test.step('a verified customer now sees the public challenges', async () => {
    await expect(page.getByRole('list', { name: 'Savings challenges' }).getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('the modal as a dialog', () => {
  test('focus stays inside, Escape and the other ways out close it, and focus returns to the opener @phone', async ({ page, freshUser, signIn }) => {
    await signInPaused(page, signIn, freshUser);
    const opener = todoOf(page).getByRole('button', { name: 'Link your BVN' });
    const dialog = dialogOf(page);

    await test.step('Tab and Shift+Tab cycle within the dialog', async () => {
      await opener.click();
      await expect(dialog.getByLabel('BVN')).toBeFocused();
      const close = dialog.getByRole('button', { name: 'Close' });
      const later = dialog.getByRole('button', { name: "I'll do this later" });
      await later.focus();
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(later).toBeFocused();
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
    });

    await test.step('Escape closes it and focus goes back to Link your BVN', async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    await test.step("I'll do this later and Close do the same", async () => {
      await opener.click();
      await dialog.getByRole('button', { name: "I'll do this later" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
      await opener.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    await test.step('once dismissed, the timed prompt does not come back on this visit', async () => {
      await page.clock.runFor(10_000);
      await expect(dialog).toHaveCount(0);
    });
  });

  test('a reload at the OTP step resumes there; another BVN can be chosen; both steps pass axe', async ({ page, freshUser, signIn, expectAccessible }) => {
    const bvn = uniqueBvn(test.info().workerIndex);
    await signIn(freshUser);
    const dialog = dialogOf(page);
    // Real time here: the prompt opens by itself after 3 s.
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expectAccessible();
    await dialog.getByLabel('BVN').fill(bvn);
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(dialog.getByText(masked(bvn), { exact: true })).toBeVisible();
    await expectAccessible();

    await page.reload();
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByText(masked(bvn), { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('OTP')).toBeFocused();

    await dialog.getByRole('button', { name: 'Use a different BVN' }).click();
    await expect(dialog.getByLabel('BVN')).toHaveValue('');
    await expect(dialog.getByLabel('BVN')).toBeFocused();
  });
});

test.describe('faults', () => {
  test('each failure to send the BVN shows its message and keeps what was typed', async ({ page, freshUser, signIn }) => {
    const { bvn, dialog } = await typedBvn(page, signIn, freshUser);
    for (const fault of faults) {
      await test.step(fault.name, async () => {
        await failCall(page, submitBvnCall, fault);
        await dialog.getByRole('button', { name: 'CONTINUE' }).click();
        await expect(dialog.getByRole('alert')).toHaveText(fault.text);
        await expect(dialog.getByLabel('BVN')).toHaveValue(bvn);
        await expect(dialog.getByRole('button', { name: 'CONTINUE' })).toBeEnabled();
        await page.unrouteAll({ behavior: 'wait' });
      });
    }
  });

  test('a BVN already linked to another customer is refused with the server message', async ({ page, request, freshUser, createCustomer, signIn }) => {
    const bvn = uniqueBvn(test.info().workerIndex);
    await test.step('another customer verifies that BVN first', async () => {
      const other = await createCustomer();
      const login = await request.post(urlOf(loginCall), { data: { email: other.email, password: other.password, platform: { source: 'web', id: 'journeys' } } });
      const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
      expect((await request.post(urlOf(submitBvnCall), { headers, data: { bvn } })).ok()).toBe(true);
      expect((await request.put(urlOf(confirmBvnCall), { headers, data: { id: bvn, token: '123456' } })).ok()).toBe(true);
    });
    await signInPaused(page, signIn, freshUser);
    const dialog = dialogOf(page);
    await todoOf(page).getByRole('button', { name: 'Link your BVN' }).click();
    await dialog.getByLabel('BVN').fill(bvn);
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This BVN is linked to another account');
  });

  test('another customer’s pending attempt at the same BVN holds nothing: its owner verifies it', async ({ page, request, freshUser, createCustomer, signIn }) => {
    const bvn = uniqueBvn(test.info().workerIndex);
    await test.step('a stranger submits that BVN first and leaves its OTP waiting', async () => {
      const other = await createCustomer();
      const login = await request.post(urlOf(loginCall), { data: { email: other.email, password: other.password, platform: { source: 'web', id: 'journeys' } } });
      const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
      expect((await request.post(urlOf(submitBvnCall), { headers, data: { bvn } })).ok()).toBe(true);
    });
    await signInPaused(page, signIn, freshUser);
    const dialog = dialogOf(page);
    await todoOf(page).getByRole('button', { name: 'Link your BVN' }).click();
    await dialog.getByLabel('BVN').fill(bvn);
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    await dialog.getByLabel('OTP').fill('123456');
    await dialog.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(page.getByText('Your BVN has been saved')).toBeVisible();
  });

  test('a customer who has submitted a BVN the most times this hour is told to wait', async ({ page, request, signIn }) => {
    const res = await request.post('/__mock/users', { data: { scenario: Scenario.freshUser, bvnSubmissions: 'used up' } });
    const limited = (await res.json()) as Customer;
    const { dialog } = await typedBvn(page, signIn, limited);
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You have submitted a BVN 10 times in the last hour, the most we check. Try again in 60 minutes.');
    await expect(dialog.getByLabel('OTP')).toHaveCount(0);
  });

  test('confirming and resending show their failures too', async ({ page, freshUser, signIn }) => {
    const { dialog } = await typedBvn(page, signIn, freshUser);
    await dialog.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(dialog.getByLabel('OTP')).toBeVisible();

    await page.route(callTo(resendOtpCall), (route) => route.fulfill({ status: 500, json: envelope(false) }));
    await dialog.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The service is having trouble right now. Please try again shortly.');

    await failCall(page, confirmBvnCall, FAULT.unreachable);
    await dialog.getByLabel('OTP').fill('123456');
    await dialog.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('We could not reach the server. Check your connection and try again.');
    await expect(dialog.getByLabel('OTP')).toHaveValue('123456');
    await expect(todoOf(page).getByRole('button', { name: 'Link your BVN' })).toHaveCount(1);
  });

  test('double-clicking CONTINUE sends the BVN once', async ({ page, freshUser, signIn }) => {
    const { dialog } = await typedBvn(page, signIn, freshUser);
    let posts = 0;
    page.on('request', (r) => {
      if (isCall(submitBvnCall)(r)) posts += 1;
    });
    const release = await holdCalls(page, submitBvnCall);
    await dialog.getByRole('button', { name: 'CONTINUE' }).dblclick();
    await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await expect(dialog.getByLabel('OTP')).toBeVisible();
    expect(posts).toBe(1);
  });
});
