// The mock's money out: beneficiaries (other customers of the mock), transfers between customers'
// default purses, withdrawals from a purse confirmed by OTP, and idempotent replays of all of them.
import { randomInt } from 'node:crypto';
import { BANKS, type UserRecord } from '../../fixtures/builders.ts';
import type { AddBankAccountRequest } from '../../src/api/money-out.ts';
import { ProductCode } from '../../src/api/wire.ts';
import { toKobo } from '../../src/lib/money.ts';
import { Refusal } from '../envelope.ts';
import { ledgerAmount, plus } from '../money.ts';
import { OTP_CODE, sendOtp } from '../otp.ts';
import { DEMO_CONTACTS, type Store, type WithdrawalRecord } from '../store.ts';
import { countRequest } from '../lockout.ts';
import { checkPin } from './identity.ts';
import { openWallet, walletOf } from './payments.ts';

export const UNKNOWN_RECIPIENT = 'We could not find a customer with that e-mail or phone number';
export const NOT_YOURSELF = 'You cannot send money to yourself';
export const UNKNOWN_BENEFICIARY = 'We could not find that beneficiary';
export const TRANSFER_INSUFFICIENT = 'Insufficient balance in your Vibe cash wallet for this transfer';
export const WITHDRAW_INSUFFICIENT = 'The amount is more than this account holds';
export const UNKNOWN_ACCOUNT = 'We could not find that account. Please choose another account.';
export const WRONG_PIN = 'The PIN you entered is incorrect';
export const NO_BANK_ACCOUNT = 'Add a withdrawal bank account before you withdraw';
export const BANK_ACCOUNT_CHANGED = 'The bank account this withdrawal was to be paid into has been removed or changed, so nothing was withdrawn. Please start the withdrawal again.';
/** A withdrawal challenge has no transaction of its own: resends name it with operation type 5. */
export const WITHDRAWAL_OTP = 5;

const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^0(?=\d{10}$)/, '234');

/** The customer an e-mail ('0') or phone number ('1') names. */
export function resolveCustomer(store: Store, identifier: string, type: string): UserRecord {
  // findUserByEmail trims the e-mail and ignores its case; digits() keeps only a number's digits.
  const found =
    type === '0' ? store.findUserByEmail(identifier) : store.state.users.find((u) => digits(u.phoneNumber) === digits(identifier) && digits(identifier).length >= 10);
  if (!found) throw new Refusal(404, [UNKNOWN_RECIPIENT]);
  return found;
}

/**
 * A resolution by a signed-in customer: counted per customer an hour (a lookup of nobody too, since
 * guesses are what a scan makes), and answering the name only, never the e-mail, so a phone number
 * gives away no more than the confirmation needs to show.
 */
export function resolveFor(store: Store, user: UserRecord, identifier: string, type: string) {
  countRequest(store, 'beneficiary-lookup', user.id);
  const found = resolveCustomer(store, identifier, type);
  if (found.id === user.id) throw new Refusal(400, [NOT_YOURSELF]);
  return { id: found.id, name: nameOf(found) };
}

const nameOf = (user: UserRecord) => `${user.firstName} ${user.lastName}`;

/** A saved beneficiary: the e-mail is what a transfer to them names (its `beneficiaryId`). */
export const beneficiaryView = (user: UserRecord) => ({ id: user.id, name: nameOf(user), email: user.email });

export function beneficiariesOf(store: Store, user: UserRecord) {
  return store.state.beneficiaries
    .filter((b) => b.userId === user.id)
    .map((b) => store.findUser(b.beneficiaryId))
    .filter((u): u is UserRecord => Boolean(u))
    .map(beneficiaryView);
}

const isSaved = (store: Store, user: UserRecord, beneficiaryId: string) => store.state.beneficiaries.some((b) => b.userId === user.id && b.beneficiaryId === beneficiaryId);

export function saveBeneficiary(store: Store, user: UserRecord, beneficiaryId: string) {
  const other = store.findUser(beneficiaryId);
  if (!other) throw new Refusal(404, [UNKNOWN_RECIPIENT]);
  if (other.id === user.id) throw new Refusal(400, [NOT_YOURSELF]);
  if (!isSaved(store, user, other.id)) store.state.beneficiaries.push({ userId: user.id, beneficiaryId: other.id });
}

/**
 * Saving someone through the beneficiary call. Their e-mail is listed from then on (a transfer is addressed
 * by it), so saving someone not yet saved counts as a lookup: a phone number leads to an e-mail only
 * within the hour's lookups.
 */
export function addBeneficiaryFor(store: Store, user: UserRecord, beneficiaryId: string) {
  if (!isSaved(store, user, beneficiaryId)) countRequest(store, 'beneficiary-lookup', user.id);
  saveBeneficiary(store, user, beneficiaryId);
}

