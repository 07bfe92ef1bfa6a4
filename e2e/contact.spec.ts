// /contactus: the spec's validation texts, the 2-second notice and reset, and every kind of failure
// (which the original swallowed; this client shows it).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { contactCall } from '../src/api/util.ts';
import { callTo, countRequests, holdCalls, refusal, transportFaults, urlOf } from './api-calls.ts';
import { chunkRequest, expectTapTargets, holdRequests } from './support.ts';

const MESSAGES = ['Name is Required', 'Email is Required', 'Invalid email', 'A Message is Required', 'Message is too short'];

function contactForm(page: Page) {
  const main = page.getByRole('main');
  return {
    name: main.getByLabel('Name', { exact: true }),
    email: main.getByLabel('Email', { exact: true }),
    message: main.getByLabel('Message', { exact: true }),
    send: main.getByRole('button', { name: 'Send message' }),
  };
}

async function fillContact(page: Page, values: { name: string; email: string; message: string }) {
  const form = contactForm(page);
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.message.fill(values.message);
  return form;
}

const unique = () => `Please call me about group savings (${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)})`;

test('the page promises a reply within 24 hours and lists the support contacts @phone', async ({ page, expectAccessible }) => {
  await page.goto('/contactus');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(main.getByText(/we will reply within 24 hours/)).toBeVisible();
  const reach = main.getByRole('complementary', { name: 'Other ways to reach us' });
  await expect(reach.getByRole('link', { name: '+234 1 700 0100' })).toHaveAttribute('href', 'tel:+23417000100');
  await expect(reach.getByRole('link', { name: 'support@vibesavings.example' })).toHaveAttribute('href', 'mailto:support@vibesavings.example');
  await expect(reach.getByText('Lekki, Lagos, Nigeria')).toBeVisible();
  await expectTapTargets(reach.getByRole('link'));
  await expectAccessible();
});

test.describe('validation', () => {
  test('nothing shows before a field is touched, then only for touched fields @phone', async ({ page }) => {
    await page.goto('/contactus');
    const form = contactForm(page);
    await expect(form.name).toBeVisible();
    for (const text of MESSAGES) await expect(page.getByText(text, { exact: true })).toBeHidden();

    await form.name.focus();
    await form.name.blur();
    await expect(page.getByText('Name is Required', { exact: true })).toBeVisible();
    await expect(form.name).toHaveAccessibleDescription('Name is Required');
    await expect(page.getByText('Email is Required', { exact: true })).toBeHidden();
    await expect(page.getByText('A Message is Required', { exact: true })).toBeHidden();
  });

  test('an empty submit asks for all three fields and sends nothing', async ({ page, expectAccessible }) => {
    const sends = countRequests(page, contactCall);
    await page.goto('/contactus');
    const form = contactForm(page);
    await form.send.click();

    await expect(form.name).toHaveAccessibleDescription('Name is Required');
    await expect(form.email).toHaveAccessibleDescription('Email is Required');
    await expect(form.message).toHaveAccessibleDescription('A Message is Required');
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.name, 'focus goes to the first field in error').toBeFocused();
    expect(sends.count).toBe(0);
    await expectAccessible();
  });

  test('an address without a domain ending is an invalid email', async ({ page }) => {
    await page.goto('/contactus');
    const form = contactForm(page);
    await form.email.fill('ada@example');
    await form.email.blur();
    await expect(form.email).toHaveAccessibleDescription('Invalid email');
    await form.email.fill('ada@example.com');
    await expect(page.getByText('Invalid email', { exact: true })).toBeHidden();
  });

  test('a message stops at 5,000 characters, the most the service keeps', async ({ page }) => {
    await page.goto('/contactus');
    const form = contactForm(page);
    await form.message.fill('x'.repeat(5001));
    await expect(form.message).toHaveValue('x'.repeat(5000));
  });

  test('a one-character message is too short', async ({ page }) => {
    const sends = countRequests(page, contactCall);
    await page.goto('/contactus');
    const form = await fillContact(page, { name: 'Ada Obi', email: 'ada@example.com', message: 'a' });
    await form.send.click();
    await expect(form.message).toHaveAccessibleDescription('Message is too short');
    await form.message.fill('ab');
    await expect(page.getByText('Message is too short', { exact: true })).toBeHidden();
    expect(sends.count).toBe(0);
  });
});

test('a sent message shows "Submitted Successfully!" for 2 seconds and clears the form @phone', async ({ page, request }) => {
  const now = new Date('2031-03-14T09:00:00+01:00').getTime();
  await page.clock.install({ time: now });
  await page.goto('/contactus');
  const form = await fillContact(page, { name: 'Ada Obi', email: 'ada@example.com', message: unique() });
  const text = await form.message.inputValue();
  await page.clock.pauseAt(now + 60_000);

  await form.send.click();
  const notice = page.getByRole('status').filter({ hasText: 'Submitted Successfully!' });
  await expect(notice).toHaveText('Submitted Successfully!');
  await expect(notice.getByRole('button')).toHaveCount(0);

  await test.step('the form is reset, with no messages', async () => {
    await expect(form.name).toHaveValue('');
    await expect(form.email).toHaveValue('');
    await expect(form.message).toHaveValue('');
    for (const t of MESSAGES) await expect(page.getByText(t, { exact: true })).toBeHidden();
  });

  await test.step('the notice stays 2 seconds', async () => {
    await page.clock.runFor(1_999);
    await expect(notice).toBeVisible();
    await page.clock.runFor(1);
    await expect(notice).toBeHidden();
  });

  await test.step('the mock kept the message', async () => {
    const stored = (await (await request.get('/__mock/db/contactMessages')).json()) as { name: string; email: string; message: string }[];
    expect(stored).toContainEqual(expect.objectContaining({ name: 'Ada Obi', email: 'ada@example.com', message: text }));
  });
});

