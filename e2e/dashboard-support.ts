// Helpers for the dashboard journeys: its calls, the API as the signed-in customer sees it, and the clock.
import { expect, type Page, type Route } from '@playwright/test';
import type { Customer } from './fixtures.ts';
import type { PublicGroup } from '../src/api/groups.ts';
import type { Transaction, UserSummary } from '../src/api/dashboard.ts';
import { envelope, isCallTo, readSession } from './support.ts';

export const DASHBOARD_FAILURE = 'Something went wrong, Should be rectified shortly';

export const CALLS = {
  summary: '/api/v1/user/summary',
  transactions: '/api/v1/user/transaction',
  todo: '/api/v1/user/todo',
  groups: '/api/v1/user/public_group_savings',
  cardUrl: '/api/v1/user/card_url',
  bvn: '/api/v1/user/bvn',
  resend: '/api/v1/util/resendotp',
} as const;

/** Routes a page.route() handler to exactly one API path (query ignored). */
export const onCall = (path: string) => (url: URL) => isCallTo(url.href, path);

/** The four ways an answer can fail, each of which must leave a message rather than a blank screen. */
export const faults: { name: string; answer: (route: Route) => Promise<void>; text: string }[] = [
  { name: 'success:false', answer: (route) => route.fulfill({ status: 400, json: envelope(false, ['Service unavailable for this customer']) }), text: 'Service unavailable for this customer' },
  { name: 'an HTTP 500', answer: (route) => route.fulfill({ status: 500, json: envelope(false) }), text: 'The service is having trouble right now. Please try again shortly.' },
  { name: 'a network failure', answer: (route) => route.abort('connectionrefused'), text: 'We could not reach the server. Check your connection and try again.' },
  {
    name: 'a malformed body',
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"data":{"unexpected":' }),
    text: 'We received an unexpected answer from the server. Please try again shortly.',
  },
];

/** Reads an API path as the signed-in customer of `page` (for the values a screen must show). */
export async function apiAs<T>(page: Page, path: string): Promise<T> {
  const session = await readSession(page);
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${session!.token}` } });
  const body = (await res.json()) as { success: boolean; data: T };
  if (!body.success) throw new Error(`${path} refused: ${JSON.stringify(body)}`);
  return body.data;
}

export const apiSummary = (page: Page) => apiAs<UserSummary>(page, CALLS.summary);
export const apiTransactions = (page: Page) => apiAs<Transaction[]>(page, `${CALLS.transactions}?pageNumber=1&pageSize=5`);
export const apiGroups = (page: Page) => apiAs<PublicGroup[]>(page, CALLS.groups);

/** Holds the answers to these API paths until `release()`: for loading states and pinned timings. */
export async function holdCalls(page: Page, calls: readonly string[]) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  for (const call of calls) {
    await page.route(onCall(call), async (route) => {
      await held;
      await route.continue();
    });
  }
  return release;
}

/**
 * Signs in with Playwright's clock installed, and pauses it once the dashboard has painted but before
 * its to-do flags arrive. The BVN prompt counts its 3 s from that answer, so from the returned moment
 * on, every timer of the page runs only when the test moves the clock. (The clock cannot be paused from
 * the start: React reveals lazily loaded screens on a timer of its own.)
 */
export async function signInPaused(page: Page, signIn: (c: Customer) => Promise<Page>, customer: Customer, alsoHold: readonly string[] = []) {
  const release = await holdCalls(page, [CALLS.todo, ...alsoHold]);
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
