// The purses' rules in the mock: a new purse awaits its first payment, a top-up of one of the customer's
// purses awaits payment; paying either (payments.ts) moves the money.
import type { UserRecord } from '../../fixtures/builders.ts';
import type { ScenarioParams } from '../../fixtures/scenarios.ts';
import { isWalletName, NO_WITHDRAWAL, PURSE_RATE, type FundPurseRequest, type PurseRequest } from '../../src/api/purses.ts';
import { ProductCode } from '../../src/api/wire.ts';
import { todayInLagos } from '../../src/lib/calendar.ts';
import { PICK_A_DATE } from '../../src/lib/frequency.ts';
import { Refusal } from '../envelope.ts';
import { ledgerAmount } from '../money.ts';
import type { PaymentRecord, PursePlan, Store } from '../store.ts';
import { fundedPurseOf, newReference, openPayment } from './payments.ts';

export const WALLET_NAME_RESERVED = 'name: Vibe cash is the name of your wallet; choose another name for this purse';
export const START_IN_PAST = 'startDate: the purse cannot start before today';
export const WITHDRAWAL_FREQUENCY_NEEDED = 'drFreq: choose how often to withdraw automatically';
export const PERCENTAGE_RANGE = 'drPct: the percentage to withdraw must be from 1 to 100';
export const DATE_ONLY_WHEN_PICKED = 'drDate: a withdrawal date is only taken with the pick-a-date option';
export const DATE_NEEDED = 'drDate: pick the withdrawal date';
export const DATE_BEFORE_START = 'drDate: the withdrawal date cannot be before the purse starts';

const refuse = (field: string, message: string) => new Refusal(400, [message], { field });

/** The rules between the fields of a purse (spec part 2, section 5) that a schema cannot hold alone. */
export function pursePlan(input: PurseRequest, today = todayInLagos()): PursePlan {
  // The wallet is the default purse; another of its name, in any case or spacing, would pass for it.
  if (isWalletName(input.name)) throw refuse('name', WALLET_NAME_RESERVED);
  if (input.startDate < today) throw refuse('startDate', START_IN_PAST);
  const picked = input.drFreq === PICK_A_DATE;
  if (input.drDate !== '' && !picked) throw refuse('drDate', DATE_ONLY_WHEN_PICKED);
  if (input.autoWithdraw) {
    if (input.drFreq === NO_WITHDRAWAL) throw refuse('drFreq', WITHDRAWAL_FREQUENCY_NEEDED);
    if (!(input.drPct >= 1 && input.drPct <= 100)) throw refuse('drPct', PERCENTAGE_RANGE);
    if (picked && !/^\d{4}-\d{2}-\d{2}$/.test(input.drDate)) throw refuse('drDate', DATE_NEEDED);
    if (picked && input.drDate < input.startDate) throw refuse('drDate', DATE_BEFORE_START);
  }
  const withdraws = input.autoWithdraw;
  return {
    name: input.name.trim(),
    nameClass: null,
    startDate: input.startDate,
    crFreq: input.crFreq,
    autoWithdraw: withdraws,
    drFreq: withdraws ? input.drFreq : NO_WITHDRAWAL,
    drDate: withdraws && picked ? input.drDate : '',
    drPct: withdraws ? input.drPct : 0,
  };
}

function pendingPurse(store: Store, user: UserRecord, amount: number, extra: Pick<PaymentRecord, 'purse' | 'fundsAccountId'>, prefix: string, reference = newReference(prefix)) {
  return openPayment(store, user, { reference, product: ProductCode.purse, amount: ledgerAmount(amount), currency: '1', tenor: null, rate: PURSE_RATE, ...extra });
}

/** A new purse awaiting its first payment. */
export const createPurse = (store: Store, user: UserRecord, input: PurseRequest) => pendingPurse(store, user, input.amount, { purse: pursePlan(input), fundsAccountId: null }, 'PRS');

/** A top-up of one of the customer's purses, awaiting payment. */
export function topUpPurse(store: Store, user: UserRecord, input: FundPurseRequest) {
  const purse = fundedPurseOf(store, user, input.accountNumber);
  return pendingPurse(store, user, input.amount, { purse: null, fundsAccountId: purse.id }, 'FPS');
}

export const PurseSeed = { awaitingPayment: 'awaiting payment', walletTopUp: 'a top-up of Vibe cash awaiting payment' } as const;

/**
 * Provider-state seeding for the purse contracts: answers the id of the customer's first named purse
 * (`purseId`); `purse` seeds a new purse awaiting payment, or a top-up of the wallet (Vibe cash)
 * awaiting payment. Returns what the pacts inject.
 */
export function seedPurseState(store: Store, user: UserRecord, params: ScenarioParams): { purseId?: string; reference?: string } {
  if (params.purse && !Object.values<string>(PurseSeed).includes(params.purse)) throw new Error(`unknown purse "${params.purse}"; use one of: ${Object.values(PurseSeed).join(', ')}`);
  const purses = store.owned('accounts', user.id).filter((a) => a.product === ProductCode.purse);
  const named = purses.find((a) => !a.isDefaultPurse);
  const seeded: { purseId?: string; reference?: string } = named ? { purseId: named.id } : {};
  if (params.purse === PurseSeed.awaitingPayment) {
    const plan: PursePlan = { name: 'Detty December', nameClass: null, startDate: todayInLagos(), crFreq: '30', autoWithdraw: false, drFreq: NO_WITHDRAWAL, drDate: '', drPct: 0 };
    seeded.reference = pendingPurse(store, user, Number(params.amount ?? 20_000), { purse: plan, fundsAccountId: null }, 'PRS', params.reference).reference;
  }
  if (params.purse === PurseSeed.walletTopUp) {
    const wallet = purses.find((a) => a.isDefaultPurse);
    if (!wallet) throw new Error('the customer has no Vibe cash wallet to top up');
    seeded.reference = pendingPurse(store, user, Number(params.amount ?? 20_000), { purse: null, fundsAccountId: wallet.id }, 'FPS', params.reference).reference;
  }
  return seeded;
}
