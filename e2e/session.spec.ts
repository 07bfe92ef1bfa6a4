// The session's life (spec part 1, sections 4 and 9): logout clears it; an expired one is renewed once;
// one that runs out keeps the customer's drafts for their next sign-in, and for nobody else's.
import { expect, test } from './fixtures.ts';
import { summaryCall } from '../src/api/dashboard.ts';
import { refreshCall } from '../src/api/http.ts';
import { logoutCall } from '../src/api/identity.ts';
import { transferCall } from '../src/api/money-out.ts';
import { NAIRA } from '../src/api/wire.ts';
import { callTo, countRequests, envelope, isCall, urlOf } from './api-calls.ts';
import { completeLostTransfer, recordMoneyCalls, sendTransferLosingItsAnswer, walletBalance } from './money-support.ts';
import { fillStash } from './stash-support.ts';
import { HOUR_MS, fillLogin, readSession, revokeSessionAndReload, sessionKeys, signInHere, signInWithForm } from './support.ts';

test('Log Out clears the session and every draft', async ({ saver, signIn }) => {
  const page = await signIn(saver);

  await test.step('a draft is in progress', async () => {
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('draft:stash', JSON.stringify({ amount: 50_000, reference: 'STASH-1' })));
    expect(await sessionKeys(page)).toEqual(expect.arrayContaining(['session', 'draft:stash']));
  });

  await test.step('Log Out lands on the sign-in form with nothing kept', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const keys = await sessionKeys(page);
    expect(keys).not.toContain('session');
    expect(keys.filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  await test.step('the dashboard is closed again', async () => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL('/auth/login');
  });
});

test('Log Out ends the session on the server: its tokens open nothing afterwards', async ({ saver, signIn }) => {
  const page = await signIn(saver);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const left = await readSession(page);
  const logouts = countRequests(page, logoutCall);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect.poll(() => logouts.count).toBe(1);
  await expect
    .poll(async () => (await page.request.get(urlOf(summaryCall), { headers: { authorization: `Bearer ${left?.token}` } })).status(), 'the old token')
    .toBe(401);
  const renewal = await page.request.post(urlOf(refreshCall), { data: { token: left?.token, refreshToken: left?.refreshToken } });
  expect(renewal.status(), 'the old refresh token').toBe(401);
});

test.describe('an expired session', () => {
  const start = new Date('2031-06-01T08:00:00+01:00').getTime();

  test('is refreshed once and the customer stays signed in', async ({ page, saver }) => {
    const refreshes = countRequests(page, refreshCall);
    await page.clock.install({ time: start });

    const signedIn = await test.step('sign in at a fixed moment', async () => {
      const form = await fillLogin(page, saver.email, saver.password);
      // Paused only once the form is up: React 19 reveals lazily loaded screens on a timer.
      await page.clock.pauseAt(start + 60_000);
      await form.submit.click();
      await expect(page).toHaveURL('/app/dashboard');
      const stored = await readSession(page);
      expect(stored?.expiresAt).toBe(start + 60_000 + HOUR_MS);
      // Let the app's lazily loaded screens render (React reveals them on a timer).
      await page.clock.resume();
      await expect(page.getByRole('region', { name: 'Total Balance' })).toContainText('₦');
      return stored!;
    });

    const summaryRequest = page.waitForRequest(isCall(summaryCall));
    const refreshResponse = page.waitForResponse(isCall(refreshCall));
    const fakedNow = await test.step('an hour and a minute pass, then the dashboard reloads', async () => {
      expect(refreshes.count, 'no refresh while the session is fresh').toBe(0);
      await page.clock.fastForward('01:01:00');
      const before = await page.evaluate(() => Date.now());
      expect(before).toBeGreaterThan(signedIn.expiresAt);
      await page.reload();
      return before;
    });

    await test.step('one refresh, and the summary carries the new token', async () => {
      const renewed = ((await (await refreshResponse).json()) as { data: { token: string } }).data.token;
      expect(renewed).not.toBe(signedIn.token);
      expect((await summaryRequest).headers()['authorization']).toBe(`Bearer ${renewed}`);
      await expect(page).toHaveURL('/app/dashboard');
      for (const name of ['Total Balance', 'Total Dollars', 'Total Naira']) {
        await expect(page.getByRole('region', { name })).toContainText(/[₦$]\d/);
      }
      expect(refreshes.count).toBe(1);

      const stored = await readSession(page);
      const after = await page.evaluate(() => Date.now());
      expect(stored?.token).toBe(renewed);
      expect(stored!.expiresAt).toBeGreaterThanOrEqual(fakedNow + HOUR_MS);
      expect(stored!.expiresAt).toBeLessThanOrEqual(after + HOUR_MS);
    });
  });

  test('that cannot be refreshed sends the customer to sign in', async ({ page, saver }) => {
    await page.route(callTo(refreshCall), (route) =>
      route.fulfill({ status: 401, json: envelope(false, ['Your session has ended. Please sign in again.']) }),
    );
    await page.clock.install({ time: start });
    await signInWithForm(page, saver.email, saver.password);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await test.step('an hour and a minute pass, then the dashboard reloads', async () => {
      const refused = page.waitForResponse(isCall(refreshCall));
      await page.clock.fastForward('01:01:00');
      await page.reload();
      expect((await refused).status()).toBe(401);
    });

    await test.step('the refusal signs the customer out', async () => {
      await expect(page).toHaveURL('/auth/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Your session has expired. Please sign in again.');
      expect(await readSession(page)).toBeNull();
      await page.goto('/app/dashboard');
      await expect(page).toHaveURL('/auth/login');
    });
  });
});

