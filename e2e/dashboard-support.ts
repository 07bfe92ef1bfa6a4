// Helpers for the dashboard journeys: the API as the signed-in customer sees it, and the clock.
import { expect, type Page } from '@playwright/test';
import type { Customer } from './fixtures.ts';
import { publicGroupsCall, type PublicGroup } from '../src/api/groups.ts';
import { todoCall, transactionsCall, summaryCall, type Transaction, type UserSummary } from '../src/api/dashboard.ts';
import { holdCalls, urlOf, type ApiCall } from './api-calls.ts';
import { readSession } from './support.ts';

export const DASHBOARD_FAILURE = 'Something went wrong, Should be rectified shortly';

/** Reads a GET call as the signed-in customer of `page` (for the values a screen must show). */
export async function apiAs<T>(page: Page, call: ApiCall, query: Record<string, string> = {}): Promise<T> {
  const session = await readSession(page);
  const res = await page.request.get(urlOf(call, query), { headers: { authorization: `Bearer ${session!.token}` } });
  const body = (await res.json()) as { success: boolean; data: T };
  if (!body.success) throw new Error(`${call.name} refused: ${JSON.stringify(body)}`);
  return body.data;
}

export const apiSummary = (page: Page) => apiAs<UserSummary>(page, summaryCall);
export const apiTransactions = (page: Page) => apiAs<Transaction[]>(page, transactionsCall, { pageNumber: '1', pageSize: '5' });
export const apiGroups = (page: Page) => apiAs<PublicGroup[]>(page, publicGroupsCall);

/**
 * Signs in with Playwright's clock installed, and pauses it once the dashboard has painted but before
 * its to-do flags arrive. The BVN prompt counts its 3 s from that answer, so from the returned moment
 * on, every timer of the page runs only when the test moves the clock. (The clock cannot be paused from
 * the start: React reveals lazily loaded screens on a timer of its own.)
 */
export async function signInPaused(page: Page, signIn: (c: Customer) => Promise<Page>, customer: Customer, alsoHold: readonly ApiCall[] = []) {
  const release = await holdCalls(page, todoCall, ...alsoHold);
  await page.clock.install();
  await signIn(customer);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
  release();
  return page;
}

/** A BVN no other journey uses (11 digits), so parallel workers never collide on "linked to another account". */
let issued = 0;
export const uniqueBvn = (workerIndex: number) => `2${String(workerIndex % 10)}${String(Date.now() % 1e7).padStart(7, '0')}${String(++issued % 100).padStart(2, '0')}`;

/** '₦1,234.50' -> 1234.5 */
export const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));
