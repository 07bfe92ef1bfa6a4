// Helpers for the Stash and payment journeys: the form as a customer fills it, the payment steps, and
// the mock's records read back through its control routes.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createStashCall, stashAccountsCall } from '../src/api/savings.ts';
import { isCall, urlOf } from './api-calls.ts';
import { sessionHeaders } from './support.ts';

export const NAIRA_OPTIONS = ['Choose a currency', 'Naira'];

export function stashForm(page: Page) {
  return {
    currency: page.getByLabel('Currency'),
    amount: page.getByLabel('Amount'),
    period: (name: string) => page.getByRole('radio', { name: new RegExp(`^${name} `) }),
    proceed: page.getByRole('button', { name: 'PROCEED' }),
  };
}

/** Opens /app/stash and fills the form; the caller presses PROCEED. */
export async function fillStash(page: Page, { amount = '50000', period = '30 days' } = {}) {
  await page.goto('/app/stash');
  const form = stashForm(page);
  await form.currency.selectOption({ label: 'Naira' });
  await form.amount.pressSequentially(amount);
  await form.period(period).check();
  return form;
}

/** Creates a Stash through the form and waits for its breakdown; returns the reference the server gave. */
export async function createStash(page: Page, options: { amount?: string; period?: string } = {}) {
  const form = await fillStash(page, options);
  const created = page.waitForResponse(isCall(createStashCall));
  await form.proceed.click();
  const body = (await (await created).json()) as { data: { reference: string } };
  await expect(page).toHaveURL('/app/stash/breakdown');
  return body.data.reference;
}

export const method = (page: Page, name: 'Bank transfer' | 'Linked card' | 'myPurse wallet') => page.getByRole('radio', { name: new RegExp(`^${name} `) });

export async function choosePayment(page: Page, name: 'Bank transfer' | 'Linked card' | 'myPurse wallet') {
  await method(page, name).check();
  await page.getByRole('button', { name: 'NEXT' }).click();
}

/** Goes from a created Stash to its OTP screen with the first card; returns the challenge id. */
export async function startCardPayment(page: Page) {
  await choosePayment(page, 'Linked card');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/app\/stash\/otp\/[^/]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

interface MockAccount {
  userId: string;
  product: string;
  contribution: number;
  isDefaultPurse: boolean;
}

/** The customer's accounts as the mock holds them (read-only control route). */
export async function accountsOf(request: APIRequestContext, userId: string) {
  const res = await request.get(`/__mock/db/accounts?userId=${encodeURIComponent(userId)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as MockAccount[];
}

export const walletBalance = async (request: APIRequestContext, userId: string) =>
  (await accountsOf(request, userId)).find((a) => a.product === '0106' && a.isDefaultPurse)?.contribution;

/** The customer's Stash accounts as the API lists them, with the page's own session. */
export async function stashAccounts(page: Page) {
  const res = await page.request.get(urlOf(stashAccountsCall), { headers: await sessionHeaders(page) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: string; contribution: number }[] }).data;
}
