// Helpers for the account area's journeys: its calls and the faults each screen must survive.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Customer } from './fixtures.ts';
import { faults, onCall } from './dashboard-support.ts';

export { faults, onCall };

export const ACCOUNT = {
  portfolio: '/api/v1/user/portfolio_summary',
  profile: '/api/v1/user/profile',
  nextOfKin: '/api/v1/user/nextofkin',
  banks: '/api/v1/util/bank',
  bankAccount: '/api/v1/user/bankaccount',
  cards: '/api/v1/user/card',
  password: '/api/v1/identity/password',
  pin: '/api/v1/user/pin',
  referral: '/api/v1/user/referral',
  upload: '/api/v1/util/fileupload',
} as const;

/** Answers every request to `path` (or only those of `method`) with the fault. */
export const failCall = (page: Page, path: string, fault: (typeof faults)[number], method?: string) =>
  page.route(onCall(path), (route) => (method && route.request().method() !== method ? route.continue() : fault.answer(route)));

/** The requests the page sends to `path`, with their method and body, as they go. */
export function recordRequests(page: Page, path: string) {
  const seen: { method: string; url: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push({ method: request.method(), url: request.url(), body: request.postDataJSON() as unknown });
  });
  return seen;
}

/** Pauses the page's clock a moment ahead of now: call once the screen has painted, before the timed action. */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** A new customer of a scenario with extra params (e.g. a saver without a bank account). */
export async function customerWith(request: APIRequestContext, data: Record<string, string>): Promise<Customer> {
  const res = await request.post('/__mock/users', { data });
  if (!res.ok()) throw new Error(await res.text());
  return (await res.json()) as Customer;
}
