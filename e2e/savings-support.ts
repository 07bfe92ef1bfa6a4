// Helpers for the savings journeys: the API's own view of a customer's lists (the product listings share
// one path and differ by productCode), and the plan flow as a customer walks it.
import { expect, type Page } from '@playwright/test';
import { summaryCall } from '../src/api/dashboard.ts';
import { purseAccountsCall } from '../src/api/purses.ts';
import { coreAccountsCall, createCorePlanCall, stashAccountsCall } from '../src/api/savings.ts';
import { lagosDayIn } from '../src/lib/calendar.ts';
import { isCall, urlOf, type ApiCall } from './api-calls.ts';
import { sessionHeaders } from './support.ts';

/** A signed-in GET of the API with the page's own session. */
export async function apiGet<T>(page: Page, call: ApiCall): Promise<T> {
  const res = await page.request.get(urlOf(call), { headers: await sessionHeaders(page) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

export interface ListedCore {
  id: string;
  name: string;
  contribution: number;
  target: number;
  tenureElapsed: number;
  interestAccrued: number;
  maturityDate: string;
}
export interface ListedStash {
  id: string;
  name: string;
  daysLeft: number;
  contribution: number;
  maturityDate: string;
  interestAccrued: number;
}

export const apiSummary = (page: Page) => apiGet<{ totNaira: number; totDollar: number }>(page, summaryCall);
export const apiCore = (page: Page) => apiGet<ListedCore[]>(page, coreAccountsCall);
export const apiStash = (page: Page) => apiGet<ListedStash[]>(page, stashAccountsCall);
export const apiPurses = (page: Page) => apiGet<{ id: string; name: string; availableBalance: number }[]>(page, purseAccountsCall);

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const ngn = (n: number) => naira.format(n);
export const usd = (n: number) => dollars.format(n);
export const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });

export const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

export function step1Form(page: Page) {
  return {
    name: page.getByLabel('Plan name'),
    currency: page.getByLabel('Currency'),
    target: page.getByLabel('Target amount'),
    start: page.getByLabel('Start date'),
    end: page.getByLabel('End date'),
    next: page.getByRole('button', { name: 'NEXT' }),
  };
}

/** Opens step 1 of `category` and fills it; the caller presses NEXT. */
export async function fillStep1(page: Page, { category = 'Home', target = '120000', startIn = 0, endIn = 365 } = {}) {
  await page.goto(`/app/savings/create2/${category}`);
  const form = step1Form(page);
  await form.currency.selectOption({ label: 'Naira' });
  await form.target.pressSequentially(target);
  await form.start.fill(lagosDayIn(startIn));
  await form.end.fill(lagosDayIn(endIn));
  return form;
}

export const choice = (page: Page, group: string, name: string) => page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true });

/** Steps 1 and 2 through to the breakdown; returns the reference the server gave the plan. */
export async function createPlan(page: Page, { frequency = 'Monthly', category = 'Home', target = '120000', interest = 'Yes' } = {}) {
  const form = await fillStep1(page, { category, target });
  await form.next.click();
  await expect(page).toHaveURL(`/app/savings/create3/${category}`);
  await choice(page, 'Frequency', frequency).check();
  await choice(page, 'Do you want to earn interest?', interest).check();
  await expect(page.getByText(/^Estimated amount:/)).toBeVisible();
  const created = page.waitForResponse(isCall(createCorePlanCall));
  await page.getByRole('button', { name: 'NEXT' }).click();
  const body = (await (await created).json()) as { data: { reference: string } };
  await expect(page).toHaveURL('/app/savings/create4');
  // The breakdown has asked for the value at maturity and shown it: a fault installed next meets the next ask.
  await expect(page.getByText('Value at maturity', { exact: true })).toBeVisible();
  return body.data.reference;
}
