// How the journeys reach the API: a call is named by its definition in src/api/ (never by a literal
// path), and every fault a journey puts on a call comes from the one table here.
//
//   page.route(callTo(summaryCall), FAULT.serverError.answer)     a URL matcher: the call's path, any method
//   page.waitForResponse(isCall(createStashCall))                  a request or response: path and method
//   page.request.get(urlOf(stashAccountsCall), …)                  the address, for requests a test sends itself
import type { Page, Request, Response, Route } from '@playwright/test';
import type { Call } from '../src/api/http.ts';
import { purseAccountsCall } from '../src/api/purses.ts';
import { coreAccountsCall, stashAccountsCall } from '../src/api/savings.ts';
import { ProductCode } from '../src/api/wire.ts';
import { holdRequests } from './support.ts';

/** What a journey needs of a call's definition: where it goes, and how. */
export type ApiCall = Pick<Call<unknown, unknown>, 'name' | 'method' | 'path'>;

/** The API envelope, for answers a test fakes with `route.fulfill`. */
export const envelope = (success: boolean, messages: string[] = [], data: unknown = null) => ({ success, data, messages });

// ---- Naming a call ----

/** The three product listings share one path and tell themselves apart by the productCode of their query. */
const LISTED_PRODUCT = new Map<ApiCall, ProductCode>([
  [stashAccountsCall, ProductCode.stash],
  [coreAccountsCall, ProductCode.core],
  [purseAccountsCall, ProductCode.purse],
]);

/** The query that tells a call apart from the others on its path (only the listings need one). */
const queryOf = (call: ApiCall): Record<string, string> => {
  const product = LISTED_PRODUCT.get(call);
  return product ? { productCode: product } : {};
};

/**
 * A URL matcher for `call` (page.route, or any URL): its path, whatever the rest of the query. It sees
 * no method, so it also matches the other calls on the same path (a POST and its PUT confirmation).
 */
export const callTo = (call: ApiCall) => (url: URL | string) => {
  const { pathname, searchParams } = new URL(url);
  return pathname === call.path && Object.entries(queryOf(call)).every(([key, value]) => searchParams.get(key) === value);
};

/** True for a request of `call`, or a response to one: its path and its method (waitForRequest, waitForResponse). */
export const isCall = (call: ApiCall) => (message: Request | Response) => {
  const request = 'request' in message ? message.request() : message;
  return request.method() === call.method && callTo(call)(request.url());
};

/** The address of `call` with `query` (and a listing's productCode): for the requests a test sends itself. */
export const urlOf = (call: ApiCall, query: Record<string, string> = {}) => {
  const search = new URLSearchParams({ ...queryOf(call), ...query }).toString();
  return search ? `${call.path}?${search}` : call.path;
};

// ---- Watching a call ----

/** The JSON bodies of the requests of `call` the page sends from now on. */
export function recordCalls(page: Page, call: ApiCall) {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (isCall(call)(request)) bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** Counts the requests of `call` the page sends from now on. */
export function countRequests(page: Page, call: ApiCall) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (isCall(call)(request)) counter.count += 1;
  });
  return counter;
}

/** The next request of `call` (its path and its method) reaches the mock and is carried out, but its answer is lost on the way back. */
export async function loseNextAnswer(page: Page, call: ApiCall) {
  let spent = false;
  await page.route(callTo(call), async (route) => {
    if (spent || !isCall(call)(route.request())) return route.fallback();
    spent = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
}

/** Holds back every request on these calls' paths until `release()`: for loading states and double clicks. A fault installed before it answers them once released. */
export async function holdCalls(page: Page, ...calls: ApiCall[]) {
  const releases = await Promise.all(calls.map((call) => holdRequests(page, callTo(call))));
  return () => releases.forEach((release) => release());
}

// ---- Failing a call: the fault table ----

export interface Fault {
  name: string;
  answer: (route: Route) => Promise<void>;
  /** What the screen says when it meets the fault. */
  text: string;
}

/** A refusal (success:false) carrying `message`, which the screen shows as it is. */
export const refusal = (message: string, status = 400): Fault => ({
  name: 'a refusal with a server message',
  answer: (route) => route.fulfill({ status, json: envelope(false, [message]) }),
  text: message,
});

/** The ways an answer can fail, each with the message it must leave rather than a blank screen. */
export const FAULT = {
  serverError: {
    name: 'an HTTP 500 with an envelope',
    answer: (route) => route.fulfill({ status: 500, json: envelope(false) }),
    text: 'The service is having trouble right now. Please try again shortly.',
  },
  unreachable: {
    name: 'a network failure',
    answer: (route) => route.abort('connectionrefused'),
    text: 'We could not reach the server. Check your connection and try again.',
  },
  notJson: {
    name: 'a body that is not JSON',
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"data":{"unexpected":' }),
    text: 'We received an unexpected answer from the server. Please try again shortly.',
  },
  refused: refusal('The service refused this request for a test'),
} satisfies Record<string, Fault>;

/** The transport and server faults: for a screen whose refusals carry a message of their own. */
export const transportFaults: Fault[] = [FAULT.serverError, FAULT.unreachable, FAULT.notJson];
/** Every fault of the table. */
export const faults: Fault[] = [...transportFaults, FAULT.refused];

/** Answers every request of `call` (its path and its method) with `fault`; other methods on the path go through. */
export const failCall = (page: Page, call: ApiCall, fault: Fault) =>
  page.route(callTo(call), (route) => (isCall(call)(route.request()) ? fault.answer(route) : route.fallback()));

/** Answers the next request on `call`'s path with `fault`, then lets the rest through. */
export const failOnce = (page: Page, call: ApiCall, fault: Fault) => page.route(callTo(call), fault.answer, { times: 1 });

/**
 * Answers the next request on `call`'s path that the page at `pagePath` sends with `fault`, then lets the
 * rest through. signIn lands on the dashboard, whose own requests (the summary, the challenges) may still
 * be on their way: a plain failOnce could spend the fault on one of them.
 */
export async function failOnceOn(page: Page, pagePath: string, call: ApiCall, fault: Fault) {
  let spent = false;
  await page.route(callTo(call), (route) => {
    if (spent || new URL(page.url()).pathname !== pagePath) return route.fallback();
    spent = true;
    return fault.answer(route);
  });
}
