// Sign-in and session renewal (spec part 1, section 7). Onboarding calls join this area later.
import { nonempty, string, type, type Infer } from 'superstruct';
import { SESSION_LIFETIME_MS, SessionTokens, defineCall, refreshCall, refreshSession, send, type Session } from './http.ts';
import { Platform, WEB_PLATFORM } from './platform.ts';

export { refreshCall, SessionTokens };

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
