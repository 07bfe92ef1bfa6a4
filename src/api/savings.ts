// Savings products: Stash creation and the accounts listed per product (spec part 1 §7, part 2 §7).
import { enums, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { accountsByProduct } from './accounts-by-product.ts';
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

// ---- Accounts per product: one path, one query, a shape per product (accounts-by-product.ts). ----

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

// The purses' listing is a module of its own: the transfer, withdrawal and top-up screens need it alone.
export * from './purse-accounts.ts';
