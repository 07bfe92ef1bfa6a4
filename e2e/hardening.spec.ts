// No blank page: a screen whose code fails to load offers Reload and keeps the customer's place; a
// tampered stored value is dropped, not trusted; an amount the API would refuse is explained first.
import { expect, test } from './fixtures.ts';
import { createStashCall } from '../src/api/savings.ts';
import { countRequests } from './api-calls.ts';
import { choosePayment, createStash, fillStash, stashForm } from './stash-support.ts';
import { chunkRequest, loginForm } from './support.ts';

const chunkFailed = (page: import('@playwright/test').Page) => page.getByRole('alert').filter({ hasText: 'This page could not load' });

test.describe('a screen whose code fails to load', () => {
  test('the dashboard offers Reload inside the app shell, and Reload brings it back at the same address', async ({ page, saver, signIn }) => {
    const dashboardChunk = chunkRequest('src/features/dashboard/dashboard-page.tsx');
    await page.route(dashboardChunk, (route) => route.abort('connectionreset'));
    await signIn(saver);

    await test.step('a message and a Reload button, with the navigation still there', async () => {
      await expect(chunkFailed(page)).toBeVisible();
      await expect(page.getByText('What you typed is kept.', { exact: false })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Savings' }).first()).toBeVisible();
      await expect(page).toHaveURL('/app/dashboard');
    });

    await test.step('once the network is back, Reload shows the dashboard', async () => {
      await page.unroute(dashboardChunk);
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect(page.getByRole('region', { name: 'Total Balance', exact: true })).toBeVisible();
      await expect(chunkFailed(page)).toHaveCount(0);
      await expect(page).toHaveURL('/app/dashboard');
    });
  });

  test('a public page offers Reload too', async ({ page }) => {
    // A cold load of /aboutus has its content in the HTML: its module is fetched on a move from another page.
    const aboutChunk = chunkRequest('src/features/site/about-page.tsx');
    await page.route(aboutChunk, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About Us' }).click();
    await expect(chunkFailed(page)).toBeVisible();
    await expect(page).toHaveURL('/aboutus');
    await page.unroute(aboutChunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(chunkFailed(page)).toHaveCount(0);
  });

  test('the Stash form keeps what was typed across the Reload', async ({ page, saver, signIn }) => {
    await signIn(saver, '/app/stash');
    await stashForm(page).amount.pressSequentially('25000');
    const formChunk = chunkRequest('src/features/stash/stash-page.tsx');
    await page.route(formChunk, (route) => route.abort('connectionreset'));
    await page.reload();
    await expect(chunkFailed(page)).toBeVisible();
    await page.unroute(formChunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(stashForm(page).amount).toHaveValue('25,000');
  });

  test('a payment method whose step fails to arrive: Reload opens that step, the Stash and the choice kept', async ({ page, saver, signIn }) => {
    await signIn(saver);
    await createStash(page);
    // Each method's step is fetched when it is picked: the transfer step's code does not arrive.
    const stepChunk = chunkRequest('src/features/payments/transfer-step.tsx');
    await page.route(stepChunk, (route) => route.abort('connectionreset'));
    await choosePayment(page, 'Bank transfer');
    await expect(chunkFailed(page)).toBeVisible();
    await expect(page).toHaveURL('/app/stash/breakdown');
    await page.unroute(stepChunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('region', { name: 'Pay with bank transfer' })).toBeVisible();
    await expect(chunkFailed(page)).toHaveCount(0);
  });
});

test.describe('tampered values in sessionStorage', () => {
  test('a session that does not fit is dropped: the visitor is asked to sign in', async ({ page }) => {
    await page.goto('/__mock/health');
    await page.evaluate(() => sessionStorage.setItem('session', JSON.stringify({ name: { first: 'Ada' }, token: 't', refreshToken: 'r', expiresAt: 9e12 })));
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL('/auth/login');
    await expect(loginForm(page).submit).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
  });

  test('a Stash draft that does not fit is dropped: the form starts empty', async ({ page, saver, signIn }) => {
    await signIn(saver);
    await page.evaluate(() => sessionStorage.setItem('draft:stash', JSON.stringify({ form: { ccyCode: 1, amount: { length: 9 }, frequency: [] }, created: 'x' })));
    await page.goto('/app/stash');
    const form = stashForm(page);
    await expect(form.amount).toBeVisible();
    await expect(form.amount).toHaveValue('');
    await expect(form.currency).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('exact money', () => {
  test('an amount over ₦100,000,000 is explained and never sent', async ({ page, saver, signIn }) => {
    await signIn(saver);
    const stashCalls = countRequests(page, createStashCall);
    const form = await fillStash(page, { amount: '100000001' });
    await form.proceed.click();
    await expect(page.getByText('The most you can stash at once is ₦100,000,000')).toBeVisible();
    await expect(page).toHaveURL('/app/stash');
    await form.amount.fill('');
    await form.amount.pressSequentially('100000000');
    await expect(page.getByText('The most you can stash at once is ₦100,000,000')).toHaveCount(0);
    expect(stashCalls.count).toBe(0);
  });
});
