// Password reset: /auth/forgotpassword -> /auth/forgottoken -> /auth/createforgotpassword -> popup -> sign-in.
import type { Page } from '@playwright/test';
import { expect, test, type Customer } from './fixtures.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { resetPasswordCall, resetPasswordTokenCall } from '../src/api/identity.ts';
import { callTo, countRequests, envelope, isCall, urlOf } from './api-calls.ts';
import { NEW_PASSWORD, OTP, freezeClock, passwordForm } from './onboarding-support.ts';
import { loginForm, signInWithForm } from './support.ts';

const PASSWORD_SAVED = 'Your Password has been successfully saved';
const next = (page: Page) => page.getByRole('button', { name: 'NEXT', exact: true });
const userIdField = (page: Page) => page.getByLabel('Email or Phone Number', { exact: true });
const tokenField = (page: Page) => page.getByLabel('Token', { exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'SAVE PASSWORD', exact: true });

async function requestToken(page: Page, userId: string) {
  await page.goto('/auth/forgotpassword');
  await userIdField(page).fill(userId);
  await next(page).click();
  await expect(page).toHaveURL('/auth/forgottoken');
}

async function confirmToken(page: Page, userId: string) {
  await requestToken(page, userId);
  await tokenField(page).fill(OTP);
  await next(page).click();
  await expect(page).toHaveURL('/auth/createforgotpassword');
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

test('signing in ends a reset under way: its validated token leaves the tab, and the API no longer takes it', async ({ page, freshUser }) => {
  const draftToken = () => page.evaluate(() => (JSON.parse(sessionStorage.getItem('draft:password-reset') ?? '{}') as { token?: string | null }).token ?? null);
  await page.goto('/auth/forgotpassword');
  await userIdField(page).fill(freshUser.email);
  await next(page).click();
  await tokenField(page).fill(OTP);
  await next(page).click();
  await expect(page).toHaveURL('/auth/createforgotpassword');
  expect(await draftToken()).toBe(OTP);
  const { id } = await page.evaluate(() => JSON.parse(sessionStorage.getItem('draft:password-reset')!) as { id: string });

  await page.goto('/auth/login');
  await signInWithForm(page, freshUser.email, freshUser.password);
  expect(await draftToken()).toBeNull();
  const late = await page.request.post(urlOf(resetPasswordCall), { data: { id, token: OTP, password: NEW_PASSWORD, platform: { source: 'web', id: 'journeys' } } });
  expect(late.status()).toBe(400);
});

test('a customer resets the password by e-mail and signs in with the new one', async ({ page, freshUser, expectAccessible }) => {
  await page.clock.install();

  await test.step('Forgot Password? on the sign-in page leads to the request', async () => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL('/auth/forgotpassword');
    await expectAccessible();
    await userIdField(page).fill(freshUser.email);
    await next(page).click();
  });

  await test.step('the reset token', async () => {
    await expect(page).toHaveURL('/auth/forgottoken');
    await expect(page.getByText(`If ${freshUser.email} belongs to an account, we sent it a reset token.`)).toBeVisible();
    await expect(tokenField(page)).toHaveAttribute('inputmode', 'numeric');
    await expect(tokenField(page)).toHaveAttribute('autocomplete', 'one-time-code');
    await expectAccessible();
  });

  await test.step('Resend token asks again for the same address; the token confirms the new reset', async () => {
    const first = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('draft:password-reset')!) as { id: string }).id);
    const asked = page.waitForRequest(isCall(resetPasswordTokenCall));
    await tokenField(page).focus();
    await page.getByRole('button', { name: 'Resend token' }).click();
    expect((await asked).postDataJSON()).toMatchObject({ userId: freshUser.email });
    await expect(page.getByText(`If ${freshUser.email} belongs to an account, we sent it a new reset token.`)).toBeVisible();
    // The customer stays in the empty field to type the new token, and is not told it is required.
    await expect(tokenField(page)).toBeFocused();
    await expect(page.getByText('Token is required', { exact: true })).toBeHidden();
    const second = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('draft:password-reset')!) as { id: string }).id);
    // The new request replaced the first reset: only the new id's token is taken.
    expect(second).not.toBe(first);
    await tokenField(page).fill(OTP);
    await next(page).click();
  });

  await test.step('the new password', async () => {
    await expect(page).toHaveURL('/auth/createforgotpassword');
    await expectAccessible();
    await passwordForm(page).password.fill(NEW_PASSWORD);
    await passwordForm(page).confirm.fill(NEW_PASSWORD);
    await freezeClock(page);
    await save(page).click();
  });

  await test.step('the popup shows for 2 seconds, then sign-in', async () => {
    const popup = page.getByRole('dialog', { name: PASSWORD_SAVED });
    await expect(popup).toBeVisible();
    await page.clock.runFor(1_900);
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL('/auth/createforgotpassword');
    await page.clock.runFor(200);
    await expect(page).toHaveURL('/auth/login');
    await expect(popup).toBeHidden();
    await page.clock.resume();
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await signInWith(page, freshUser.email, freshUser.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await signInWith(page, freshUser.email, NEW_PASSWORD);
    await expect(page).toHaveURL('/app/dashboard');
  });

  expect((await page.evaluate(() => sessionStorage.getItem('draft:password-reset'))) ?? '', 'the reset draft is cleared').not.toContain(OTP);
});

