// The mock's money for payments: Stash rates, Stashes awaiting payment, and what paying them moves.
import { randomInt } from 'node:crypto';
import type { AccountRecord, UserRecord } from '../../fixtures/builders.ts';
import type { ScenarioParams } from '../../fixtures/scenarios.ts';
import { NAIRA, ProductCode } from '../../src/api/wire.ts';
import { type InterestOption } from '../../src/api/util.ts';
import { lagosDayIn, todayInLagos } from '../../src/lib/calendar.ts';
import { toKobo } from '../../src/lib/money.ts';
import { Refusal } from '../envelope.ts';
import { ledgerAmount, plus } from '../money.ts';
import { checkOtp, OTP_CODE, refuseWrongReplay, sendOtp, UNKNOWN_OTP_TARGET } from '../otp.ts';
import type { PaymentRecord, Store } from '../store.ts';

export const UNKNOWN_TENOR = 'Choose one of the lock periods on offer';
export const PAYMENT_NOT_FOUND = 'We could not find that transaction. Please start again.';
export const ALREADY_PAID = 'This transaction has already been paid';
export const CARD_NOT_FOUND = 'We could not find that card. Please choose another card.';
export const INSUFFICIENT_FUNDS = 'Insufficient balance in your Vibe cash wallet to make this payment';

/** Lock periods and rates per product and currency; Stash is offered in Naira only. */
const RATES: Record<string, InterestOption[]> = {
  [`${ProductCode.stash}:${NAIRA}`]: [
    { tenor: { code: '30', name: '30 days', minDays: 30, maxDays: 89 }, rate: 8 },
    { tenor: { code: '90', name: '90 days', minDays: 90, maxDays: 179 }, rate: 10 },
    { tenor: { code: '180', name: '180 days', minDays: 180, maxDays: 364 }, rate: 11.5 },
    { tenor: { code: '365', name: '1 year', minDays: 365, maxDays: 365 }, rate: 13 },
  ],
  // Core plans (issue 9): the rate follows the plan's length in days.
  [`${ProductCode.core}:${NAIRA}`]: [
    { tenor: { code: '30', name: '1 - 3 months', minDays: 30, maxDays: 89 }, rate: 6 },
    { tenor: { code: '90', name: '3 - 6 months', minDays: 90, maxDays: 179 }, rate: 8 },
    { tenor: { code: '180', name: '6 - 12 months', minDays: 180, maxDays: 364 }, rate: 9 },
    { tenor: { code: '365', name: '1 year and above', minDays: 365, maxDays: 3650 }, rate: 10 },
  ],
};

export const interestOptions = (product: string, ccy: string): InterestOption[] => RATES[`${product}:${ccy}`] ?? [];