test.describe('a session that runs out mid-flow', () => {
  test('gives the same customer the form as they left it when they sign in again', async ({ page, saver }) => {
    await signInWithForm(page, saver.email, saver.password);
    const form = await fillStash(page, { amount: '75000', period: '30 days' });
    await expect(form.amount).toHaveValue('75,000');

    await revokeSessionAndReload(page);
    await expect(page.getByLabel('Amount'), 'the sign-in screen shows no draft').toHaveCount(0);

    await signInHere(page, { ...saver, email: saver.email.toUpperCase() });
    await expect(page).toHaveURL('/app/stash');
    await expect(form.currency).toHaveValue(NAIRA);
    await expect(form.amount).toHaveValue('75,000');
    await expect(form.period('30 days')).toBeChecked();
  });

  test('shows another customer signing in in that tab none of it', async ({ page, saver, freshUser }) => {
    await signInWithForm(page, saver.email, saver.password);
    const form = await fillStash(page, { amount: '75000', period: '30 days' });
    await expect(form.amount).toHaveValue('75,000');

    await revokeSessionAndReload(page);
    await signInHere(page, freshUser);
    await expect(page).toHaveURL('/app/stash');
    await expect(form.currency).toHaveValue('');
    await expect(form.amount).toHaveValue('');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    expect(JSON.stringify(await page.evaluate(() => ({ ...sessionStorage }))), "nothing of the first customer's Stash is kept").not.toContain('75,000');
  });

  test('keeps the key of a transfer whose answer was lost: signed in again, the customer completes it and pays once', async ({ page, saver, createCustomer }) => {
    const recipient = await createCustomer();
    const transfers = recordMoneyCalls(page, transferCall);
    await signInWithForm(page, saver.email, saver.password);
    await page.goto('/app/account/transfer');
    const before = await walletBalance(page);

    await test.step('the transfer reaches the server, but its answer never comes back', () => sendTransferLosingItsAnswer(page, recipient.email, '250'));

    await revokeSessionAndReload(page);
    await signInHere(page, saver);

    await test.step('back on the transfer page, the same transfer goes with the same key, once', async () => {
      await expect(page).toHaveURL('/app/account/transfer');
      await expect(page.getByRole('dialog', { name: 'Confirm transfer' })).toContainText('₦250.00');
      await completeLostTransfer(page, transfers, before, 250);
    });
  });
});
