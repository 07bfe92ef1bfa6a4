// Savings products: Stash creation and the accounts listed per product (spec part 1 §7, part 2 §7).
import { array, enums, literal, nullable, number, optional, string, type, type Infer, type Struct } from 'superstruct';
import { defineCall, send } from './http.ts';
import { NAIRA, ProductCode } from './products.ts';
import { wireBoolean, wireMoney, wireText } from './wire.ts';

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

// ---- Accounts per product. One path, one query, a shape per product: each is its own call. ----

const ACCOUNT_BY_PRODUCT = '/api/v1/user/accountbyproduct';

/** The listing of one product: the query is `productCode` (wire sheet row 28; the spec leaves the name open). */
const accountsByProduct = <T, S>(kind: string, productCode: ProductCode, account: Struct<T, S>) =>
  defineCall({
    name: `user.accountbyproduct.${kind}`,
    method: 'GET',
    path: ACCOUNT_BY_PRODUCT,
    auth: true,
    request: type({ productCode: literal(productCode) }),
    response: array(account),
  });

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

/** A purse as listed; the same list names the accounts a withdrawal can draw from (spec part 2, sections 3 and 7). */
export const PurseAccount = type({ id: wireText(string()), name: string(), availableBalance: number(), nameClass: optional(nullable(string())) });
export type PurseAccount = Infer<typeof PurseAccount>;

export const purseAccountsCall = accountsByProduct('purse', ProductCode.purse, PurseAccount);

export const getPurseAccounts = () => send(purseAccountsCall, { productCode: ProductCode.purse });
