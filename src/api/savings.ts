// Savings and Stash (spec part 1 §7, part 2 §§3, 4 and 7; wire sheet rows 28 to 33):
// Stash creation and termination, the accounts listed per product, and the core plans with their estimate
// and future value.
import { array, enums, type Infer, literal, nonempty, nullable, number, optional, string, type Struct, type, unknown } from 'superstruct';
import { FREQUENCY_CODES, type Frequency } from '../lib/frequency.ts';
import { defineCall, send } from './http.ts';
import { isoDay, NAIRA, ProductCode, wireBoolean, wireMoney, wireNumber, wireText } from './wire.ts';

// ---- The accounts of one product ----
const ACCOUNT_BY_PRODUCT = '/api/v1/user/accountbyproduct';

/** The listing of one product: the query is `productCode` (wire sheet row 28; the spec leaves the name open). */
export const accountsByProduct = <T, S>(kind: string, productCode: ProductCode, account: Struct<T, S>) =>
  defineCall({
    name: `user.accountbyproduct.${kind}`,
    method: 'GET',
    path: ACCOUNT_BY_PRODUCT,
    auth: true,
    request: type({ productCode: literal(productCode) }),
    response: array(account),
  });

/**
 * `frequency` is the chosen lock period's tenor code; `ccyCode` '1' is Naira. The original client sent
 * all three as text ("5000", "90", "1"); this one sends the amount as a number, and the API takes both.
 */
export const StashRequest = type({ amount: wireMoney(), frequency: wireText(string()), ccyCode: wireText(enums([NAIRA])) });
export type StashRequest = Infer<typeof StashRequest>;
/** The created Stash's transaction reference: what its payment is keyed by (the `transId`). */
export const StashCreated = type({ reference: string() });
export type StashCreated = Infer<typeof StashCreated>;

export const createStashCall = defineCall({
  name: 'user.stash',
  method: 'POST',
  path: '/api/v1/user/stash',
  auth: true,
  request: StashRequest,
  response: StashCreated,
});

/** Creates a Stash awaiting payment and returns its reference. */
export const createStash = (stash: StashRequest) => send(createStashCall, stash).then((created) => created.reference);

// ---- The Stash and core plan listings ----

/**
 * A Stash as listed (spec part 2, section 3); its `id` is the account number termination names.
 * `interestAccrued` is not in the original's listing: where the API sends it, the termination
 * confirmation states the amount the customer will receive (README, deviations).
 */
export const StashAccount = type({
  id: wireText(string()),
  name: string(),
  daysLeft: number(),
  contribution: number(),
  maturityDate: string(),
  interestAccrued: optional(number()),
});
export type StashAccount = Infer<typeof StashAccount>;

export const stashAccountsCall = accountsByProduct('stash', ProductCode.stash, StashAccount);

export const getStashAccounts = () => send(stashAccountsCall, { productCode: ProductCode.stash });

/** A core savings plan as listed (spec part 2, section 3; wire sheet row 28). `currency.code` is 'NGN' for Naira. */
export const CoreAccount = type({
  id: wireText(string()),
  name: string(),
  image: optional(nullable(string())),
  isGroup: wireBoolean(),
  /** Percent of the plan's term already elapsed. */
  tenureElapsed: number(),
  contribution: number(),
  target: number(),
  currency: type({ code: wireText(string()) }),
  interestAccrued: number(),
  maturityDate: string(),
});
export type CoreAccount = Infer<typeof CoreAccount>;

export const coreAccountsCall = accountsByProduct('core', ProductCode.core, CoreAccount);

export const getCoreAccounts = () => send(coreAccountsCall, { productCode: ProductCode.core });

/** Days between contributions: 1 daily, 7 weekly, 30 monthly, 0 one time (spec part 2, section 3). */
// The type is exported for the mock's plan handler only, which is to import it from src/lib/frequency.ts.
const frequency = () => wireText(enums([...FREQUENCY_CODES]));
const naira = () => wireText(enums([NAIRA]));

// ---- Ending a Stash early ----

/** `currency` is the number 1 and `accountNo` the listed Stash's `id` (wire sheet row 29). */
export const TerminateRequest = type({
  productCode: wireText(literal(ProductCode.stash)),
  accountNo: wireText(nonempty(string())),
  currency: wireNumber(literal(1)),
});
export type TerminateRequest = Infer<typeof TerminateRequest>;

/** PUT as the original sent it (wire sheet conflict 1); the spec's table says POST and the mock takes both. */
export const terminateCall = defineCall({
  name: 'user.terminate_savings_plan',
  method: 'PUT',
  path: '/api/v1/user/Terminate_Savings_Plan',
  auth: true,
  request: TerminateRequest,
  // Only success and messages are read.
  response: optional(unknown()),
});

