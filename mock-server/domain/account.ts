// The account area's rules in the mock: the portfolio's totals, the profile and next of kin (saved with the
// password), card removal, password and PIN change.
import type { AccountRecord, UserRecord } from '../../fixtures/builders.ts';
import type { NextOfKin, ProfileUpdate } from '../../src/api/account.ts';
import { isNaira } from '../../src/lib/format.ts';
import { roundKobo } from '../../src/lib/money.ts';
import { Refusal } from '../envelope.ts';
import { refuseIfLocked, rightAnswer, wrongAnswer } from '../lockout.ts';
import type { SessionRecord, Store } from '../store.ts';
import { inNairaTerms } from './dashboard.ts';
import { checkPin, dropPasswordResets } from './identity.ts';
import { uploadedImage } from './util.ts';

export const WRONG_PASSWORD = 'The password you entered is incorrect';
export const WRONG_OLD_PASSWORD = 'Your old password is incorrect';
export const WRONG_OLD_PIN = 'Your old PIN is incorrect';
export const NO_SUCH_CARD = 'No such card';
export const NEXT_OF_KIN_EXISTS = 'A next of kin is already saved; update it instead';
export const NO_NEXT_OF_KIN = 'No next of kin is saved yet';
export const NO_SUCH_UPLOAD = 'Upload the image again';

const inNaira = (account: AccountRecord) => isNaira(account.currency);
const sum = (accounts: AccountRecord[], pick: (a: AccountRecord) => number) => roundKobo(accounts.reduce((total, a) => total + pick(a), 0));

/** Balances by product and currency, each total in naira (dollars valued as the summary does); investments are not offered yet, so they are zero. */
export function portfolio(accounts: AccountRecord[]) {
  const savings = accounts.filter((a) => a.product !== '0106');
  const purses = accounts.filter((a) => a.product === '0106');
  const naira = savings.filter(inNaira);
  const dollars = savings.filter((a) => !inNaira(a));
  const totalNaira = sum(naira, (a) => a.contribution);
  const totalDollar = sum(dollars, (a) => a.contribution);
  const purseNairaBal = sum(purses.filter(inNaira), (a) => a.contribution);
  const purseDollarBal = sum(purses.filter((a) => !inNaira(a)), (a) => a.contribution);
  return {
    savings: {
      totalSavingsBal: inNairaTerms(totalNaira, totalDollar),
      totalNaira,
      totalNairaInterest: sum(naira, (a) => a.interestAccrued),
      totalDollar,
      totalDollarInterest: sum(dollars, (a) => a.interestAccrued),
    },
    investment: { totalInvetmentBal: 0, investmentNairaBal: 0, investmentDollarBal: 0 },
    myPurse: { totalPurseBal: inNairaTerms(purseNairaBal, purseDollarBal), purseNairaBal, purseDollarBal },
  };
}

/**
 * Saving a next of kin or a profile, or changing the password, asks for the customer's password. A wrong
 * one counts towards the sign-in lock, as at sign-in: a session must not be a way to guess it without end.
 */
function confirmPassword(store: Store, user: UserRecord, password: string, wrong = WRONG_PASSWORD, field = 'password') {
  refuseIfLocked(store, user.id, 'sign-in');
  if (user.password !== password) wrongAnswer(store, user.id, 'sign-in', wrong, { field });
  rightAnswer(store, user.id, 'sign-in');
}

/** The fields a next of kin is stored with; anything else in the request is refused, not stored. */
const KIN_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'state', 'address'] as const;

function kinRecord(input: NextOfKin) {
  const unknown = Object.keys(input).find((key) => key !== 'password' && !(KIN_FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) throw new Refusal(400, [`${unknown}: is not a field of a next of kin`], { field: unknown });
  return Object.fromEntries(KIN_FIELDS.map((key) => [key, input[key]])) as Record<(typeof KIN_FIELDS)[number], string>;
}

export function updateProfile(store: Store, user: UserRecord, input: ProfileUpdate) {
  confirmPassword(store, user, input.password);
  // A reference must name one of the customer's own uploads.
  for (const field of ['profileImageRef', 'idCardRef'] as const) {
    const reference = input[field];
    if (reference && !uploadedImage(store, user.id, reference)) throw new Refusal(400, [NO_SUCH_UPLOAD], { field });
  }
  user.address = input.address;
  user.state = input.state;
  if (input.profileImageRef) user.profileImageRef = input.profileImageRef;
  if (input.idCardRef) user.idCardRef = input.idCardRef;
}

/** Saves the first next of kin (`exists` false) or replaces the saved one (`exists` true). */
export function saveNextOfKin(store: Store, user: UserRecord, input: NextOfKin, exists: boolean) {
  confirmPassword(store, user, input.password);
  const kin = kinRecord(input);
  if (!exists && user.nextOfKin) throw new Refusal(409, [NEXT_OF_KIN_EXISTS]);
  if (exists && !user.nextOfKin) throw new Refusal(404, [NO_NEXT_OF_KIN]);
  user.nextOfKin = kin;
}

export function removeCard(store: Store, user: UserRecord, cardId: string) {
  const state = store.state;
  const card = state.cards.find((c) => c.userId === user.id && c.id === cardId);
  if (!card) throw new Refusal(404, [NO_SUCH_CARD], { field: 'id' });
  state.cards = state.cards.filter((c) => c !== card);
  if (!state.cards.some((c) => c.userId === user.id)) user.todo.cardLinked = false;
}

/** Every session of the customer but `kept` ends, refresh tokens and all: what a changed secret does. */
function endOtherSessions(store: Store, kept: SessionRecord) {
  store.state.sessions = store.state.sessions.filter((s) => s.userId !== kept.userId || s === kept);
}

export function changePassword(store: Store, session: SessionRecord, user: UserRecord, oldPassword: string, newPassword: string) {
  confirmPassword(store, user, oldPassword, WRONG_OLD_PASSWORD, 'oldPsswrd');
  user.password = newPassword;
  dropPasswordResets(store, user.id);
  endOtherSessions(store, session);
}

export function changePin(store: Store, session: SessionRecord, user: UserRecord, oldPin: string, newPin: string) {
  checkPin(store, user, oldPin, WRONG_OLD_PIN, 'oldPin');
  user.pin = newPin;
  endOtherSessions(store, session);
}