export const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
export const newReference = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${digits(6)}`;

/** What a flow decides about a payment it opens; the rest starts the same for every product. */
export type PaymentTerms = Pick<PaymentRecord, 'reference' | 'product' | 'amount' | 'currency' | 'tenor' | 'rate'> & Partial<Pick<PaymentRecord, 'plan' | 'purse' | 'fundsAccountId' | 'groupId'>>;

/** Records something created and awaiting its payment, keyed by its reference. */
export function openPayment(store: Store, user: UserRecord, terms: PaymentTerms): PaymentRecord {
  const payment: PaymentRecord = {
    userId: user.id,
    ...terms,
    amount: ledgerAmount(terms.amount),
    createdAt: new Date().toISOString(),
    status: 'pending',
    paidBy: null,
    challengeId: null,
    cardId: null,
    accountId: null,
  };
  store.state.payments.push(payment);
  return payment;
}

export function createPendingStash(store: Store, user: UserRecord, amount: number, frequency: string, ccyCode: string, reference = newReference('STH')): PaymentRecord {
  const option = interestOptions(ProductCode.stash, ccyCode).find((o) => o.tenor.code === frequency);
  if (!option) throw new Refusal(400, [UNKNOWN_TENOR], { field: 'frequency' });
  return openPayment(store, user, {
    reference,
    product: ProductCode.stash,
    amount,
    currency: ccyCode,
    // A Stash locks for the lock period's guaranteed minimum; the client shows the same term.
    tenor: { code: option.tenor.code, name: option.tenor.name, days: option.tenor.minDays },
    rate: option.rate,
  });
}

/** The customer's payment under `transId`; unknown references are refused. */
export function paymentOf(store: Store, user: UserRecord, transId: string): PaymentRecord {
  const payment = store.state.payments.find((p) => p.userId === user.id && p.reference === transId);
  if (!payment) throw new Refusal(404, [PAYMENT_NOT_FOUND]);
  return payment;
}

export function cardOf(store: Store, user: UserRecord, cardId: string) {
  const card = store.owned('cards', user.id).find((c) => c.id === cardId);
  if (!card) throw new Refusal(404, [CARD_NOT_FOUND]);
  return card;
}

export function startCardPayment(store: Store, user: UserRecord, payment: PaymentRecord, cardId: string): string {
  if (payment.status === 'paid') throw new Refusal(409, [ALREADY_PAID]);
  cardOf(store, user, cardId);
  const challengeId = newReference('CHL');
  payment.challengeId = challengeId;
  payment.cardId = cardId;
  sendOtp(store, challengeId, 4, user.id);
  return challengeId;
}

/** The default purse ('Vibe cash'): the myPurse wallet a wallet payment debits. */
export const walletOf = (store: Store, user: UserRecord) => store.owned('accounts', user.id).find((a) => a.product === ProductCode.purse && a.isDefaultPurse);

/** The default purse, opened for a customer without one (a fresh user) when money first comes in. */
export function openWallet(store: Store, user: UserRecord): AccountRecord {
  const found = walletOf(store, user);
  if (found) return found;
  const today = todayInLagos();
  const purse: AccountRecord = {
    userId: user.id,
    id: digits(10),
    product: ProductCode.purse,
    name: 'Vibe cash',
    currency: NAIRA,
    contribution: 0,
    target: 0,
    interestAccrued: 0,
    rate: 3,
    startDate: today,
    maturityDate: today,
    image: null,
    isGroup: false,
    nameClass: 'vibe',
    isDefaultPurse: true,
  };
  store.state.accounts.push(purse);
  return purse;
}

/** Adds `amount` to the customer's Vibe cash, opening it if they have none yet. */
export function creditWallet(store: Store, user: UserRecord, amount: number) {
  const wallet = openWallet(store, user);
  wallet.contribution = plus(wallet.contribution, amount);
}

export function debitWallet(store: Store, user: UserRecord, amount: number) {
  const wallet = walletOf(store, user);
  if (!wallet || toKobo(wallet.contribution) < toKobo(amount)) throw new Refusal(400, [INSUFFICIENT_FUNDS]);
  wallet.contribution = plus(wallet.contribution, -amount);
}

/** Marks the payment made and opens what it paid for: the Stash account and its transaction. */
export function settle(store: Store, user: UserRecord, payment: PaymentRecord, paidBy: PaidBy) {
  const now = new Date();
  const days = payment.tenor?.days ?? 0;
  const { plan, purse } = payment;
  // A group contribution opens the member's Core Savings account of that group, maturing on its target date.
  const group = payment.groupId ? store.state.publicGroups.find((g) => g.id === payment.groupId) : undefined;
  // A top-up raises the purse it names; anything else opens the account it paid for.
  const funded = payment.fundsAccountId ? fundedPurseOf(store, user, payment.fundsAccountId) : null;
  const account: AccountRecord = funded ?? {
    userId: user.id,
    id: digits(10),
    product: payment.product,
    name: plan?.name ?? purse?.name ?? group?.name ?? 'Stash',
    currency: payment.currency,
    contribution: payment.amount,
    target: plan?.target ?? group?.target ?? 0,
    interestAccrued: 0,
    rate: payment.rate,
    startDate: plan?.startDate ?? purse?.startDate ?? todayInLagos(now),
    maturityDate: plan?.endDate ?? group?.endDate ?? lagosDayIn(days, now),
    image: plan?.image ?? group?.imageUrl ?? null,
    isGroup: Boolean(group),
    nameClass: purse?.nameClass ?? null,
    isDefaultPurse: false,
  };
  if (funded) funded.contribution = plus(funded.contribution, payment.amount);
  else store.state.accounts.push(account);
  store.state.transactions.push({
    userId: user.id,
    reference: payment.reference,
    descr: `${plan ? 'Core savings' : account.name} funding ${PAID_BY_WORDS[paidBy]}`,
    date: now.toISOString(),
    value: payment.amount,
    // From the wallet it is money out of Vibe cash (a debit); by card or transfer, money coming in (a credit).
    type: paidBy === 'wallet' ? 1 : 2,
  });
  if (plan) user.todo.savingsCreated = true;
  payment.status = 'paid';
  payment.paidBy = paidBy;
  payment.accountId = account.id;
}

export const PURSE_NOT_FOUND = 'We could not find that purse. Please choose one of your purses.';
export const WALLET_FUNDS_ITSELF = 'Vibe cash is your wallet, so it cannot pay for itself. Please pay by card or bank transfer.';

/** One of the customer's purses (product 0106) by its account id. */
export function fundedPurseOf(store: Store, user: UserRecord, accountId: string): AccountRecord {
  const purse = store.owned('accounts', user.id).find((a) => a.product === ProductCode.purse && a.id === accountId);
  if (!purse) throw new Refusal(404, [PURSE_NOT_FOUND]);
  return purse;
}

type PaidBy = NonNullable<PaymentRecord['paidBy']>;
const PAID_BY_WORDS: Record<PaidBy, string> = { card: 'by card', wallet: 'from Vibe cash', transfer: 'by bank transfer' };

export const NO_SUCH_VIRTUAL_ACCOUNT = 'No customer holds that virtual account';

/**
 * A bank transfer arriving in a customer's virtual account, as the bank's notice tells a real backend.
 * It pays the customer's latest payment awaiting exactly that amount in naira (the one the transfer step
 * asked for); with none awaiting it, the money goes into Vibe cash. Answers the reference it paid, or
 * null for the wallet. The mock's control route `POST /__mock/transfers` calls it.
 */
export function receiveTransfer(store: Store, accountNo: string, amount: number): { reference: string | null } {
  const account = store.state.virtualAccounts.find((a) => a.accountNo === accountNo);
  const user = account && store.findUser(account.userId);
  if (!user) throw new Refusal(404, [NO_SUCH_VIRTUAL_ACCOUNT]);
  ledgerAmount(amount);
  const awaiting = store
    .owned('payments', user.id)
    .filter((p) => p.status === 'pending' && p.currency === NAIRA && toKobo(p.amount) === toKobo(amount))
    .at(-1);
  if (awaiting) {
    settle(store, user, awaiting, 'transfer');
    return { reference: awaiting.reference };
  }
  creditWallet(store, user, amount);
  store.state.transactions.push({ userId: user.id, reference: newReference('TRF'), descr: 'Bank transfer into myPurse', date: new Date().toISOString(), value: amount, type: 2 });
  return { reference: null };
}

/** A top-up of the wallet itself cannot be paid from the wallet: no money would move. */
export function refuseWalletPayingItself(store: Store, user: UserRecord, payment: PaymentRecord) {
  if (payment.fundsAccountId && payment.fundsAccountId === walletOf(store, user)?.id) throw new Refusal(400, [WALLET_FUNDS_ITSELF]);
}

/** A repeated confirmation of a payment already made the same way succeeds without moving money again. */
export const alreadyPaidBy = (payment: PaymentRecord, method: 'card' | 'wallet') => {
  if (payment.status !== 'paid') return false;
  if (payment.paidBy !== method) throw new Refusal(409, [ALREADY_PAID]);
  return true;
};

export const STASH_DEFAULT_AMOUNT = 50_000;

export const StashSeed = {
  awaitingPayment: 'awaiting payment',
  awaitingCardOtp: 'awaiting its card OTP',
  paidFromWallet: 'paid from the wallet',
  paidByCard: 'paid by card',
} as const;
/** The seeds of a Stash already paid, and how it was paid: a pay call by any other method answers 409. */
const PAID_SEEDS: Partial<Record<string, 'wallet' | 'card'>> = { [StashSeed.paidFromWallet]: 'wallet', [StashSeed.paidByCard]: 'card' };
export const ChallengeSeed = { alone: 'without a transaction' } as const;

/** What a payment state seeded, for the provider-state answer: the pacts inject these into their requests. */
export interface PaymentSeed {
  cardId?: string;
  reference?: string;
  challengeId?: string;
  otp?: string;
}

/**
 * Provider-state seeding for the payment contracts: a Stash awaiting payment (`stash`, with `amount`),
 * its card payment started with the OTP sent (operation 4), one already paid from the wallet (after its card
 * OTP was sent) or by card, or a card challenge alone (operation 5).
 * Unknown values are refused, so a misspelt state never seeds nothing in silence.
 */
export function seedPaymentState(store: Store, user: UserRecord, params: ScenarioParams): PaymentSeed {
  if (params.stash && !Object.values<string>(StashSeed).includes(params.stash)) throw new Error(`unknown stash "${params.stash}"; use one of: ${Object.values(StashSeed).join(', ')}`);
  if (params.challenge && params.challenge !== ChallengeSeed.alone) throw new Error(`unknown challenge "${params.challenge}"; use "${ChallengeSeed.alone}"`);
  const firstCard = store.owned('cards', user.id)[0];
  if (params.cardId && firstCard) firstCard.id = params.cardId;
  const seeded: PaymentSeed = firstCard ? { cardId: firstCard.id } : {};
  const wantsStash = params.stash || params.reference;
  const payment = wantsStash
    ? createPendingStash(store, user, Number(params.amount ?? STASH_DEFAULT_AMOUNT), interestOptions(ProductCode.stash, NAIRA)[0]!.tenor.code, NAIRA, params.reference)
    : null;
  if (payment) seeded.reference = payment.reference;
  const withChallenge = params.stash === StashSeed.awaitingCardOtp || params.stash === StashSeed.paidFromWallet || params.challenge;
  const challengeId = params.challengeId ?? (withChallenge ? newReference('CHL') : null);
  if (challengeId) {
    if (payment) {
      payment.challengeId = challengeId;
      payment.cardId = firstCard?.id ?? null;
    }
    sendOtp(store, challengeId, payment ? 4 : 5, user.id);
    Object.assign(seeded, { challengeId, otp: OTP_CODE });
  }
  // Paid as if the answer had been lost: the account and its transaction are open; the seed moves no wallet money.
  const paidBy = params.stash ? PAID_SEEDS[params.stash] : undefined;
  if (payment && paidBy) settle(store, user, payment, paidBy);
  return seeded;
}

/** Confirms a card payment with its OTP; a repeated confirmation of a payment made by card, with its code, succeeds again. */
export function confirmCardPayment(store: Store, user: UserRecord, transId: string, challengeId: string, token: string) {
  const payment = paymentOf(store, user, transId);
  if (payment.challengeId !== challengeId) throw new Refusal(400, [UNKNOWN_OTP_TARGET]);
  if (alreadyPaidBy(payment, 'card')) return refuseWrongReplay(token);
  // A card removed since the OTP was sent pays for nothing.
  if (payment.cardId) cardOf(store, user, payment.cardId);
  checkOtp(store, challengeId, token, [4]);
  settle(store, user, payment, 'card');
}

/** Pays from the wallet; a repeated payment made from the wallet succeeds again without moving money. */
export function payFromWallet(store: Store, user: UserRecord, transId: string) {
  const payment = paymentOf(store, user, transId);
  if (alreadyPaidBy(payment, 'wallet')) return;
  refuseWalletPayingItself(store, user, payment);
  debitWallet(store, user, payment.amount);
  settle(store, user, payment, 'wallet');
}
