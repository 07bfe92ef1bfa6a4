// Helpers for the account area's journeys: the requests a screen sends, the clock, customers of a scenario.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Customer } from './fixtures.ts';
import { callTo, type ApiCall } from './api-calls.ts';

/** The requests the page sends on `call`'s path, whatever their method, with their method and body, as they go. */
export function recordRequests(page: Page, call: ApiCall) {
  const seen: { method: string; url: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (callTo(call)(request.url())) seen.push({ method: request.method(), url: request.url(), body: request.postDataJSON() as unknown });
  });
  return seen;
}

/** A new customer of a scenario with extra params (e.g. a saver without a bank account). */
export async function customerWith(request: APIRequestContext, data: Record<string, string>): Promise<Customer> {
  const res = await request.post('/__mock/users', { data });
  if (!res.ok()) throw new Error(await res.text());
  return (await res.json()) as Customer;
}
