// Purses (myPurse; spec part 2, sections 3, 5 and 7; wire sheet rows 37 and 38): the purses as listed,
// creating a purse and funding an existing one.
import { enums, type Infer, max, min, nonempty, nullable, number, optional, pattern, size, string, type } from 'superstruct';
import { FREQUENCY_CODES, WITHDRAWAL_FREQUENCY_CODES } from '../lib/frequency.ts';
import { defineCall, send } from './http.ts';
import { accountsByProduct } from './savings.ts';
import { NAIRA, ProductCode } from './wire.ts';
import { isoDay, wireBoolean, wireMoney, wireNumber, wireText } from './wire.ts';

// ---- The customer's purses as listed ----
/**
 * A purse as listed; the same list names the accounts a withdrawal can draw from (spec part 2, sections 3 and 7).
 * `nameClass` is the purse's style key; the default purse, the wallet, is listed with WALLET_NAME_CLASS.
 */
export const PurseAccount = type({ id: wireText(string()), name: string(), availableBalance: number(), nameClass: optional(nullable(string())) });
export type PurseAccount = Infer<typeof PurseAccount>;

/** The default purse's name (spec part 2, section 9); no other purse may take it. */
export const WALLET_NAME = 'Vibe cash';
/** The nameClass the API lists the default purse with, and no other purse. */
export const WALLET_NAME_CLASS = 'vibe';

// Case, spaces and invisible spaces aside: 'VIBE  cash' and 'Vibecash' read as the wallet's name too.
const nameKey = (name: string) => name.replace(/[\s\u200B-\u200D\u2060\uFEFF]+/g, '').toLowerCase();
/** True for the wallet's name, in any case or spacing: a purse given it would pass for the wallet. */
export const isWalletName = (name: string) => nameKey(name) === nameKey(WALLET_NAME);

/**
 * The wallet in a purse listing: the purse marked with WALLET_NAME_CLASS. From an API that marks none, the
 * one purse with the wallet's name; with several of that name, none, for a guess could show another purse's
 * balance as the wallet's (docs/for-backend-teams.md).
 */
export function walletOf(purses: readonly PurseAccount[]): PurseAccount | undefined {
  const marked = purses.find((p) => p.nameClass === WALLET_NAME_CLASS);
  if (marked) return marked;
  const named = purses.filter((p) => isWalletName(p.name));
  return named.length === 1 ? named[0] : undefined;
}

export const purseAccountsCall = accountsByProduct('purse', ProductCode.purse, PurseAccount);

export const getPurseAccounts = () => send(purseAccountsCall, { productCode: ProductCode.purse });

// ---- Creating and funding a purse ----
// Crediting frequency: a contribution frequency (FREQUENCY_CODES). Automatic withdrawal: 7 every week,
// 14 every two weeks, 30 every month, '001' pick a date (WITHDRAWAL_FREQUENCY_CODES); '0' none.
export const NO_WITHDRAWAL = '0';
// Only for the mock's purse handler, which is to import it from src/lib/frequency.ts.


/**
 * The merged purse draft (step 1 plus the automatic-withdrawal choice). The original client sent the
 * codes, the amount and autoWithdraw as text and drPct as text or a number; the API takes both.
 * The rules between fields (drDate only with pick-a-date, drPct from 1 to 100 when withdrawing) are
 * the server's to enforce; the mock does.
 */
export const PurseRequest = type({
  name: size(pattern(string(), /\S/), 1, 60),
  ccyCode: wireText(enums([NAIRA])),
  startDate: isoDay(),
  crFreq: wireText(enums([...FREQUENCY_CODES])),
  amount: wireMoney(),
  autoWithdraw: wireBoolean(),
  drFreq: wireText(enums([NO_WITHDRAWAL, ...WITHDRAWAL_FREQUENCY_CODES])),
  /** A day (YYYY-MM-DD) with pick-a-date, otherwise empty. */
  drDate: string(),
  /** True when the withdrawal date was picked. */
  drDateOpt: wireBoolean(),
  /** Percent of the balance withdrawn automatically; 0 without automatic withdrawal. */
  drPct: wireNumber(max(min(number(), 0), 100)),
  isAutomated: wireBoolean(),
});
export type PurseRequest = Infer<typeof PurseRequest>;

/** The created purse's transaction reference (the client keeps it as myPurseRef). */
export const PurseCreated = type({ reference: nonempty(string()) });
export type PurseCreated = Infer<typeof PurseCreated>;

export const createPurseCall = defineCall({
  name: 'user.my_purse',
  method: 'POST',
  path: '/api/v1/user/my_purse',
  auth: true,
  request: PurseRequest,
  response: PurseCreated,
});

/** Creates a purse awaiting its first payment and returns its reference. */
export const createPurse = (purse: PurseRequest) => send(createPurseCall, purse).then((created) => created.reference);

/** `accountNumber` is the purse's `id` from the 0106 listing. */
export const FundPurseRequest = type({ accountNumber: wireText(nonempty(string())), amount: wireMoney() });
export type FundPurseRequest = Infer<typeof FundPurseRequest>;
/** `reference` is paid as the transId; `transId` the original only showed as a message. */
export const FundPurseCreated = type({ reference: nonempty(string()), transId: optional(string()) });
export type FundPurseCreated = Infer<typeof FundPurseCreated>;

export const fundPurseCall = defineCall({
  name: 'transfer.fundexistingpurse',
  method: 'POST',
  // The original sent /api/v1transfer/FundExistingPurse (no slash): a bug, fixed (README, deviations).
  path: '/api/v1/transfer/FundExistingPurse',
  auth: true,
  request: FundPurseRequest,
  response: FundPurseCreated,
});

/** Starts a top-up of an existing purse and returns the reference its payment is keyed by. */
export const fundPurse = (request: FundPurseRequest) => send(fundPurseCall, request).then((created) => created.reference);

/** Purses earn 3% per annum, paid at the end of each month (spec part 2, section 9). */
export const PURSE_RATE = 3;

/** The purses area's calls by name (registry.ts): the mock's handlers for them are mock-server/handlers/purses.ts. */
export const pursesCalls = {
  purseAccounts: purseAccountsCall,
  createPurse: createPurseCall,
  fundPurse: fundPurseCall,
};
