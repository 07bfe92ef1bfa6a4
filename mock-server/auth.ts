// Bearer tokens issued at sign-in, expiring like the real service's (one hour), with rotation on refresh.
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { SessionRecord, Store } from './store.ts';

export const TOKEN_TTL_MS = 3_600_000;
export const REFRESH_TTL_MS = 7 * 24 * 3_600_000;

const opaque = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** How many rotated refresh tokens a session line remembers: a week of hourly renewals and more. */
export const SPENT_KEPT = 200;

/** A new session; `renewing` is the one it replaces, whose line it continues (its refresh token spent). */
export function issueSession(
  store: Store,
  userId: string,
  fixed: Partial<Pick<SessionRecord, 'token' | 'refreshToken'>> = {},
  renewing?: SessionRecord,
): SessionRecord {
  const now = Date.now();
  const session: SessionRecord = {
    token: fixed.token ?? opaque('tok'),
    refreshToken: fixed.refreshToken ?? opaque('ref'),
    userId,
    expiresAt: now + TOKEN_TTL_MS,
    // A sign-in lasts a week at most: renewals carry its end on, never push it back.
    refreshExpiresAt: renewing ? renewing.refreshExpiresAt : now + REFRESH_TTL_MS,
    spentRefreshTokens: renewing ? [...renewing.spentRefreshTokens, renewing.refreshToken].slice(-SPENT_KEPT) : [],
  };
  const state = store.state;
  state.sessions = state.sessions.filter((s) => s.token !== session.token && s.refreshToken !== session.refreshToken);
  state.sessions.push(session);
  return session;
}

export function revokeSession(store: Store, session: SessionRecord) {
  store.state.sessions = store.state.sessions.filter((s) => s !== session);
}

export type AuthResult = { ok: true; session: SessionRecord } | { ok: false; message: string };

export function authenticate(store: Store, req: Request): AuthResult {
  const header = req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return { ok: false, message: 'Authorization token is missing' };
  const session = store.state.sessions.find((s) => s.token === match[1]);
  if (!session) return { ok: false, message: 'Authorization token is invalid' };
  if (session.expiresAt <= Date.now()) return { ok: false, message: 'Authorization token has expired' };
  return { ok: true, session };
}
