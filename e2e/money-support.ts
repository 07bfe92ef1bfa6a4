// Helpers for the money-out journeys: the wallet balance as shown, calls recorded.
import { expect, type Page } from '@playwright/test';
import { transferCall } from '../src/api/money-out.ts';
import { callTo, loseNextAnswer, type ApiCall } from './api-calls.ts';
import { successOf } from './support.ts';

/** The naira amount a text like "₦12,345.50" shows. */
export const nairaOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The wallet balance the transfer page shows, once it has loaded. */
export async function walletBalance(page: Page) {
  const shown = page.getByTestId('wallet-balance');
  await expect(shown).toBeVisible();
  return nairaOf(await shown.innerText());
}

/** Fills the transfer form (the recipient's e-mail, the amount, whether to save them) and presses Transfer. */
export async function enterTransfer(page: Page, email: string, amount: string, save: 'Yes' | 'No' = 'No') {
  await page.getByLabel("Recipient's e-mail").fill(email);
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('radio', { name: save }).check();
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
}

/** Confirms a transfer that reaches the server but whose answer never comes back: the confirmation says so and stays. */
export async function sendTransferLosingItsAnswer(page: Page, email: string, amount: string, save: 'Yes' | 'No' = 'No') {
  await loseNextAnswer(page, transferCall);
  await enterTransfer(page, email, amount, save);
  const dialog = page.getByRole('dialog', { name: 'Confirm transfer' });
  await dialog.getByRole('button', { name: 'NEXT' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('We could not reach the server. Check your connection and try again.');
}

/**
 * Presses NEXT on the reopened confirmation of a transfer whose answer was lost, and checks that it went
 * with the first attempt's key (`transfers` as recordMoneyCalls records them) and moved the money once.
 */
export async function completeLostTransfer(page: Page, transfers: ReturnType<typeof recordMoneyCalls>, before: number, amount: number) {
  await page.getByRole('dialog', { name: 'Confirm transfer' }).getByRole('button', { name: 'NEXT' }).click();
  await expect(successOf(page, 'Fantastic! Successful fund transfer')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  expect(transfers).toHaveLength(2);
  expect(transfers[1]!.key, 'the retry carries the same idempotency key').toBe(transfers[0]!.key);
  await expect.poll(() => walletBalance(page), { message: 'the money moved once' }).toBeCloseTo(before - amount, 2);
}

/** The requests (method, body and idempotency key) the page sends on `call`'s path from now on, whatever their method. */
export function recordMoneyCalls(page: Page, call: ApiCall) {
  const calls: { method: string; body: unknown; key: string | undefined }[] = [];
  page.on('request', (request) => {
    if (callTo(call)(request.url())) calls.push({ method: request.method(), body: request.postDataJSON() as unknown, key: request.headers()['idempotency-key'] });
  });
  return calls;
}