export const terminateStash = (accountNo: string) => send(terminateCall, { productCode: ProductCode.stash, accountNo, currency: 1 as const }).then(() => undefined);

// ---- The periodic amount a plan needs ----

export const EstimateQuery = type({
  ExpectedReturn: wireMoney(),
  Frequency: frequency(),
  TargetDate: isoDay(),
  StartDate: isoDay(),
  Product: literal(ProductCode.core),
});
export type EstimateQuery = Infer<typeof EstimateQuery>;
export const Estimate = type({ estimate: number() });

export const estimateCall = defineCall({ name: 'util.estimate', method: 'GET', path: '/api/v1/util/estimate', auth: true, request: EstimateQuery, response: Estimate });

export interface PlanSchedule {
  target: number;
  frequency: Frequency;
  startDate: string;
  endDate: string;
}

/** The amount to save every `frequency` days to reach `target` between the dates. */
export const getEstimate = ({ target, frequency: f, startDate, endDate }: PlanSchedule) =>
  send(estimateCall, { ExpectedReturn: target, Frequency: f, TargetDate: endDate, StartDate: startDate, Product: ProductCode.core }).then((d) => d.estimate);

// ---- What a plan is worth at maturity ----

export const FutureValueQuery = type({
  Principal: wireMoney(),
  Tenor: frequency(),
  Product: literal(ProductCode.core),
  Currency: naira(),
  TargetDate: isoDay(),
  StartDate: isoDay(),
});
export type FutureValueQuery = Infer<typeof FutureValueQuery>;
export const FutureValue = type({ value: number() });

/** The core plan's form of the call: Principal is the target and Tenor the frequency (wire sheet row 33). */
export const coreFutureValueCall = defineCall({
  name: 'util.future_value.core',
  method: 'GET',
  path: '/api/v1/util/future_value',
  auth: true,
  request: FutureValueQuery,
  response: FutureValue,
});

export function getPlanFutureValue({ target, frequency: f, startDate, endDate }: PlanSchedule) {
  const query: FutureValueQuery = { Principal: target, Tenor: f, Product: ProductCode.core, Currency: NAIRA, TargetDate: endDate, StartDate: startDate };
  return send(coreFutureValueCall, query).then((d) => d.value);
}

/** The Stash's form of the call (wire sheet row 23): Principal is the amount and Tenor the lock period's tenor code. */
export const StashFutureValueQuery = type({
  Principal: wireMoney(),
  Tenor: wireText(nonempty(string())),
  Product: literal(ProductCode.stash),
  Currency: naira(),
});
export type StashFutureValueQuery = Infer<typeof StashFutureValueQuery>;

export const stashFutureValueCall = defineCall({
  name: 'util.future_value.stash',
  method: 'GET',
  path: '/api/v1/util/future_value',
  auth: true,
  request: StashFutureValueQuery,
  response: FutureValue,
});

/** What a Stash of `amount` locked for the lock period `tenorCode` is worth at maturity: the API is the authority on its interest. */
export function getStashFutureValue(amount: number, tenorCode: string) {
  const query: StashFutureValueQuery = { Principal: amount, Tenor: tenorCode, Product: ProductCode.stash, Currency: NAIRA };
  return send(stashFutureValueCall, query).then((d) => d.value);
}

// ---- Creating the plan ----

export const CorePlanRequest = type({
  name: nonempty(string()),
  ccyCode: naira(),
  target: wireMoney(),
  startDate: isoDay(),
  endDate: isoDay(),
  earnInterest: wireBoolean(),
  frequency: frequency(),
  /** The estimated periodic amount: what the first payment pays. */
  amount: wireMoney(),
  /** The uploaded image's reference; left out when there is none. */
  imageRef: optional(nonempty(string())),
  isAutomated: literal(true),
});
export type CorePlanRequest = Infer<typeof CorePlanRequest>;
/** `reference` is what the spec calls coreRef: the plan's payment is keyed by it (wire sheet conflict 6). */
export const PlanCreated = type({ reference: string() });

export const createCorePlanCall = defineCall({
  name: 'user.coreaccount',
  method: 'POST',
  path: '/api/v1/user/coreaccount',
  auth: true,
  request: CorePlanRequest,
  response: PlanCreated,
});

export const createCorePlan = (plan: CorePlanRequest) => send(createCorePlanCall, plan).then((d) => d.reference);

/** The savings area's calls by name (registry.ts): the mock's handlers for them are mock-server/handlers/savings.ts. */
export const savingsCalls = {
  createStash: createStashCall,
  stashAccounts: stashAccountsCall,
  coreAccounts: coreAccountsCall,
  terminate: terminateCall,
  estimate: estimateCall,
  coreFutureValue: coreFutureValueCall,
  stashFutureValue: stashFutureValueCall,
  createCorePlan: createCorePlanCall,
};
