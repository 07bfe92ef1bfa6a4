// Registration, /auth/signup1/{id} to the dashboard: validation texts, OTP, password, PIN, timed overlay, reloads.
import { expect, test } from './fixtures.ts';
import {
  NEW_PASSWORD,
  OTP,
  confirmPhone,
  freezeClock,
  detailsForm,
  fillDetails,
  newcomer,
  otpForm,
  passwordForm,
  pinForm,
  reachPinStep,
  startRegistration,
} from './onboarding-support.ts';
import { createPinCall, registerCall } from '../src/api/identity.ts';
import { resendOtpCall } from '../src/api/util.ts';
import { callTo, countRequests, FAULT, holdCalls, recordCalls, refusal, transportFaults, urlOf } from './api-calls.ts';
import { HOUR_MS, loginForm, readSession } from './support.ts';

const SIGNUP_COMPLETE = 'Fantastic! Sign up successfully completed';
const next = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'NEXT', exact: true });

test('a newcomer registers from /auth/signup1/1 to the dashboard and can sign in again', async ({ page, expectAccessible }, info) => {
  const person = newcomer(info);
  let before = 0;
  await page.clock.install({ time: new Date('2031-03-14T09:00:00+01:00') });

  await test.step('the home page offers a free account', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Create free account' }).first().click();
    await expect(page).toHaveURL('/auth/signup1/1');
  });

  await test.step('step 1 of 4: personal details', async () => {
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(detailsForm(page).phoneNumber).toHaveAttribute('placeholder', /^\+234/);
    await expectAccessible();
    const form = await fillDetails(page, person);
    await form.next.click();
  });

  await test.step('step 2 of 4: the OTP sent to the masked phone number', async () => {
    await expect(page).toHaveURL('/auth/signup2');
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await expect(page.getByText(`Enter the OTP sent to ${person.phoneNumber.slice(0, 7)}****${person.phoneNumber.slice(11)}`)).toBeVisible();
    await expectAccessible();
    await otpForm(page).otp.fill(OTP);
    await otpForm(page).next.click();
  });

  await test.step('step 3 of 4: the password, with the terms and privacy links', async () => {
    await expect(page).toHaveURL('/auth/signup3');
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page.getByText('OTP successfully verified')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expectAccessible();
    await passwordForm(page).password.fill(NEW_PASSWORD);
    await passwordForm(page).confirm.fill(NEW_PASSWORD);
    before = await page.evaluate(() => Date.now());
    await next(page).click();
  });

  await test.step('the session starts with the server-given lifetime (expiresIn 3,600,000 ms)', async () => {
    await expect(page).toHaveURL('/createpin');
    const after = await page.evaluate(() => Date.now());
    const session = await readSession(page);
    expect(session).toMatchObject({ name: `${person.firstName} ${person.lastName}`, token: expect.any(String), refreshToken: expect.any(String) });
    expect(session!.expiresAt).toBeGreaterThanOrEqual(before + HOUR_MS);
    expect(session!.expiresAt).toBeLessThanOrEqual(after + HOUR_MS);
    // Cleared: stored empty, or gone with the drafts the tab held before this customer's session began.
    expect((await page.evaluate(() => sessionStorage.getItem('draft:registration'))) ?? '', 'the registration draft is cleared').not.toContain(person.email);
  });

  await test.step('step 4 of 4: the PIN', async () => {
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await expectAccessible();
    const form = pinForm(page);
    await form.pin.fill('2580');
    await form.confirm.fill('2580');
    await freezeClock(page);
    await form.create.click();
  });

  await test.step('the full-screen overlay stays 3 seconds, then the dashboard', async () => {
    const overlay = page.getByRole('dialog', { name: SIGNUP_COMPLETE });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('link', { name: 'GO TO DASHBOARD' })).toHaveAttribute('href', '/app');
    await page.clock.runFor(2_900);
    await expect(overlay).toBeVisible();
    await expect(page).toHaveURL('/createpin');
    await page.clock.runFor(200);
    await expect(page).toHaveURL('/app/dashboard');
    await page.clock.resume();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`${person.firstName} ${person.lastName}`) })).toBeVisible();
  });

  await test.step('after logging out, the new customer signs in with the password set', async () => {
    await page.getByRole('button', { name: 'Log Out' }).first().click();
    await expect(page).toHaveURL('/auth/login');
    const form = loginForm(page);
    await form.email.fill(person.email);
    await form.password.fill(NEW_PASSWORD);
    await form.submit.click();
    await expect(page).toHaveURL('/app/dashboard');
  });
});

