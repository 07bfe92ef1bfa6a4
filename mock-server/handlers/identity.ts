// Sign-in, session renewal, registration and password reset.
import type { Router } from 'express';
import { loginCall } from '../../src/api/identity.ts';
import { refreshCall } from '../../src/api/http.ts';
import { resetPasswordCall, resetPasswordTokenCall, validateResetPasswordTokenCall } from '../../src/api/identity.ts';
import { createPasswordCall, registerCall, validateRegistrationOtpCall } from '../../src/api/identity.ts';
import { issueSession, revokeSession, TOKEN_TTL_MS } from '../auth.ts';
import { completeRegistration, confirmRegistrationOtp, confirmResetToken, finishPasswordReset, startPasswordReset, startRegistration } from '../onboarding.ts';
import { Refusal } from '../envelope.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';
import { sessionView } from '../views.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export function identityHandlers(router: Router, store: Store) {
  handle(router, store, loginCall, ({ input }) => {
    const user = store.findUserByEmail(input.email);
    if (!user || user.password !== input.password) throw new Refusal(400, [INVALID_CREDENTIALS]);
    return sessionView(user, issueSession(store, user.id));
  });

  handle(router, store, refreshCall, ({ input }) => {
    const old = store.state.sessions.find((s) => s.refreshToken === input.refreshToken && s.token === input.token);
    const user = old && store.findUser(old.userId);
    if (!old || !user || old.refreshExpiresAt <= Date.now()) throw new Refusal(401, [SESSION_ENDED]);
    revokeSession(store, old);
    return sessionView(user, issueSession(store, user.id));
  });

  handle(router, store, registerCall, ({ input }) => {
    const { platform: _platform, ...details } = input;
    return { id: startRegistration(store, details).id };
  });

  handle(router, store, validateRegistrationOtpCall, ({ input }) => {
    confirmRegistrationOtp(store, input.id, input.token);
    return null;
  });

  handle(router, store, createPasswordCall, ({ input }) => {
    const user = completeRegistration(store, input.id, input.password);
    // expiresIn is in milliseconds, the unit the original client read it in (wire sheet section 2).
    return { ...sessionView(user, issueSession(store, user.id)), expiresIn: TOKEN_TTL_MS };
  });

  // startPasswordReset reads the e-mail trimmed and the phone's digits only, so spaces around either are fine.
  handle(router, store, resetPasswordTokenCall, ({ input }) => ({ id: startPasswordReset(store, input.userId).id }));

  handle(router, store, validateResetPasswordTokenCall, ({ input }) => {
    confirmResetToken(store, input.id, input.token);
    return null;
  });

  handle(router, store, resetPasswordCall, ({ input }) => {
    finishPasswordReset(store, input.id, input.token, input.password);
    return null;
  });
}
