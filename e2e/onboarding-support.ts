// Helpers for the registration and password-reset journeys: unique newcomers and the forms as a customer sees them.
import { expect, type Page, type TestInfo } from '@playwright/test';

export const OTP = '123456';
export const NEW_PASSWORD = 'Harmattan#25';

export interface Newcomer {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dob: string;
}

let made = 0;
/** A person nobody has registered yet: unique e-mail and phone per test and worker. */
export function newcomer(info: TestInfo): Newcomer {
  made += 1;
  const tag = `${info.workerIndex}-${made}-${Date.now().toString(36)}`;
  const seven = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { firstName: 'Chiamaka', lastName: 'Eze', email: `chiamaka.${tag}@example.test`, phoneNumber: `+234803${seven}`, dob: '1990-04-12' };
}

const exact = { exact: true } as const;

export function detailsForm(page: Page) {
  return {
    firstName: page.getByLabel('First Name', exact),
    lastName: page.getByLabel('Last Name', exact),
    email: page.getByLabel('Email', exact),
    phoneNumber: page.getByLabel('Phone Number', exact),
    dob: page.getByLabel('Date of Birth', exact),
    referral: page.getByLabel('Referral Code (optional)', exact),
    next: page.getByRole('button', { name: 'NEXT', exact: true }),
  };
}

export async function fillDetails(page: Page, person: Newcomer) {
  const form = detailsForm(page);
  await form.firstName.fill(person.firstName);
  await form.lastName.fill(person.lastName);
  await form.email.fill(person.email);
  await form.phoneNumber.fill(person.phoneNumber);
  await form.dob.fill(person.dob);
  return form;
}

export const otpForm = (page: Page) => ({
  otp: page.getByLabel('OTP', exact),
  next: page.getByRole('button', { name: 'NEXT', exact: true }),
  resend: page.getByRole('button', { name: 'Resend OTP', exact: true }),
});

export const passwordForm = (page: Page) => ({
  password: page.getByLabel('Password', exact),
  confirm: page.getByLabel('Confirm Password', exact),
});

export const pinForm = (page: Page) => ({
  pin: page.getByLabel('PIN', exact),
  confirm: page.getByLabel('Confirm PIN', exact),
  create: page.getByRole('button', { name: 'CREATE PIN', exact: true }),
  later: page.getByRole('link', { name: "I'll do this later", exact: true }),
});

/** Step 1 through the form; leaves the page on step 2. */
export async function startRegistration(page: Page, person: Newcomer) {
  await page.goto('/auth/signup1/1');
  const form = await fillDetails(page, person);
  await form.next.click();
  await expect(page).toHaveURL('/auth/signup2');
}

/** Steps 1 and 2; leaves the page on step 3. */
export async function confirmPhone(page: Page, person: Newcomer) {
  await startRegistration(page, person);
  const form = otpForm(page);
  await form.otp.fill(OTP);
  await form.next.click();
  await expect(page).toHaveURL('/auth/signup3');
}

/** Steps 1 to 3; leaves the page on step 4, signed in. */
export async function reachPinStep(page: Page, person: Newcomer) {
  await confirmPhone(page, person);
  const form = passwordForm(page);
  await form.password.fill(NEW_PASSWORD);
  await form.confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(page).toHaveURL('/createpin');
}

/**
 * Stops the page's (installed) clock a few seconds past its current time. Pause only once the screen has
 * rendered: React reveals lazily loaded screens on a timer, which a paused clock would hold back.
 */
export async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // The margin keeps the target in the future however slowly this line is reached.
  await page.clock.pauseAt(now + 5_000);
}
