// Helpers for the money-out journeys: the API paths, the wallet balance as shown, calls counted.
import { expect, type Page } from '@playwright/test';
import { isCallTo } from './support.ts';

export const MONEY_API = {
  beneficiary: '/api/v1/user/beneficiary',
  resolve: '/api/v1/user/resolve_beneficiary',
  transfer: '/api/v1/transfer/TransferToBeneficiary',
  withdraw: '/api/v1/transfer/savingswithdraw',
  resend: '/api/v1/util/resendotp',
  purses: '/api/v1/user/accountbyproduct',
  bankAccount: '/api/v1/user/bankaccount',
} as const;

/** The naira amount a text like "₦12,345.50" shows. */
export const nairaOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The wallet balance the transfer page shows, once it has loaded. */
export async function walletBalance(page: Page) {
  const shown = page.getByTestId('wallet-balance');
  await expect(shown).toBeVisible();
  return nairaOf(await shown.innerText());
}

/** The requests (method and body) the page sends to one API path from now on. */
export function recordMoneyCalls(page: Page, path: string) {
  const calls: { method: string; body: unknown; key: string | undefined }[] = [];
  page.on('request', (request) => {
    if (isCallTo(request.url(), path)) calls.push({ method: request.method(), body: request.postDataJSON() as unknown, key: request.headers()['idempotency-key'] });
  });
  return calls;
}

/** Pauses the page clock a moment ahead of now: call once the screen has rendered, before the timed action. */
export async function pauseNow(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}
