// Individual core savings plans and Stash termination (spec part 2, sections 3, 4 and 7; wire sheet
// rows 29, 31, 32 and 33): the estimate, the future value, creation, and ending a Stash early.
import { enums, literal, nonempty, number, optional, pattern, string, type, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { NAIRA, ProductCode } from './products.ts';
import { wireBoolean, wireMoney, wireNumber, wireText } from './wire.ts';

/** Days between contributions: 1 daily, 7 weekly, 30 monthly, 0 one time (spec part 2, section 3). */
export const FREQUENCIES = ['1', '7', '30', '0'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
const frequency = () => wireText(enums([...FREQUENCIES]));
const isoDay = () => pattern(string(), /^\d{4}-\d{2}-\d{2}$/);
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