export function removeBeneficiary(store: Store, user: UserRecord, beneficiaryId: string) {
  const state = store.state;
  const before = state.beneficiaries.length;
  state.beneficiaries = state.beneficiaries.filter((b) => !(b.userId === user.id && b.beneficiaryId === beneficiaryId));
  if (state.beneficiaries.length === before) throw new Refusal(404, [UNKNOWN_BENEFICIARY]);
}

const purses = (store: Store, user: UserRecord) => store.owned('accounts', user.id).filter((a) => a.product === ProductCode.purse);

const reference = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${randomInt(1_000_000).toString().padStart(6, '0')}`;

function record(store: Store, userId: string, ref: string, descr: string, value: number, type: 1 | 2) {
  store.state.transactions.unshift({ userId, reference: ref, descr, date: new Date().toISOString(), value, type });
}

/** Part 2 §5: "a BVN is needed for peer-to-peer transfers". */
export const BVN_NEEDED = 'Verify your BVN before you send money to another customer: Verify BVN is on your dashboard.';

/** Moves `amount` from the sender's default purse to the recipient's; both histories record it. */
export function transfer(store: Store, sender: UserRecord, recipientEmail: string, amount: number, save: boolean) {
  if (!sender.todo.bvnConfirmed) throw new Refusal(403, [BVN_NEEDED]);
  ledgerAmount(amount);
  // Naming someone not saved is a lookup too (its answer tells whether they are a customer): counted alike.
  const saved = beneficiariesOf(store, sender).some((b) => b.email.toLowerCase() === recipientEmail.trim().toLowerCase());
  if (!saved) countRequest(store, 'beneficiary-lookup', sender.id);
  const recipient = resolveCustomer(store, recipientEmail, '0');
  if (recipient.id === sender.id) throw new Refusal(400, [NOT_YOURSELF]);
  const from = walletOf(store, sender);
  if (!from || toKobo(from.contribution) < toKobo(amount)) throw new Refusal(400, [TRANSFER_INSUFFICIENT]);
  const to = openWallet(store, recipient);
  // Worked out first: a total the ledger cannot hold refuses the transfer before anything moves.
  const [fromAfter, toAfter] = [plus(from.contribution, -amount), plus(to.contribution, amount)];
  from.contribution = fromAfter;
  to.contribution = toAfter;
  const ref = reference('TRF');
  record(store, sender.id, ref, `Transfer to ${recipient.firstName} ${recipient.lastName}`, amount, 1);
  record(store, recipient.id, ref, `Transfer from ${sender.firstName} ${sender.lastName}`, amount, 2);
  if (save) saveBeneficiary(store, sender, recipient.id);
}

export interface WithdrawalStart {
  pin: string;
  amount: number;
  reason: string;
  remark: string;
  accountId: string;
}

/** Checks the PIN, the purse and its balance, and sends the OTP; no money moves until it is confirmed. */
export function startWithdrawal(store: Store, user: UserRecord, start: WithdrawalStart): string {
  ledgerAmount(start.amount);
  const bankAccount = bankAccountOf(store, user);
  if (!bankAccount) throw new Refusal(400, [NO_BANK_ACCOUNT]);
  checkPin(store, user, start.pin, WRONG_PIN);
  const purse = purses(store, user).find((a) => a.id === start.accountId);
  if (!purse) throw new Refusal(404, [UNKNOWN_ACCOUNT]);
  if (toKobo(purse.contribution) < toKobo(start.amount)) throw new Refusal(400, [WITHDRAW_INSUFFICIENT]);
  const challengeId = reference('WDR');
  store.state.withdrawals.push({
    userId: user.id,
    challengeId,
    accountId: purse.id,
    bankAccountId: bankAccount.id,
    amount: start.amount,
    reason: start.reason,
    remark: start.remark,
    status: 'awaiting otp',
  });
  sendOtp(store, challengeId, WITHDRAWAL_OTP, user.id);
  return challengeId;
}

export const withdrawalOf = (store: Store, user: UserRecord, challengeId: string) => store.state.withdrawals.find((w) => w.userId === user.id && w.challengeId === challengeId);

/**
 * Refuses a withdrawal whose bank account was deleted (or replaced by another) since it started: the
 * customer confirmed paying that account, and nothing else may receive the money. Checked before the
 * OTP, so the refusal costs no try and holds however often it is asked.
 */
export function refuseIfBankAccountChanged(store: Store, user: UserRecord, withdrawal: WithdrawalRecord) {
  if (bankAccountOf(store, user)?.id !== withdrawal.bankAccountId) throw new Refusal(400, [BANK_ACCOUNT_CHANGED]);
}

/** After the right OTP: lowers the purse (refused if it no longer holds the amount) and records it. */
export function completeWithdrawal(store: Store, user: UserRecord, withdrawal: WithdrawalRecord) {
  refuseIfBankAccountChanged(store, user, withdrawal);
  const purse = purses(store, user).find((a) => a.id === withdrawal.accountId);
  if (!purse) throw new Refusal(404, [UNKNOWN_ACCOUNT]);
  if (toKobo(purse.contribution) < toKobo(withdrawal.amount)) throw new Refusal(400, [WITHDRAW_INSUFFICIENT]);
  purse.contribution = plus(purse.contribution, -withdrawal.amount);
  withdrawal.status = 'done';
  record(store, user.id, withdrawal.challengeId, `Withdrawal to bank account from ${purse.name}`, withdrawal.amount, 1);
}

export const MoneyOutSeed = { beneficiary: 'saved', withdrawal: 'awaiting its OTP', withdrawalAccountGone: 'awaiting its OTP, its bank account since removed' } as const;

/**
 * Provider-state seeding for the money-out contracts: `beneficiary: 'saved'` saves the first demo
 * contact (answered as `beneficiaryId`); `withdrawal: 'awaiting its OTP'` starts a withdrawal of
 * `amount` (default 1,000) from the default purse (answered as `challengeId` and `otp`); with 'awaiting
 * its OTP, its bank account since removed', the bank account it was to pay is deleted after it started.
 * The default purse's id is always answered as `walletId`.
 */
export function seedMoneyOutState(store: Store, user: UserRecord, params: { beneficiary?: string; withdrawal?: string; amount?: string; challengeId?: string }) {
  if (params.beneficiary && params.beneficiary !== MoneyOutSeed.beneficiary) throw new Error(`unknown beneficiary "${params.beneficiary}"; use "${MoneyOutSeed.beneficiary}"`);
  const withdrawals: string[] = [MoneyOutSeed.withdrawal, MoneyOutSeed.withdrawalAccountGone];
  if (params.withdrawal && !withdrawals.includes(params.withdrawal)) throw new Error(`unknown withdrawal "${params.withdrawal}"; use ${withdrawals.map((w) => `"${w}"`).join(' or ')}`);
  const seeded: Record<string, string> = {};
  const purse = walletOf(store, user);
  if (purse) seeded.walletId = purse.id;
  if (params.beneficiary) {
    const contact = store.findUserByEmail(DEMO_CONTACTS[0].email);
    if (!contact) throw new Error('the demo contacts are missing');
    saveBeneficiary(store, user, contact.id);
    seeded.beneficiaryId = contact.id;
  }
  if (params.withdrawal) {
    if (!purse) throw new Error('a withdrawal needs a customer with a default purse (a saver)');
    const bankAccount = bankAccountOf(store, user);
    if (!bankAccount) throw new Error('a withdrawal needs a withdrawal bank account (not bankAccount "none")');
    const challengeId = params.challengeId ?? reference('WDR');
    const amount = Number(params.amount ?? 1000);
    store.state.withdrawals.push({ userId: user.id, challengeId, accountId: purse.id, bankAccountId: bankAccount.id, amount, reason: '', remark: '', status: 'awaiting otp' });
    sendOtp(store, challengeId, WITHDRAWAL_OTP, user.id);
    Object.assign(seeded, { challengeId, otp: OTP_CODE });
    if (params.withdrawal === MoneyOutSeed.withdrawalAccountGone) store.state.bankAccounts = store.state.bankAccounts.filter((a) => a !== bankAccount);
  }
  return seeded;
}

// ---- The withdrawal bank account: one a customer, at a bank of the list ----

export const WRONG_BANK_PIN = 'The PIN you entered is incorrect';
export const ONE_BANK_ACCOUNT = 'You already have a withdrawal account; delete it before adding another';
export const UNKNOWN_BANK = 'Choose a bank from the list';
export const NO_SUCH_BANK_ACCOUNT = 'No such bank account';

export const bankAccountOf = (store: Store, user: UserRecord) => store.owned('bankAccounts', user.id)[0];

export function addBankAccount(store: Store, user: UserRecord, input: AddBankAccountRequest) {
  checkPin(store, user, input.pin, WRONG_BANK_PIN);
  const bank = BANKS.find((b) => b.code === input.bankCode);
  if (!bank) throw new Refusal(400, [UNKNOWN_BANK], { field: 'bankCode' });
  if (bankAccountOf(store, user)) throw new Refusal(409, [ONE_BANK_ACCOUNT]);
  const ids = new Set(store.state.bankAccounts.map((a) => a.id));
  let id = '';
  do id = String(100_000 + Math.floor(Math.random() * 900_000));
  while (ids.has(id));
  store.state.bankAccounts.push({ userId: user.id, id, aName: `${user.firstName} ${user.lastName}`, number: input.accountNumber, bankCode: bank.code, bName: bank.name });
  user.todo.withdrawalAccount = true;
}

export function deleteBankAccount(store: Store, user: UserRecord, id: string) {
  const state = store.state;
  const account = state.bankAccounts.find((a) => a.userId === user.id && a.id === id);
  if (!account) throw new Refusal(404, [NO_SUCH_BANK_ACCOUNT], { field: 'id' });
  state.bankAccounts = state.bankAccounts.filter((a) => a !== account);
  user.todo.withdrawalAccount = false;
}