test('a phone number works too, shown masked on the token step @phone', async ({ page, freshUser }) => {
  await requestToken(page, freshUser.phoneNumber);
  const masked = `${freshUser.phoneNumber.slice(0, 7)}****${freshUser.phoneNumber.slice(11)}`;
  await expect(page.getByText(`If ${masked} belongs to an account, we sent it a reset token.`)).toBeVisible();
  await tokenField(page).fill(OTP);
  await next(page).click();
  await passwordForm(page).password.fill(NEW_PASSWORD);
  await passwordForm(page).confirm.fill(NEW_PASSWORD);
  await save(page).click();
  await expect(page.getByRole('dialog', { name: PASSWORD_SAVED })).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  await signInWith(page, freshUser.email, NEW_PASSWORD);
  await expect(page).toHaveURL('/app/dashboard');
});

test.describe('validation and server messages', () => {
  test('the e-mail or phone number is required; an unknown one is answered like any other, and no token works for it', async ({ page }) => {
    const requests = countRequests(page, resetPasswordTokenCall);
    await page.goto('/auth/forgotpassword');
    await next(page).click();
    await expect(userIdField(page)).toHaveAccessibleDescription('Email or Phone Number is required');
    expect(requests.count).toBe(0);

    const nobody = `nobody-here-${test.info().workerIndex}-${Date.now()}@example.test`;
    await requestToken(page, nobody);
    await expect(page.getByText(`If ${nobody} belongs to an account, we sent it a reset token.`)).toBeVisible();
    await tokenField(page).fill(OTP);
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText('The OTP you entered is incorrect or has expired');
    await expect(page).toHaveURL('/auth/forgottoken');
  });

  test('a request past the hour\'s ten is refused with the time to wait', async ({ page, request }) => {
    // The hour's ten requests for the e-mail made, then one more through the screen, the e-mail typed otherwise cased.
    const res = await request.post('/__mock/users', { data: { scenario: Scenario.freshUser, resetRequests: 'used up' } });
    const limited = (await res.json()) as Customer;
    await page.goto('/auth/forgotpassword');
    await userIdField(page).fill(limited.email.toUpperCase());
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText('You have asked for 10 reset tokens in the last hour, the most we send. Try again in 60 minutes.');
    await expect(page).toHaveURL('/auth/forgotpassword');
  });

  test('the token is required; a wrong one is refused', async ({ page, freshUser }) => {
    await requestToken(page, freshUser.email);
    await next(page).click();
    await expect(tokenField(page)).toHaveAccessibleDescription('Token is required');
    await tokenField(page).fill('000000');
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText('The OTP you entered is incorrect or has expired');
    await expect(page).toHaveURL('/auth/forgottoken');
  });

  test('Back from the new password to the token: the confirmed token, typed again, goes on and the reset completes', async ({ page, freshUser }) => {
    await confirmToken(page, freshUser.email);
    await page.goBack();
    await expect(page).toHaveURL('/auth/forgottoken');
    await tokenField(page).fill(OTP);
    await next(page).click();
    await expect(page).toHaveURL('/auth/createforgotpassword');
    await passwordForm(page).password.fill(NEW_PASSWORD);
    await passwordForm(page).confirm.fill(NEW_PASSWORD);
    await save(page).click();
    await expect(page.getByText(PASSWORD_SAVED)).toBeVisible();
  });

  test('the new password has the sign-up rules and texts', async ({ page, freshUser }) => {
    await confirmToken(page, freshUser.email);
    const form = passwordForm(page);
    await expect(form.password).toHaveAttribute('autocomplete', 'new-password');
    await save(page).click();
    await expect(form.password).toHaveAccessibleDescription(/This field is required$/);
    await expect(form.confirm).toHaveAccessibleDescription('This field is required');
    await form.password.fill(NEW_PASSWORD);
    await form.confirm.fill('Harmattan#26');
    await save(page).click();
    await expect(form.confirm).toHaveAccessibleDescription('Both password need to be the same');
  });

  test('a failure while saving shows a banner and keeps the step', async ({ page, freshUser }) => {
    await confirmToken(page, freshUser.email);
    await page.route(callTo(resetPasswordCall), (route) => route.fulfill({ status: 500, json: envelope(false) }));
    await passwordForm(page).password.fill(NEW_PASSWORD);
    await passwordForm(page).confirm.fill(NEW_PASSWORD);
    await save(page).click();
    await expect(page.getByRole('alert')).toHaveText('The service is having trouble right now. Please try again shortly.');
    await expect(page).toHaveURL('/auth/createforgotpassword');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('steps reached without their predecessor', () => {
  for (const path of ['/auth/forgottoken', '/auth/createforgotpassword']) {
    test(`${path} in a new tab starts the reset again`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/auth/forgotpassword');
      await expect(userIdField(page)).toBeVisible();
    });
  }

  test('the new-password step before the token is confirmed goes to the token step', async ({ page, freshUser }) => {
    await requestToken(page, freshUser.email);
    await page.goto('/auth/createforgotpassword');
    await expect(page).toHaveURL('/auth/forgottoken');
  });
});

test('a reload at each step loses nothing', async ({ page, freshUser }) => {
  await page.goto('/auth/forgotpassword');
  await userIdField(page).fill(freshUser.email);
  await next(page).click();
  await expect(page).toHaveURL('/auth/forgottoken');

  await test.step('the token step', async () => {
    await page.reload();
    await expect(page.getByText(`If ${freshUser.email} belongs to an account, we sent it a reset token.`)).toBeVisible();
    await tokenField(page).fill(OTP);
    await next(page).click();
    await expect(page).toHaveURL('/auth/createforgotpassword');
  });
  await test.step('the new-password step', async () => {
    await page.reload();
    await passwordForm(page).password.fill(NEW_PASSWORD);
    await passwordForm(page).confirm.fill(NEW_PASSWORD);
    await save(page).click();
    await expect(page.getByRole('dialog', { name: PASSWORD_SAVED })).toBeVisible();
  });
  expect(page.url(), 'no secret in the address').not.toMatch(/123456|Harmattan/);
});
