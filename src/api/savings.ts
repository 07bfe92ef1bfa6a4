// Savings products: Stash creation and the accounts listed per product (spec part 1 §7, part 2 §7).
import { array, enums, literal, number, refine, string, type, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { NAIRA, ProductCode } from './util.ts';

const positive = refine(number(), 'positive', (n) => n > 0 || 'must be more than zero');

/** `frequency` is the chosen lock period's tenor code; `ccyCode` '1' is Naira. */
export const StashRequest = type({ amount: positive, frequency: string(), ccyCode: enums([NAIRA]) });
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

/** A Stash as listed (spec part 2, section 3). */
export const StashAccount = type({ id: string(), name: string(), daysLeft: number(), contribution: number(), maturityDate: string() });
export type StashAccount = Infer<typeof StashAccount>;

export const StashAccountsQuery = type({ code: literal(ProductCode.stash) });

export const stashAccountsCall = defineCall({
  name: 'user.accountbyproduct.stash',
  method: 'GET',
  path: ACCOUNT_BY_PRODUCT,
  auth: true,
  request: StashAccountsQuery,
  response: array(StashAccount),
});

export const getStashAccounts = () => send(stashAccountsCall, { code: ProductCode.stash });
