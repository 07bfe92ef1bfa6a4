// Helpers for the purse journeys: the steps as a customer fills them, and the
// customer's purses read back through the API with the page's own session.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createPurseCall, purseAccountsCall } from '../src/api/purses.ts';
import { isCall, urlOf } from './api-calls.ts';
import { lagosDayIn } from '../src/lib/calendar.ts';

export const PURSE_TYPES = ['Custom', 'Family', 'TGIF', 'Dinner Date', 'Movies', 'Shopping', 'Entertaiment'] as const;

export function step1Form(page: Page) {
  return {
    name: page.getByLabel('Purse name'),
    currency: page.getByLabel('Currency'),
    frequency: page.getByLabel('Crediting frequency'),
    startDate: page.getByLabel('Start date'),
    amount: page.getByLabel('Amount'),
    next: page.getByRole('button', { name: 'NEXT' }),
  };
}

export function step2Form(page: Page) {
  const radio = (group: string, name: string) => page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true });
  return {
    auto: (answer: 'Yes' | 'No') => radio('Automatic withdrawal', answer),
    frequency: (name: 'Every week' | 'Every two weeks' | 'Every month' | 'Pick a date') => radio('Withdrawal frequency', name),
    date: page.getByLabel('Withdrawal date'),
    percentage: (name: '20%' | '60%' | '100%' | 'Enter a percentage') => radio('Percentage to withdraw', name),
    typedPercentage: page.getByLabel('Percentage', { exact: true }),
    previous: page.getByRole('link', { name: 'PREVIOUS' }),
    submit: page.getByRole('button', { name: 'SUBMIT' }),
  };
}

export interface Step1Values {
  name?: string;
  frequency?: 'Daily' | 'Weekly' | 'Monthly' | 'One time';
  startDate?: string;
  amount?: string;
}

/** Opens step 1 of `type`, fills it and presses NEXT; ends on step 2. */
export async function fillStep1(page: Page, type = 'Family', { name = 'Holiday money', frequency = 'Monthly', startDate = lagosDayIn(3), amount = '15000' }: Step1Values = {}) {
  await page.goto(`/app/savings/pursestep1/${encodeURIComponent(type)}`);
  const form = step1Form(page);
  await form.name.fill(name);
  await form.currency.selectOption({ label: 'Naira' });
  await form.frequency.selectOption({ label: frequency });
  await form.startDate.fill(startDate);
  await form.amount.fill('');
  await form.amount.pressSequentially(amount);
  await form.next.click();
  await expect(page).toHaveURL(`/app/savings/pursestep2/${encodeURIComponent(type)}`);
}

/** From step 2: No automatic withdrawal, SUBMIT; returns the purse's reference from the server's answer. */
export async function submitStep2(page: Page, fill: (form: ReturnType<typeof step2Form>) => Promise<void> = (form) => form.auto('No').check()) {
  const form = step2Form(page);
  await fill(form);
  const created = page.waitForResponse(isCall(createPurseCall));
  await form.submit.click();
  const body = (await (await created).json()) as { data: { reference: string } };
  await expect(page).toHaveURL('/app/savings/pursestep3');
  return body.data.reference;
}

/** Creates a purse through steps 1 and 2 (no automatic withdrawal); ends on step 3. */
export async function createPurse(page: Page, type = 'Family', values: Step1Values = {}) {
  await fillStep1(page, type, values);
  return submitStep2(page);
}

/** The customer's purses as the API lists them (GET accountbyproduct 0106), with the page's session. */
export async function purses(page: Page) {
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('session') ?? '{}') as { token?: string }).token);
  const res = await page.request.get(urlOf(purseAccountsCall), { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: string; name: string; availableBalance: number }[] }).data;
}

/** The customer's transactions as the mock holds them (read-only control route). */
export async function transactionsOf(request: APIRequestContext, userId: string) {
  const res = await request.get(`/__mock/db/transactions?userId=${encodeURIComponent(userId)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { reference: string; descr: string; value: number }[];
}

/** A row's value in a breakdown (a term and its description). */
export const breakdownValue = (page: Page, region: string, term: string) =>
  page.getByRole('region', { name: region }).getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
