// The account area: portfolio, profile, next of kin, card removal, password and PIN change, referral.
import type { Router } from 'express';
import type { AccountRecord, UserRecord } from '../../fixtures/builders.ts';
import { deleteCardCall, portfolioCall, referralCall } from '../../src/api/account.ts';
import { createNextOfKinCall, nextOfKinCall, profileCall, updateNextOfKinCall, updateProfileCall, type NextOfKin } from '../../src/api/account.ts';
import { changePasswordCall, changePinCall } from '../../src/api/account.ts';
import { Refusal } from '../envelope.ts';
import { handle } from '../route.ts';
import { checkPin } from '../pin.ts';
import { uploadedImage } from '../uploads.ts';
import type { Store } from '../store.ts';

export const WRONG_PASSWORD = 'The password you entered is incorrect';
export const WRONG_OLD_PASSWORD = 'Your old password is incorrect';
export const WRONG_OLD_PIN = 'Your old PIN is incorrect';
export const NO_SUCH_CARD = 'No such card';
export const NEXT_OF_KIN_EXISTS = 'A next of kin is already saved; update it instead';
export const NO_NEXT_OF_KIN = 'No next of kin is saved yet';
export const NO_SUCH_UPLOAD = 'Upload the image again';

const round2 = (n: number) => Math.round(n * 100) / 100;
const isNaira = (account: AccountRecord) => account.currency === '1' || account.currency === 'NGN';
const sum = (accounts: AccountRecord[], pick: (a: AccountRecord) => number) => round2(accounts.reduce((total, a) => total + pick(a), 0));

/** Balances by product and currency; investments are not offered yet, so they are zero. */
function portfolioView(accounts: AccountRecord[]) {
  const savings = accounts.filter((a) => a.product !== '0106');
  const purses = accounts.filter((a) => a.product === '0106');
  const naira = savings.filter(isNaira);
  const dollars = savings.filter((a) => !isNaira(a));
  const totalNaira = sum(naira, (a) => a.contribution);
  const totalDollar = sum(dollars, (a) => a.contribution);
  const purseNairaBal = sum(purses.filter(isNaira), (a) => a.contribution);
  const purseDollarBal = sum(purses.filter((a) => !isNaira(a)), (a) => a.contribution);
  return {
    savings: {
      totalSavingsBal: round2(totalNaira + totalDollar),
      totalNaira,
      totalNairaInterest: sum(naira, (a) => a.interestAccrued),
      totalDollar,
      totalDollarInterest: sum(dollars, (a) => a.interestAccrued),
    },
    investment: { totalInvetmentBal: 0, investmentNairaBal: 0, investmentDollarBal: 0 },
    myPurse: { totalPurseBal: round2(purseNairaBal + purseDollarBal), purseNairaBal, purseDollarBal },
  };
}

/** Saving a next of kin or a profile asks for the customer's password. */
function confirmPassword(user: UserRecord, password: string) {
  if (user.password !== password) throw new Refusal(400, [WRONG_PASSWORD], { field: 'password' });
}

const kinRecord = ({ password: _password, ...kin }: NextOfKin) => kin;

export function accountHandlers(router: Router, store: Store) {
  // PUT per the wire sheet; the spec's table writes GET, so the mock takes both.
  handle(router, store, portfolioCall, ({ user }) => portfolioView(store.owned('accounts', user.id)), { alsoMethods: ['GET'] });

  handle(router, store, profileCall, ({ user }) => ({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dob,
    address: user.address ?? null,
    state: user.state ?? null,
    profilePic: user.profileImageRef ? uploadedImage(store, user.id, user.profileImageRef) : null,
    idCard: user.idCardRef ? uploadedImage(store, user.id, user.idCardRef) : null,
  }));

  handle(router, store, updateProfileCall, ({ user, input }) => {
    confirmPassword(user, input.password);
    // A reference must name one of the customer's own uploads.
    for (const field of ['profileImageRef', 'idCardRef'] as const) {
      const reference = input[field];
      if (reference && !uploadedImage(store, user.id, reference)) throw new Refusal(400, [NO_SUCH_UPLOAD], { field });
    }
    user.address = input.address;
    user.state = input.state;
    if (input.profileImageRef) user.profileImageRef = input.profileImageRef;
    if (input.idCardRef) user.idCardRef = input.idCardRef;
    return null;
  });

  // An empty object while none is saved, like the bank account.
  handle(router, store, nextOfKinCall, ({ user }) => user.nextOfKin ?? {});

  handle(router, store, createNextOfKinCall, ({ user, input }) => {
    confirmPassword(user, input.password);
    if (user.nextOfKin) throw new Refusal(409, [NEXT_OF_KIN_EXISTS]);
    user.nextOfKin = kinRecord(input);
    return null;
  });

  handle(router, store, updateNextOfKinCall, ({ user, input }) => {
    confirmPassword(user, input.password);
    if (!user.nextOfKin) throw new Refusal(404, [NO_NEXT_OF_KIN]);
    user.nextOfKin = kinRecord(input);
    return null;
  });

  handle(router, store, deleteCardCall, ({ user, input }) => {
    const state = store.state;
    const card = state.cards.find((c) => c.userId === user.id && c.id === input.id);
    if (!card) throw new Refusal(404, [NO_SUCH_CARD], { field: 'id' });
    state.cards = state.cards.filter((c) => c !== card);
    if (!state.cards.some((c) => c.userId === user.id)) user.todo.cardLinked = false;
    return null;
  });

  handle(router, store, changePasswordCall, ({ user, input }) => {
    if (user.password !== input.oldPsswrd) throw new Refusal(400, [WRONG_OLD_PASSWORD], { field: 'oldPsswrd' });
    user.password = input.newPsswrd;
    return null;
  });

  handle(router, store, changePinCall, ({ user, input }) => {
    checkPin(user, input.oldPin, WRONG_OLD_PIN, 'oldPin');
    user.pin = input.newPin;
    return null;
  });

  handle(router, store, referralCall, ({ user }) => user.referralCode);
}