test.describe('step 4: PIN', () => {
  test('GO TO DASHBOARD leaves the overlay for the dashboard at once', async ({ page, expectAccessible }, info) => {
    await page.clock.install();
    await reachPinStep(page, newcomer(info));
    const form = pinForm(page);
    await form.pin.fill('1357');
    await form.confirm.fill('1357');
    // The overlay leaves by itself 3 s after it opens, and a scan on a loaded machine can take longer:
    // the page's clock stands still, so only the link takes it away.
    await freezeClock(page);
    await form.create.click();
    const overlay = page.getByRole('dialog', { name: SIGNUP_COMPLETE });
    await expect(overlay).toBeFocused();
    await expectAccessible();
    await expect(overlay).toBeVisible();
    await page.getByRole('link', { name: 'GO TO DASHBOARD' }).click();
    // The link leaves at once, the clock still stopped; /app then sends the customer on to the dashboard.
    await expect(page).toHaveURL(/\/app(\/dashboard)?$/);
    await page.clock.resume();
    await expect(page).toHaveURL('/app/dashboard');
  });

  test("\"I'll do this later\" skips the PIN; it can be created afterwards @phone", async ({ page }, info) => {
    const pins = countRequests(page, createPinCall);
    await reachPinStep(page, newcomer(info));
    await pinForm(page).later.click();
    await expect(page).toHaveURL('/app/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(pins.count).toBe(0);

    await test.step('the skipped PIN is still unset: creating it now succeeds', async () => {
      await page.goto('/createpin');
      await pinForm(page).pin.fill('2468');
      await pinForm(page).confirm.fill('2468');
      await pinForm(page).create.click();
      await expect(page.getByRole('dialog', { name: SIGNUP_COMPLETE })).toBeVisible();
    });
  });

  test('PIN inputs are masked, numeric, four digits, and each message shows @phone', async ({ page }, info) => {
    const pins = countRequests(page, createPinCall);
    await reachPinStep(page, newcomer(info));
    const form = pinForm(page);
    for (const input of [form.pin, form.confirm]) {
      await expect(input).toHaveAttribute('type', 'password');
      await expect(input).toHaveAttribute('inputmode', 'numeric');
      await expect(input).toHaveAttribute('maxlength', '4');
    }

    await test.step('both are required', async () => {
      await form.create.click();
      await expect(form.pin).toHaveAccessibleDescription('This field is required');
      await expect(form.confirm).toHaveAccessibleDescription('This field is required');
    });
    await test.step('a PIN of two digits is refused', async () => {
      await form.pin.fill('12');
      await form.pin.blur();
      await expect(page.getByText('Pin must be 4 digits', { exact: true })).toBeVisible();
    });
    await test.step('the confirmation must match', async () => {
      await form.pin.fill('1234');
      await form.confirm.fill('4321');
      await form.create.click();
      await expect(page.getByText('Both Pin need to be the same', { exact: true })).toBeVisible();
      await expect(form.confirm).toHaveAccessibleDescription('Both Pin need to be the same');
    });
    expect(pins.count, 'no PIN call for an invalid form').toBe(0);
  });

  test('without a session /createpin goes to sign-in; with one it is open outside the /auth guard', async ({ page, saver, signIn }) => {
    await page.goto('/createpin');
    await expect(page).toHaveURL('/auth/login');
    await signIn(saver, '/createpin');
    await expect(pinForm(page).pin).toBeVisible();
    await test.step('a customer who has a PIN already is told so by the server', async () => {
      await pinForm(page).pin.fill('1111');
      await pinForm(page).confirm.fill('1111');
      await pinForm(page).create.click();
      await expect(page.getByRole('alert')).toHaveText('A PIN has already been set for this account');
      await expect(page).toHaveURL('/createpin');
    });
  });
});

test.describe('step 1: personal details', () => {
  test('an empty form shows every required message @phone', async ({ page }) => {
    const registers = countRequests(page, registerCall);
    await page.goto('/auth/signup1/1');
    const form = detailsForm(page);
    await form.next.click();
    const expected: [keyof typeof form, string][] = [
      ['firstName', 'FirstName is Required'],
      ['lastName', 'LastName is Required'],
      ['email', 'Email is Required'],
      ['phoneNumber', 'Phone Number is Required'],
      ['dob', 'Date of Birth Required'],
    ];
    for (const [field, message] of expected) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(form[field]).toHaveAccessibleDescription(message);
    }
    await expect(form.referral).not.toHaveAttribute('aria-invalid', 'true');
    expect(registers.count).toBe(0);
  });

  test('too short, too long and malformed values show the spec texts', async ({ page }) => {
    await page.goto('/auth/signup1/1');
    const form = detailsForm(page);
    const long = 'x'.repeat(51);

    await test.step('too short, the spaces a phone keyboard adds not counted', async () => {
      await form.firstName.fill('A ');
      await form.lastName.fill(' B');
      await form.phoneNumber.fill('8');
      await form.referral.fill('AB12 ');
      await form.next.click();
      await expect(form.firstName).toHaveAccessibleDescription('FirstName is too short!');
      await expect(form.lastName).toHaveAccessibleDescription('LastName is too Short!');
      await expect(form.phoneNumber).toHaveAccessibleDescription('Phone Number is too Short!');
      await expect(form.referral).toHaveAccessibleDescription('Referral Code must be at least 5 characters');
    });

    await test.step('too long', async () => {
      await form.firstName.fill(long);
      await form.lastName.fill(long);
      await form.phoneNumber.fill('0'.repeat(51));
      await expect(page.getByText('FirstName is too Long!', { exact: true })).toBeVisible();
      await expect(page.getByText('Last Name is too Long!', { exact: true })).toBeVisible();
      await expect(page.getByText('Phone Number is too Long!', { exact: true })).toBeVisible();
    });

    await test.step('an e-mail address without its domain', async () => {
      await form.email.fill('chiamaka@');
      await form.email.blur();
      await expect(form.email).toHaveAccessibleDescription('Invalid email');
    });
  });

  test('customers must be 18 or older', async ({ page }, info) => {
    // The check reads the device's date: 15 June 2026, so 16 June 2008 is a day short of 18.
    await page.clock.install({ time: new Date('2026-06-15T12:00:00+01:00') });
    const registers = countRequests(page, registerCall);
    await page.goto('/auth/signup1/1');
    const form = await fillDetails(page, { ...newcomer(info), dob: '2008-06-16' });

    await form.next.click();
    await expect(form.dob).toHaveAccessibleDescription('You must be 18 or older to register');
    expect(registers.count).toBe(0);

    await test.step('turning 18 today is old enough', async () => {
      await form.dob.fill('2008-06-15');
      await expect(page.getByText('You must be 18 or older to register', { exact: true })).toBeHidden();
      await form.next.click();
      await expect(page).toHaveURL('/auth/signup2');
    });
  });

  test('an e-mail and phone already registered are refused with both server messages', async ({ page, freshUser }, info) => {
    await page.goto('/auth/signup1/1');
    const form = await fillDetails(page, { ...newcomer(info), email: freshUser.email, phoneNumber: freshUser.phoneNumber });
    await form.next.click();
    const banner = page.getByRole('alert');
    await expect(banner.getByRole('listitem')).toHaveText(['An account with this email address already exists', 'An account with this phone number already exists']);
    await expect(page).toHaveURL('/auth/signup1/1');
    await expect(form.email).toHaveValue(freshUser.email);
  });

  test('an eleventh registration with one phone number within the hour is refused with the time to wait', async ({ page, request }, info) => {
    const person = newcomer(info);
    for (let i = 0; i < 10; i += 1) {
      const started = await request.post(urlOf(registerCall), { data: { ...newcomer(info), phoneNumber: person.phoneNumber, referral: '', platform: { source: 'web', id: 'journeys' } } });
      expect(started.ok()).toBe(true);
    }
    await page.goto('/auth/signup1/1');
    const form = await fillDetails(page, person);
    await form.next.click();
    await expect(page.getByRole('alert')).toHaveText('We have sent 10 sign-up codes to this phone number in the last hour, the most we send. Try again in 60 minutes.');
    await expect(page).toHaveURL('/auth/signup1/1');
  });

  test('a referral link fills in the referral code, which goes with the registration', async ({ page }, info) => {
    const bodies = recordCalls(page, registerCall);
    const person = newcomer(info);
    await page.goto('/auth/signup1/VIBE2024');
    await expect(detailsForm(page).referral).toHaveValue('VIBE2024');
    const form = await fillDetails(page, person);
    await form.next.click();
    await expect(page).toHaveURL('/auth/signup2');
    expect(bodies).toEqual([{ ...person, referral: 'VIBE2024', platform: { source: 'web', id: expect.any(String) } }]);
  });

  test('the plain entry sends an empty referral, as the original client did', async ({ page }, info) => {
    const bodies = recordCalls(page, registerCall);
    const person = newcomer(info);
    await startRegistration(page, person);
    expect(bodies).toEqual([{ ...person, referral: '', platform: { source: 'web', id: expect.any(String) } }]);
  });

  test('double-clicking NEXT sends one registration', async ({ page }, info) => {
    const registers = countRequests(page, registerCall);
    const release = await holdCalls(page, registerCall);
    await page.goto('/auth/signup1/1');
    const form = await fillDetails(page, newcomer(info));
    await form.next.dblclick();
    await expect(page.getByRole('button', { name: 'Please wait…' })).toBeDisabled();
    release();
    await expect(page).toHaveURL('/auth/signup2');
    expect(registers.count).toBe(1);
  });

  const faults = [...transportFaults, refusal('Registration is paused')];
  for (const fault of faults) {
    test(`${fault.name} shows a banner and keeps the details`, async ({ page }, info) => {
      const person = newcomer(info);
      await page.route(callTo(registerCall), fault.answer);
      await page.goto('/auth/signup1/1');
      const form = await fillDetails(page, person);
      await form.next.click();
      await expect(page.getByRole('alert')).toHaveText(fault.text);
      await expect(form.email).toHaveValue(person.email);
      await expect(form.next).toBeEnabled();
    });
  }
});

