// The card step with no card links one in place (the card provider's page, as on the dashboard) and
// the payment carries on afterwards: same Stash, same reference, straight to its OTP.
import { expect, test } from './fixtures.ts';
import { cardPaymentStartCall, cardUrlCall } from '../src/api/payments.ts';
import { callTo, envelope, isCall } from './api-calls.ts';
import { choosePayment, createStash } from './stash-support.ts';
import { linkCardAtProvider } from './support.ts';

test('a fresh user links a card from the card step and pays the same Stash with it @phone', async ({ freshUser, signIn, expectAccessible }) => {
  const page = await signIn(freshUser);
  const reference = await createStash(page);
  await choosePayment(page, 'Linked card');
  const step = page.getByRole('region', { name: 'Pay with a linked card' });
  await expect(step.getByText(/^No cards registered\./)).toBeVisible();
  const link = step.getByRole('button', { name: 'Link a card (opens in a new tab)' });
  await expectAccessible();

  await linkCardAtProvider(page, link);
  await expect(step.getByRole('radiogroup', { name: 'Choose a card' }).getByRole('radio')).toHaveCount(1);
  await expect(step.getByText('No cards registered', { exact: false })).toHaveCount(0);

  const started = page.waitForRequest(isCall(cardPaymentStartCall));
  await step.getByRole('button', { name: 'NEXT' }).click();
  expect((await started).postDataJSON()).toMatchObject({ transId: reference });
  await expect(page).toHaveURL(/\/app\/stash\/otp\/[^/]+$/);
});

test('a customer with cards links another from the card step, and it joins the list', async ({ saver, signIn }) => {
  const page = await signIn(saver);
  await createStash(page);
  await choosePayment(page, 'Linked card');
  const step = page.getByRole('region', { name: 'Pay with a linked card' });
  const cards = step.getByRole('radiogroup', { name: 'Choose a card' }).getByRole('radio');
  // Counted once the list has arrived ('Loading your cards…' shows until then).
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  expect(before).toBeGreaterThan(0);
  await linkCardAtProvider(page, step.getByRole('button', { name: 'Link another card (opens in a new tab)' }));
  await expect(cards).toHaveCount(before + 1);
  await expect(step.getByRole('button', { name: 'NEXT' })).toBeEnabled();
});

test('a failing card_url on the card step shows the message and closes the new tab', async ({ freshUser, signIn }) => {
  const page = await signIn(freshUser);
  await createStash(page);
  await choosePayment(page, 'Linked card');
  await page.route(callTo(cardUrlCall), (route) => route.fulfill({ status: 400, json: envelope(false, ['Card linking is unavailable right now']) }));
  const step = page.getByRole('region', { name: 'Pay with a linked card' });
  const popup = page.waitForEvent('popup');
  await step.getByRole('button', { name: 'Link a card (opens in a new tab)' }).click();
  const blank = await popup;
  await expect(step.getByRole('alert')).toHaveText('Card linking is unavailable right now');
  await expect.poll(() => blank.isClosed()).toBe(true);
});
