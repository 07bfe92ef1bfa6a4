// /auth/login: the spec's validation texts, server and transport failures, and a successful sign-in.
import { DEMO, Scenario } from '../fixtures/scenarios.ts';
import { expect, test } from './fixtures.ts';
import { loginCall } from '../src/api/identity.ts';
import { callTo, countRequests, envelope, holdCalls, transportFaults } from './api-calls.ts';
import { HOUR_MS, fillLogin, loginForm, readSession } from './support.ts';

test.describe('validation', () => {
  test('an empty submit asks for the e-mail and the password @phone', async ({ page }) => {
    const logins = countRequests(page, loginCall);
    await page.goto('/auth/login');
    const form = loginForm(page);
    await form.submit.click();

    await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is Required', { exact: true })).toBeVisible();
    await expect(form.email).toHaveAccessibleDescription('Email is required');
    await expect(form.password).toHaveAccessibleDescription('Password is Required');
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    // Refused by its own rules, the form puts focus on its first field in error, whose message is then read.
    await expect(form.email).toBeFocused();
    expect(logins.count, 'no sign-in call for an invalid form').toBe(0);
  });

  test('an address without a domain ending is refused', async ({ page }) => {
    await page.goto('/auth/login');
    const form = loginForm(page);

    await test.step('leaving the field shows the format message', async () => {
      await form.email.fill('demo@example');
      await form.email.blur();
      await expect(page.getByText('Invaild Email Format', { exact: true })).toBeVisible();
      await expect(form.email).toHaveAccessibleDescription('Invaild Email Format');
    });

    await test.step('correcting the address clears it', async () => {
      await form.email.fill('demo@example.com');
      await expect(page.getByText('Invaild Email Format', { exact: true })).toBeHidden();
    });
  });

  test('a four-character password is too short', async ({ page }) => {
    const logins = countRequests(page, loginCall);
    const form = await fillLogin(page, DEMO.email, 'abcd');
    await form.submit.click();

    await expect(page.getByText('Password is too short - should be 5 chars minimum.', { exact: true })).toBeVisible();
    await expect(form.password).toHaveAccessibleDescription('Password is too short - should be 5 chars minimum.');
    await expect(page).toHaveURL('/auth/login');
    expect(logins.count, 'no sign-in call for an invalid form').toBe(0);
  });
});

test.describe('server answers', () => {
  test('a wrong password shows the server message in a banner', async ({ page, saver }) => {
    const form = await fillLogin(page, saver.email, `${saver.password}-wrong`);
    await form.submit.click();

    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    // The button was disabled while the request ran; focus comes back to it, so the customer keeps their place.
    await expect(form.submit).toBeFocused();
    await expect(page).toHaveURL('/auth/login');
    expect(await readSession(page)).toBeNull();
  });

  test('a locked account shows why and when to try again, even for the right password', async ({ page, request }) => {
    // The mock locks sign-in after five wrong passwords; its control route locks one at once.
    const res = await request.post('/__mock/users', { data: { scenario: Scenario.saver, lockout: 'sign-in' } });
    const locked = (await res.json()) as { email: string; password: string };
    const form = await fillLogin(page, locked.email, locked.password);
    await form.submit.click();

    await expect(page.getByRole('alert')).toHaveText('Too many wrong passwords, so sign-in to this account is locked. Try again in 15 minutes, or reset your password.');
    await expect(page).toHaveURL('/auth/login');
    expect(await readSession(page)).toBeNull();
  });

  test('only the first of several server messages is shown', async ({ page }) => {
    await page.route(callTo(loginCall), (route) => route.fulfill({ status: 400, json: envelope(false, ['First', 'Second']) }));
    const form = await fillLogin(page, DEMO.email, DEMO.password);
    await form.submit.click();

    const banner = page.getByRole('alert');
    await expect(banner).toHaveText('First');
    await expect(page.getByText('Second')).toBeHidden();
  });


  for (const fault of transportFaults) {
    test(`${fault.name} shows a banner and keeps the typed e-mail`, async ({ page }) => {
      await page.route(callTo(loginCall), fault.answer);
      const form = await fillLogin(page, DEMO.email, DEMO.password);
      await form.submit.click();

      await expect(page.getByRole('alert')).toHaveText(fault.text);
      await expect(form.email).toHaveValue(DEMO.email);
      await expect(form.submit).toBeEnabled();
      await expect(form.submit).toBeFocused();
      await expect(page).toHaveURL('/auth/login');
    });
  }
});

test('the demo customer signs in and keeps a one-hour session', async ({ page }) => {
  const signInAt = new Date('2031-03-14T09:00:00+01:00').getTime();
  // Date.now() stays at `signInAt` while timers keep running: React's Suspense reveals lazy screens
  // on a timer, so a paused clock would leave the page on its loading state.
  await page.clock.setFixedTime(signInAt);

  await test.step('sign in with the form at a fixed moment', async () => {
    const form = await fillLogin(page, DEMO.email, DEMO.password);
    await form.submit.click();
    await expect(page).toHaveURL('/app/dashboard');
  });

  await test.step('the session expires one hour after sign-in', async () => {
    const stored = await readSession(page);
    expect(stored).toMatchObject({ name: 'Adaeze Okafor', token: expect.any(String), refreshToken: expect.any(String) });
    expect(Math.abs(stored!.expiresAt - (signInAt + HOUR_MS))).toBeLessThanOrEqual(1_000);
  });

  await test.step('the dashboard greets the customer by name', async () => {
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // The sign-in form has gone: focus is on the new screen's heading, and the tab is named after it.
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeFocused();
    await expect(page).toHaveTitle('Dashboard | Vibe Savings');
    await expect(page.getByRole('banner').getByRole('link', { name: /Adaeze Okafor/ })).toBeVisible();
  });
});

test.describe('links', () => {
  test('forgot password and sign-up point to their screens', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/auth/forgotpassword');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup1/1');
  });

  test('Back returns to the home page', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveTitle('Sign in | Vibe Savings');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The public page names its own tab, not after its heading.
    await expect(page).toHaveTitle('Home | Vibe Savings');
  });
});

test('double-clicking Sign in sends one sign-in request', async ({ page, saver }) => {
  const logins = countRequests(page, loginCall);
  // Hold the answer so the second click lands while the first request is still in flight.
  const release = await holdCalls(page, loginCall);

  const form = await fillLogin(page, saver.email, saver.password);
  await test.step('double-click while the first attempt is pending', async () => {
    await form.submit.dblclick();
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  });

  await test.step('the single answer signs the customer in', async () => {
    release();
    await expect(page).toHaveURL('/app/dashboard');
    expect(logins.count).toBe(1);
  });
});
