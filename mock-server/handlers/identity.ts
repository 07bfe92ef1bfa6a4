// HTTP for the identity area (src/api/identity.ts): sign-in, session renewal, registration, password reset,
// the PIN set at sign-up, and BVN verification. The rules are domain/identity.ts.
import type { identityCalls } from '../../src/api/identity.ts';
import { issueSession, TOKEN_TTL_MS } from '../auth.ts';
import {
  completeRegistration,
  confirmBvn,
  confirmRegistrationOtp,
  confirmResetToken,
  createPin,
  endSession,
  finishPasswordReset,
  renewSession,
  signIn,
  startPasswordReset,
  startRegistration,
  submitBvn,
} from '../domain/identity.ts';
import type { AreaHandlers } from '../route.ts';
import { sessionView } from '../views.ts';

export const identityHandlers: AreaHandlers<typeof identityCalls> = {
  refresh: ({ input, store }) => {
    const { user, session } = renewSession(store, input.token, input.refreshToken);
    return sessionView(user, session);
  },

  // Ending a session already ended (or never known) is done too: the answer says nothing either way.
  logout: ({ input, store }) => {
    endSession(store, input.token, input.refreshToken);
    return null;
  },

  login: ({ input, store }) => {
    const { user, session } = signIn(store, input.email, input.password);
    return sessionView(user, session);
  },

  register: ({ input, store }) => {
    const { platform: _platform, ...details } = input;
    return { id: startRegistration(store, details).id };
  },

  validateRegistrationOtp: ({ input, store }) => {
    confirmRegistrationOtp(store, input.id, input.token);
    return null;
  },

  createPassword: ({ input, store }) => {
    const user = completeRegistration(store, input.id, input.password);
    // expiresIn is in milliseconds, the unit the original client read it in (wire sheet section 2).
    return { ...sessionView(user, issueSession(store, user.id)), expiresIn: TOKEN_TTL_MS };
  },

  // startPasswordReset reads the e-mail trimmed and the phone's digits only, so spaces around either are fine.
  resetPasswordToken: ({ input, store }) => ({ id: startPasswordReset(store, input.userId).id }),

  validateResetPasswordToken: ({ input, store }) => {
    confirmResetToken(store, input.id, input.token);
    return null;
  },

  resetPassword: ({ input, store }) => {
    finishPasswordReset(store, input.id, input.token, input.password);
    return null;
  },

  createPin: ({ input, user }) => {
    createPin(user, input.pin);
    return null;
  },

  submitBvn: ({ input, store, user }) => {
    submitBvn(store, user, input.bvn);
    return null;
  },

  confirmBvn: ({ input, store, user }) => {
    confirmBvn(store, user, input.id, input.token);
    return null;
  },
};
