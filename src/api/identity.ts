// Sign-in, session renewal, registration and password reset (spec part 1, sections 3 and 7).
import { nonempty, number, optional, pattern, string, type, union, unknown, type Infer } from 'superstruct';
import { SESSION_LIFETIME_MS, SessionTokens, defineCall, refreshCall, refreshSession, send, type Session } from './http.ts';
import { Platform, WEB_PLATFORM } from './platform.ts';

export { refreshCall, SessionTokens };

/** Ids the server hands out for a pending registration or reset; the spec does not say string or number. */
export const RecordId = union([string(), number()]);
export type RecordId = Infer<typeof RecordId>;

/** The password policy of the spec's guidance: upper and lower case, a number, a symbol, 8 to 15 characters. */
export const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,15}$/;

/** Calls whose answer the spec does not show: the client reads nothing but `success`. */
const Unread = optional(unknown());

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

// ---- Registration: details -> OTP -> password (the session starts here) ----

export const RegistrationRequest = type({
  firstName: nonempty(string()),
  lastName: nonempty(string()),
  email: nonempty(string()),
  phoneNumber: nonempty(string()),
  dob: pattern(string(), /^\d{4}-\d{2}-\d{2}$/),
  referral: optional(string()),
  platform: Platform,
});
export type RegistrationRequest = Infer<typeof RegistrationRequest>;
export type RegistrationDetails = Omit<RegistrationRequest, 'platform'>;

export const PendingRecord = type({ id: RecordId });
export type PendingRecord = Infer<typeof PendingRecord>;

export const registerCall = defineCall({
  name: 'identity.register',
  method: 'POST',
  path: '/api/v1/identity/register',
  auth: false,
  request: RegistrationRequest,
  response: PendingRecord,
});

/** Starts a registration; the server texts an OTP to the phone. Returns the id the next steps name. */
export const register = (details: RegistrationDetails) => send(registerCall, { ...details, platform: WEB_PLATFORM }).then((data) => data.id);

export const OtpConfirmation = type({ id: RecordId, token: nonempty(string()), platform: Platform });
export type OtpConfirmation = Infer<typeof OtpConfirmation>;

export const validateRegistrationOtpCall = defineCall({
  name: 'identity.validateregistrationotp',
  method: 'POST',
  path: '/api/v1/identity/validateregistrationotp',
  auth: false,
  request: OtpConfirmation,
  response: Unread,
});

export const validateRegistrationOtp = (id: RecordId, token: string) =>
  send(validateRegistrationOtpCall, { id, token, platform: WEB_PLATFORM }).then(() => undefined);

export const CreatePasswordRequest = type({ id: RecordId, password: nonempty(string()), platform: Platform });
export type CreatePasswordRequest = Infer<typeof CreatePasswordRequest>;

/** The session a new customer starts with; `expiresIn` is in seconds (the spec leaves the unit open). */
export const NewSession = type({ name: string(), token: string(), refreshToken: string(), expiresIn: number() });
export type NewSession = Infer<typeof NewSession>;

export const createPasswordCall = defineCall({
  name: 'identity.createpassword',
  method: 'POST',
  path: '/api/v1/identity/createpassword',
  auth: false,
  request: CreatePasswordRequest,
  response: NewSession,
});

/** Sets the first password and returns the session, expiring when the server says (spec part 1, section 9). */
export async function createPassword(id: RecordId, password: string, now = Date.now): Promise<Session> {
  const fresh = await send(createPasswordCall, { id, password, platform: WEB_PLATFORM });
  return { name: fresh.name, token: fresh.token, refreshToken: fresh.refreshToken, expiresAt: now() + fresh.expiresIn * 1000 };
}

// ---- Password reset: request a token -> validate it -> set the new password ----

export const ResetRequest = type({ userId: nonempty(string()), platform: Platform });
export type ResetRequest = Infer<typeof ResetRequest>;

export const resetPasswordTokenCall = defineCall({
  name: 'identity.resetpasswordtoken',
  method: 'POST',
  path: '/api/v1/identity/resetpasswordtoken',
  auth: false,
  request: ResetRequest,
  response: PendingRecord,
});

/** Asks for a reset token for an e-mail address or phone number; returns the reset's id. */
export const requestPasswordReset = (userId: string) => send(resetPasswordTokenCall, { userId, platform: WEB_PLATFORM }).then((data) => data.id);

export const validateResetPasswordTokenCall = defineCall({
  name: 'identity.validateresetpasswordtoken',
  method: 'POST',
  path: '/api/v1/identity/validateresetpasswordtoken',
  auth: false,
  request: OtpConfirmation,
  response: Unread,
});

export const validateResetToken = (id: RecordId, token: string) =>
  send(validateResetPasswordTokenCall, { id, token, platform: WEB_PLATFORM }).then(() => undefined);

export const ResetPasswordRequest = type({ id: RecordId, token: nonempty(string()), password: nonempty(string()), platform: Platform });
export type ResetPasswordRequest = Infer<typeof ResetPasswordRequest>;

export const resetPasswordCall = defineCall({
  name: 'identity.resetpassword',
  method: 'POST',
  path: '/api/v1/identity/resetpassword',
  auth: false,
  request: ResetPasswordRequest,
  response: Unread,
});

export const resetPassword = (id: RecordId, token: string, password: string) =>
  send(resetPasswordCall, { id, token, password, platform: WEB_PLATFORM }).then(() => undefined);