test.describe('step 2: OTP', () => {
  test('the phone number shows with characters 8 to 11 masked', async ({ page }, info) => {
    const person = { ...newcomer(info), phoneNumber: '+2348031234567' };
    person.phoneNumber = `+234803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await startRegistration(page, person);
    const masked = `${person.phoneNumber.slice(0, 7)}****${person.phoneNumber.slice(11)}`;
    await expect(page.getByText(`Enter the OTP sent to ${masked}`)).toBeVisible();
    await expect(page.getByText(person.phoneNumber)).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(person.phoneNumber.slice(7, 11));
  });

  test('Back from step 3 finds the phone confirmed, with NEXT on to step 3, not a code that no longer works', async ({ page, expectAccessible }, info) => {
    await confirmPhone(page, newcomer(info));
    await page.goBack();
    await expect(page).toHaveURL('/auth/signup2');
    await expect(page.getByText('OTP successfully verified')).toBeVisible();
    await expect(otpForm(page).otp).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Change your details' })).toBeVisible();
    await expectAccessible();
    await page.getByRole('link', { name: 'NEXT', exact: true }).click();
    await expect(page).toHaveURL('/auth/signup3');
    await expect(passwordForm(page).password).toBeVisible();
  });

  test('the OTP is required, and a wrong one is refused by the server', async ({ page }, info) => {
    await startRegistration(page, newcomer(info));
    const form = otpForm(page);
    await expect(form.otp).toHaveAttribute('inputmode', 'numeric');
    await expect(form.otp).toHaveAttribute('autocomplete', 'one-time-code');
    await form.next.click();
    await expect(form.otp).toHaveAccessibleDescription('OTP is required');

    await form.otp.fill('000000');
    await form.next.click();
    await expect(page.getByRole('alert')).toHaveText('The OTP you entered is incorrect or has expired');
    await expect(page).toHaveURL('/auth/signup2');
  });

  test('Resend OTP calls the API once per click', async ({ page }, info) => {
    const person = newcomer(info);
    await startRegistration(page, person);
    const bodies = recordCalls(page, resendOtpCall);
    const form = otpForm(page);

    await form.resend.click();
    await expect(page.getByRole('status').filter({ hasText: 'A new OTP has been sent to' })).toBeVisible();
    await expect(form.resend).toBeEnabled();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({ id: expect.anything(), operationType: 1 });

    await form.resend.click();
    await expect(form.resend).toBeEnabled();
    await expect.poll(() => bodies.length).toBe(2);

    await test.step('the OTP still confirms after resends', async () => {
      await form.otp.fill(OTP);
      await form.next.click();
      await expect(page).toHaveURL('/auth/signup3');
    });
  });

  test('a failed resend shows a banner', async ({ page }, info) => {
    await startRegistration(page, newcomer(info));
    await page.route(callTo(resendOtpCall), FAULT.unreachable.answer);
    await otpForm(page).resend.click();
    await expect(page.getByRole('alert')).toHaveText('We could not reach the server. Check your connection and try again.');
  });

  test('an OTP can be pasted', async ({ page, context }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await startRegistration(page, newcomer(info));
    await page.evaluate((code) => navigator.clipboard.writeText(code), OTP);
    await otpForm(page).otp.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(otpForm(page).otp).toHaveValue(OTP);
  });
});

test.describe('step 3: password', () => {
  test('each password message shows, and the fields are secret with a reveal toggle', async ({ page }, info) => {
    await confirmPhone(page, newcomer(info));
    const form = passwordForm(page);
    for (const input of [form.password, form.confirm]) {
      await expect(input).toHaveAttribute('type', 'password');
      await expect(input).toHaveAttribute('autocomplete', 'new-password');
    }
    await expect(form.password).toHaveAccessibleDescription(/upper and lower case letters, a number and a symbol/);

    await test.step('both are required', async () => {
      await next(page).click();
      await expect(page.getByText('This field is required', { exact: true })).toHaveCount(2);
    });
    await test.step('the guidance is enforced', async () => {
      await form.password.fill('password1');
      await form.password.blur();
      await expect(page.getByText('Password must be 8 to 15 characters with upper and lower case letters, a number and a symbol (!@#$%^&*)', { exact: true })).toBeVisible();
    });
    await test.step('the confirmation must match', async () => {
      await form.password.fill(NEW_PASSWORD);
      await form.confirm.fill(`${NEW_PASSWORD}x`);
      await form.confirm.blur();
      await expect(form.confirm).toHaveAccessibleDescription('Both password need to be the same');
    });
    await test.step('Show reveals the password and Hide masks it again', async () => {
      const toggle = page.getByRole('button', { name: 'Show' }).first();
      await toggle.click();
      await expect(form.password).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: 'Hide' }).click();
      await expect(form.password).toHaveAttribute('type', 'password');
    });
    expect(page.url(), 'no secret in the address').not.toContain('Harmattan');
  });
});

test.describe('steps reached without their predecessor', () => {
  for (const path of ['/auth/signup2', '/auth/signup3']) {
    test(`${path} in a new tab starts the registration again`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/auth/signup1/1');
      await expect(detailsForm(page).firstName).toBeVisible();
    });
  }

  test('step 3 with an unconfirmed OTP goes back to step 2', async ({ page }, info) => {
    await startRegistration(page, newcomer(info));
    await page.goto('/auth/signup3');
    await expect(page).toHaveURL('/auth/signup2');
  });

  test('a signed-in customer is sent from the sign-up steps to the dashboard', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/auth/signup1/1');
    await expect(page).toHaveURL('/app/dashboard');
  });
});

test.describe('a reload in the middle loses nothing', () => {
  test('step 1 keeps what was typed', async ({ page }, info) => {
    const person = newcomer(info);
    await page.goto('/auth/signup1/1');
    await fillDetails(page, person);
    await page.reload();
    const form = detailsForm(page);
    await expect(form.firstName).toHaveValue(person.firstName);
    await expect(form.email).toHaveValue(person.email);
    await expect(form.phoneNumber).toHaveValue(person.phoneNumber);
    await expect(form.dob).toHaveValue(person.dob);
  });

  test('steps 2, 3 and 4 each survive a reload', async ({ page }, info) => {
    const person = newcomer(info);
    await startRegistration(page, person);

    await test.step('step 2', async () => {
      await page.reload();
      await expect(page.getByText(`Enter the OTP sent to ${person.phoneNumber.slice(0, 7)}****`)).toBeVisible();
      await otpForm(page).otp.fill(OTP);
      await otpForm(page).next.click();
      await expect(page).toHaveURL('/auth/signup3');
    });
    await test.step('step 3', async () => {
      await page.reload();
      await expect(page.getByText('OTP successfully verified')).toBeVisible();
      await passwordForm(page).password.fill(NEW_PASSWORD);
      await passwordForm(page).confirm.fill(NEW_PASSWORD);
      await next(page).click();
      await expect(page).toHaveURL('/createpin');
    });
    await test.step('step 4', async () => {
      await page.reload();
      await expect(page.getByText('Step 4 of 4')).toBeVisible();
      await pinForm(page).pin.fill('9753');
      await pinForm(page).confirm.fill('9753');
      await pinForm(page).create.click();
      await expect(page.getByRole('dialog', { name: SIGNUP_COMPLETE })).toBeVisible();
    });
  });
});
