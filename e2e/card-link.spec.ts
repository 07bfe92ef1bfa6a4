// Link your card: the provider's page (played by the mock) opens in a new tab, links a test card, and
// the to-do item goes when the customer comes back.
import { expect, test } from './fixtures.ts';
import { todoCall } from '../src/api/dashboard.ts';
import { cardUrlCall } from '../src/api/payments.ts';
import { callTo, envelope, isCall } from './api-calls.ts';
import { apiAs, signInPaused } from './dashboard-support.ts';

test('a fresh user links a card in the new tab and the to-do item goes', async ({ page, freshUser, signIn }) => {
  await signInPaused(page, signIn, freshUser);
  const todo = page.getByRole('region', { name: 'To-Do list' });
  const linkCard = todo.getByRole('button', { name: 'Link your card (opens in a new tab)' });

  const popupOpened = page.waitForEvent('popup');
  const urlCall = page.waitForRequest(isCall(cardUrlCall));
  await linkCard.click();
  await urlCall;
  const provider = await popupOpened;

  await test.step("the provider's page comes from card_url's authUrl", async () => {
    await provider.waitForURL(/\/mock-provider\/link-card\?ref=lnk_/);
    await expect(provider.getByRole('heading', { name: 'Link a test card' })).toBeVisible();
    await expect.poll(() => provider.evaluate(() => window.opener === null)).toBe(true);
  });

  await test.step('the page is styled under the CSP, with no console error', async () => {
    const errors: string[] = [];
    provider.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await provider.reload();
    await expect(provider.getByRole('button', { name: 'Link test card' })).toHaveCSS('background-color', 'rgb(11, 93, 59)');
    expect(errors).toEqual([]);
  });

  await test.step('linking the test card', async () => {
    await provider.getByRole('button', { name: 'Link test card' }).click();
    await expect(provider.getByRole('status')).toHaveText(/^Your card ending \d{4} is linked\./);
  });

  await test.step('the link works once only', async () => {
    await provider.goBack();
    await provider.reload();
    await expect(provider.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await provider.close();
  });

  await test.step('back on the dashboard the item is gone', async () => {
    await page.bringToFront();
    // The window regaining focus is what tells the dashboard the customer is back.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(linkCard).toHaveCount(0);
    await expect(todo.getByRole('listitem')).toHaveCount(4);
    expect(await apiAs<{ cardLinked: boolean }>(page, todoCall)).toMatchObject({ cardLinked: true });
  });
});

test('a failing card_url closes the new tab and shows the message', async ({ page, freshUser, signIn }) => {
  await page.route(callTo(cardUrlCall), (route) => route.fulfill({ status: 400, json: envelope(false, ['Card linking is unavailable right now']) }));
  await signInPaused(page, signIn, freshUser);
  const todo = page.getByRole('region', { name: 'To-Do list' });
  const popupOpened = page.waitForEvent('popup');
  await todo.getByRole('button', { name: 'Link your card (opens in a new tab)' }).click();
  const blank = await popupOpened;
  await expect(todo.getByRole('alert')).toHaveText('Card linking is unavailable right now');
  await expect.poll(() => blank.isClosed()).toBe(true);
  await expect(todo.getByRole('button', { name: 'Link your card (opens in a new tab)' })).toBeEnabled();
});
