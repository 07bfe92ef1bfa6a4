// HTTP for the account area (src/api/account.ts): the profile and next of kin, the portfolio, card removal,
// the referral code, password and PIN change. The rules are domain/account.ts.
import type { accountCalls } from '../../src/api/account.ts';
import { changePassword, changePin, portfolio, removeCard, saveNextOfKin, updateProfile } from '../domain/account.ts';
import { uploadedImage } from '../domain/util.ts';
import type { AreaHandlers } from '../route.ts';

export const accountHandlers: AreaHandlers<typeof accountCalls> = {
  profile: ({ store, user }) => ({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dob,
    address: user.address ?? null,
    state: user.state ?? null,
    profilePic: user.profileImageRef ? uploadedImage(store, user.id, user.profileImageRef) : null,
    idCard: user.idCardRef ? uploadedImage(store, user.id, user.idCardRef) : null,
  }),

  updateProfile: ({ input, store, user }) => {
    updateProfile(store, user, input);
    return null;
  },

  // An empty object while none is saved, like the bank account.
  nextOfKin: ({ user }) => user.nextOfKin ?? {},

  createNextOfKin: ({ input, store, user }) => {
    saveNextOfKin(store, user, input, false);
    return null;
  },

  updateNextOfKin: ({ input, store, user }) => {
    saveNextOfKin(store, user, input, true);
    return null;
  },

  // PUT per the wire sheet; the spec's table writes GET, so the mock takes both.
  portfolio: { handle: ({ store, user }) => portfolio(store.owned('accounts', user.id)), alsoMethods: ['GET'] },

  deleteCard: ({ input, store, user }) => {
    removeCard(store, user, input.id);
    return null;
  },

  referral: ({ user }) => user.referralCode,

  changePassword: ({ input, store, session, user }) => {
    changePassword(store, session, user, input.oldPsswrd, input.newPsswrd);
    return null;
  },

  changePin: ({ input, store, session, user }) => {
    changePin(store, session, user, input.oldPin, input.newPin);
    return null;
  },
};
