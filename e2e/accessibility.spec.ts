// axe (WCAG 2.1 A and AA) on every screen the journeys visit, in the states a customer sees.
import { expect, test } from './fixtures.ts';
import { summaryCall } from '../src/api/dashboard.ts';
import { loginCall } from '../src/api/identity.ts';
import { callTo, envelope, FAULT, failCall, holdCalls } from './api-calls.ts';
import { fillLogin, loginForm } from './support.ts';

test('the home page @phone', async ({ page, expectAccessible }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible();
});

test.describe('the sign-in form', () => {
  test('empty @phone', async ({ page, expectAccessible }) => {
    await page.goto('/auth/login');
    await expect(loginForm(page).email).toBeVisible();
    await expectAccessible();
  });

  test('with validation errors shown @phone', async ({ page, expectAccessible }) => {
    await page.goto('/auth/login');
    await loginForm(page).submit.click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is Required')).toBeVisible();
    await expectAccessible();
  });

  test('with the server banner @phone', async ({ page, expectAccessible }) => {
    await page.route(callTo(loginCall), (route) => route.fulfill({ status: 400, json: envelope(false, ['Invalid email or password']) }));
    const form = await fillLogin(page, 'someone@example.com', 'not-the-password');
    await form.submit.click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible();
  });
});

test.describe('the dashboard', () => {
  test('with balances', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver);
    await expect(page.getByRole('region', { name: 'Total Balance' })).toContainText('₦');
    await expectAccessible();
  });

  test('while the balances load', async ({ page, saver, signIn, expectAccessible }) => {
    const release = await holdCalls(page, summaryCall);
    await signIn(saver);
    const total = page.getByRole('region', { name: 'Total Balance' });
    await expect(total.getByRole('img', { name: 'Loading' })).toBeVisible();
    await expectAccessible();
    release();
    await expect(total).toContainText('₦');
  });

  test('with the failure text', async ({ page, saver, signIn, expectAccessible }) => {
    await failCall(page, summaryCall, FAULT.serverError);
    await signIn(saver);
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible();
  });

  test('on a phone with the menu open @phone', async ({ saver, signIn, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the Menu is for narrow screens; the phone project runs this');
    const page = await signIn(saver);
    await expect(page.getByRole('region', { name: 'Total Balance' })).toContainText('₦');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectAccessible();
  });
});