test('what is typed survives a reload until it is sent; once sent, a reload finds the form empty', async ({ page }) => {
  await page.goto('/contactus');
  const message = unique();
  const form = await fillContact(page, { name: 'Ada Obi', email: 'ada@example.com', message });
  // Kept once the form's code has taken over what was typed (it arrives as the visitor starts on it).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('draft:contact-form'))).toContain(message);
  await page.reload();
  await expect(form.name).toHaveValue('Ada Obi');
  await expect(form.email).toHaveValue('ada@example.com');
  await expect(form.message).toHaveValue(message);
  await form.send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Submitted Successfully!' })).toBeVisible();
  await expect(form.message).toHaveValue('');
  await page.reload();
  await expect(form.name).toBeVisible();
  await form.name.focus();
  await expect(form.name).toHaveValue('');
  await expect(form.message).toHaveValue('');
});

test.describe('failures are shown, not swallowed', () => {
  const faults = [refusal('We could not accept your message right now.'), ...transportFaults];
  for (const fault of faults) {
    test(`${fault.name} shows a banner and keeps what was typed`, async ({ page }) => {
      await page.route(callTo(contactCall), fault.answer);
      await page.goto('/contactus');
      const form = await fillContact(page, { name: 'Ada Obi', email: 'ada@example.com', message: 'Hello there' });
      await form.send.click();

      await expect(page.getByRole('alert')).toHaveText(fault.text);
      await expect(page.getByText('Submitted Successfully!')).toBeHidden();
      await expect(form.message).toHaveValue('Hello there');
      await expect(form.send).toBeEnabled();
    });
  }

  test('the thirty-first message of an hour from one address shows the server message and keeps what was typed', async ({ page, request }, testInfo) => {
    const email = `flood-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
    for (let i = 0; i < 30; i++) {
      expect((await request.post(urlOf(contactCall), { data: { name: 'Ada Obi', email, message: `Hello ${i}` } })).status()).toBe(200);
    }
    await page.goto('/contactus');
    const form = await fillContact(page, { name: 'Ada Obi', email: email.toUpperCase(), message: 'One more, please' });
    await form.send.click();
    await expect(page.getByRole('alert')).toHaveText('You have sent 30 messages from this e-mail address in the last hour, the most we accept. Try again in 60 minutes.');
    await expect(page.getByText('Submitted Successfully!')).toBeHidden();
    await expect(form.message).toHaveValue('One more, please');
  });

  test('the mock itself refuses an invalid address with a message naming the field', async ({ request }) => {
    const res = await request.post(urlOf(contactCall), { data: { name: 'Ada', email: 'ada@example', message: 'Hello' } });
    expect(res.status()).toBe(400);
    const body = (await res.json()) as { success: boolean; messages: string[]; data: { field: string } };
    expect(body.success).toBe(false);
    expect(body.data.field).toBe('email');
    expect(body.messages[0]).toMatch(/^email: /);
  });
});

test('double-clicking Send message sends one message', async ({ page }) => {
  const sends = countRequests(page, contactCall);
  const release = await holdCalls(page, contactCall);
  await page.goto('/contactus');
  const form = await fillContact(page, { name: 'Ada Obi', email: 'ada@example.com', message: unique() });

  await form.send.dblclick();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  release();
  await expect(page.getByText('Submitted Successfully!')).toBeVisible();
  expect(sends.count).toBe(1);
});

test('sent before the form’s code has arrived: sent once, as soon as it has, and a double click is still one message', async ({ page }) => {
  const sends = countRequests(page, contactCall);
  // The form's code is held back, as on a slow line, while the visitor fills it in and presses Send twice.
  const release = await holdRequests(page, chunkRequest('src/features/site/contact-form.tsx'));
  await page.goto('/contactus');
  const form = await fillContact(page, { name: 'Ada Obi', email: 'ada@example.com', message: unique() });
  await form.send.dblclick();
  // The browser itself sent nothing: the page did not move.
  expect(new URL(page.url()).search).toBe('');
  expect(sends.count).toBe(0);
  release();
  await expect(page.getByText('Submitted Successfully!')).toBeVisible();
  await expect(form.name).toHaveValue('');
  expect(sends.count).toBe(1);
});

test('with the clock frozen, a move from another public page shows Contact Us, and the notice still lasts 2 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const site = page.getByRole('navigation', { name: 'Site' });
  // A page of fixed text first, then Contact Us: each rendered from its module after the move.
  await site.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/aboutus');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await site.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  // Frozen once the screen it times is there: React reveals a lazily loaded screen on a timer of its own.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
  const form = await fillContact(page, { name: 'Ada Obi', email: 'ada@example.com', message: unique() });
  await form.send.click();
  const notice = page.getByRole('status').filter({ hasText: 'Submitted Successfully!' });
  await expect(notice).toBeVisible();
  await page.clock.runFor(1_999);
  await expect(notice).toBeVisible();
  await page.clock.runFor(1);
  await expect(notice).toBeHidden();
});
