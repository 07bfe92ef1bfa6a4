// Helpers for the Stash and payment journeys: the calls they watch, the form as a customer fills it,
// holding a request in flight, faults, and the mock's records read back through its control routes.
import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { envelope, transportFaults } from './support.ts';

export const API = {
  interest: '/api/v1/util/productinterest/',
  stash: '/api/v1/user/stash',
  cards: '/api/v1/user/card',
  virtualAccount: '/api/v1/user/virtual_acct',
  cardPayment: '/api/v1/transfer/accountbycard',
  wallet: '/api/v1/transfer/fundbypurse',
  resend: '/api/v1/util/resendotp',
  accounts: '/api/v1/user/accountbyproduct',
} as const;

/** Matches requests to exactly this API path, whatever the query string. */
export const callTo = (path: string) => (url: URL) => url.pathname === path;

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
  const created = page.waitForResponse((res) => callTo(API.stash)(new URL(res.url())) && res.request().method() === 'POST');
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

/** Requests to `path` from now on, with their JSON bodies. */
export function recordCalls(page: Page, path: string, method?: string) {
  const calls: unknown[] = [];
  page.on('request', (request) => {
    if (callTo(path)(new URL(request.url())) && (!method || request.method() === method)) calls.push(request.postDataJSON());
  });
  return calls;
}

/** Holds every request to `path` until `release()`, so a second click lands while the first is in flight. */
export async function holdCalls(page: Page, path: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(callTo(path), async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

export const faults = [
  ...transportFaults,
  {
    name: 'a refusal with a server message',
    answer: (route: Route) => route.fulfill({ status: 400, json: envelope(false, ['The service refused this request for a test']) }),
    text: 'The service refused this request for a test',
  },
];

/**
 * Answers the next request matching `matcher` that the page at `pagePath` sends with `answer`, then lets
 * the rest through. signIn lands on the dashboard, whose own requests (the summary, the challenges) may
 * still be on their way: a plain `times: 1` route could spend the fault on one of them.
 */
export async function failOnceOn(page: Page, pagePath: string, matcher: Parameters<Page['route']>[0], answer: (route: Route) => Promise<void>) {
  let spent = false;
  await page.route(matcher, (route) => {
    if (spent || new URL(page.url()).pathname !== pagePath) return route.fallback();
    spent = true;
    return answer(route);
  });
}

/** Answers the next request to `path` with a refusal carrying `message`, then lets the rest through. */
export async function refuseOnce(page: Page, path: string, message: string, status = 400) {
  await page.route(callTo(path), (route) => route.fulfill({ status, json: envelope(false, [message]) }), { times: 1 });
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
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('session') ?? '{}') as { token?: string }).token);
  const res = await page.request.get(`${API.accounts}?productCode=0103`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: string; contribution: number }[] }).data;
}
