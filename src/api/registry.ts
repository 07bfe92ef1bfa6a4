// Every call the client defines, by area and name: the one list the mock's handlers are keyed by (a call
// without a handler, or a handler without a call, fails the type check), and the catalogue and the
// coverage command read. Areas are listed in the order the mock registers them: where two calls share a
// method and path (the accounts per product), the one that takes any request comes last.
import { accountCalls } from './account.ts';
import { dashboardCalls } from './dashboard.ts';
import { groupsCalls } from './groups.ts';
import type { Call } from './http.ts';
import { identityCalls } from './identity.ts';
import { moneyOutCalls } from './money-out.ts';
import { paymentsCalls } from './payments.ts';
import { pursesCalls } from './purses.ts';
import { savingsCalls } from './savings.ts';
import { utilCalls } from './util.ts';

export const apiCalls = {
  identity: identityCalls,
  dashboard: dashboardCalls,
  savings: savingsCalls,
  purses: pursesCalls,
  groups: groupsCalls,
  payments: paymentsCalls,
  moneyOut: moneyOutCalls,
  account: accountCalls,
  util: utilCalls,
};
export type ApiCalls = typeof apiCalls;
export type ApiArea = keyof ApiCalls;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds calls of every payload type
export type AnyCall = Call<any, any>;

/** Every call with its area and name, in registration order. */
export const registeredCalls = (): { area: ApiArea; name: string; call: AnyCall }[] =>
  (Object.entries(apiCalls) as [ApiArea, Record<string, AnyCall>][]).flatMap(([area, calls]) => Object.entries(calls).map(([name, call]) => ({ area, name, call })));
