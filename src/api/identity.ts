// Sign-in and session renewal, and what the registration and reset calls share (spec part 1, sections 3 and 7).
// The registration and reset calls live in registration.ts and password-reset.ts, so that each screen's
// chunk carries only its own flow's definitions (the auth routes sit close to the size budget).
import { nonempty, number, optional, string, type, union, unknown, type Infer } from 'superstruct';
import { SESSION_LIFETIME_MS, SessionTokens, defineCall, refreshCall, refreshSession, send, type Session } from './http.ts';
import { Platform, WEB_PLATFORM } from './platform.ts';

export { refreshCall, SessionTokens };

/** Ids the server hands out for a pending registration or reset; the spec does not say string or number. */
export const RecordId = union([string(), number()]);
export type RecordId = Infer<typeof RecordId>;

/** The password policy of the spec's guidance: upper and lower case, a number, a symbol, 8 to 15 characters. */
export { PASSWORD_POLICY } from '../lib/password-policy.ts';

/** Calls whose answer the spec does not show: the client reads nothing but `success`. */
export const Unread = optional(unknown());

/** The answer that starts a registration or a reset: the id the later steps name. */
export const PendingRecord = type({ id: RecordId });
export type PendingRecord = Infer<typeof PendingRecord>;

/** An OTP or reset token confirming a pending registration or reset. */
export const OtpConfirmation = type({ id: RecordId, token: nonempty(string()), platform: Platform });
export type OtpConfirmation = Infer<typeof OtpConfirmation>;

export const LoginRequest = type({ email: nonempty(string()), password: nonempty(string()), platform: Platform });
export type LoginRequest = Infer<typeof LoginRequest>;

export const loginCall = defineCall({
  name: 'identity.login',
  method: 'POST',
  path: '/api/v1/identity/login',
  auth: false,
  request: LoginRequest,
  response: SessionTokens,
});

/** Signs in and returns the session to keep, expiring one hour from now (spec part 1, section 9). */
export async function login(credentials: { email: string; password: string }, now = Date.now): Promise<Session> {
  const tokens = await send(loginCall, { ...credentials, platform: WEB_PLATFORM });
  return { name: tokens.name, token: tokens.token, refreshToken: tokens.refreshToken, expiresAt: now() + SESSION_LIFETIME_MS };
}

/** Renews the stored session now (single-flight with any renewal already running). */
export const refresh = refreshSession;
