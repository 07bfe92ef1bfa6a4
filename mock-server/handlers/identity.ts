// Sign-in and session renewal.
import type { Router } from 'express';
import { loginCall, refreshCall } from '../../src/api/identity.ts';
import { issueSession, revokeSession } from '../auth.ts';
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
}
