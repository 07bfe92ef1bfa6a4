// Identity and onboarding (spec part 1, sections 3, 4, 7 and 8): sign-in, registration, password reset,
// the transaction PIN set at the end of registration, and BVN verification.
import { type Infer, min, nonempty, number, optional, pattern, refine, size, string, type, union, unknown } from 'superstruct';
import type { Session } from './config.ts';
import { defineCall, refreshCall, refreshSession, send, SESSION_LIFETIME_MS, SessionTokens } from './http.ts';
import { OtpOperation, resendOtp } from './util.ts';
import { isoDay, wireNumber } from './wire.ts';

// ---- The `platform` object every identity payload carries, naming this client to the server ----

export const Platform = type({ source: string(), id: union([string(), number()]) });
export type Platform = Infer<typeof Platform>;

export const WEB_PLATFORM: Platform = { source: 'web', id: 'reference-web-client' };

// ---- Sign-in, and what the registration and reset calls share (renewal is refreshCall in http.ts) ----
/** Ids the server hands out for a pending registration or reset; the spec does not say string or number. */
export const RecordId = union([string(), number()]);
export type RecordId = Infer<typeof RecordId>;

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

// ---- Signing out (an addition: the original client only forgot the tokens, which stayed valid) ----
export const LogoutRequest = type({ token: nonempty(string()), refreshToken: nonempty(string()) });

export const logoutCall = defineCall({
  name: 'identity.logout',
  method: 'POST',
  path: '/api/v1/identity/logout',
  auth: false,
  request: LogoutRequest,
  response: optional(unknown()),
});

/**
 * Ends `ended` on the server: its token and refresh token stop working. Sent without a bearer, like a
 * refresh, so an expired token is no obstacle; the client forgets the session whatever the answer.
 */
export const endSession = (ended: Pick<Session, 'token' | 'refreshToken'>) =>
  send(logoutCall, { token: ended.token, refreshToken: ended.refreshToken }).then(() => undefined);

// ---- Registration ----
/** A name or phone number as sign-up step 1 sends it, trimmed: 2 to 50 characters (spec part 1, section 5). */
const DetailText = size(string(), 2, 50);
/** The shortest referral code sign-up accepts (spec part 1, section 5). */
export const REFERRAL_MIN = 5;
/** No referral code ('' or absent, as the original client sent none), or one of at least 5 characters. */
const ReferralCode = refine(string(), 'referral code', (code) => code.trim() === '' || code.trim().length >= REFERRAL_MIN);

export const RegistrationRequest = type({
  firstName: DetailText,
  lastName: DetailText,
  email: nonempty(string()),
  phoneNumber: DetailText,
  dob: isoDay(),
  referral: optional(ReferralCode),
  platform: Platform,
});
export type RegistrationRequest = Infer<typeof RegistrationRequest>;
export type RegistrationDetails = Omit<RegistrationRequest, 'platform'>;

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

/** The session a new customer starts with; `expiresIn` is in milliseconds (wire sheet section 2: the original added it to `Date.now()`). */
export const NewSession = type({ name: string(), token: string(), refreshToken: string(), expiresIn: wireNumber(min(number(), 0)) });
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
  return { name: fresh.name, token: fresh.token, refreshToken: fresh.refreshToken, expiresAt: now() + fresh.expiresIn };
}

// ---- Password reset ----
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

// ---- The transaction PIN ----
export const CreatePinRequest = type({ pin: pattern(string(), /^\d{4}$/), platform: Platform });
export type CreatePinRequest = Infer<typeof CreatePinRequest>;

export const createPinCall = defineCall({
  name: 'user.pin.create',
  method: 'POST',
  path: '/api/v1/user/pin',
  auth: true,
  request: CreatePinRequest,
  // The spec does not show the answer; the client reads nothing from it.
  response: optional(unknown()),
});

export const createPin = (pin: string) => send(createPinCall, { pin, platform: WEB_PLATFORM }).then(() => undefined);

// ---- Identity verification by BVN ----
/** 10 to 11 digits (spec part 1, sections 5 and 9). */
export const BVN_PATTERN = /^\d{10,11}$/;

export const BvnSubmission = type({ bvn: pattern(string(), BVN_PATTERN) });
export type BvnSubmission = Infer<typeof BvnSubmission>;

/** `id` is the BVN itself, `token` the OTP (spec part 1, section 3). */
export const BvnConfirmation = type({ id: pattern(string(), BVN_PATTERN), token: pattern(string(), /^\S+$/) });
export type BvnConfirmation = Infer<typeof BvnConfirmation>;

export const submitBvnCall = defineCall({
  name: 'user.bvn.submit',
  method: 'POST',
  path: '/api/v1/user/bvn',
  auth: true,
  request: BvnSubmission,
  // The spec does not show the answer; the client reads nothing from it.
  response: optional(unknown()),
});

export const confirmBvnCall = defineCall({
  name: 'user.bvn.confirm',
  method: 'PUT',
  path: '/api/v1/user/bvn',
  auth: true,
  request: BvnConfirmation,
  response: optional(unknown()),
});

/** Sends the BVN; the service then sends an OTP to the phone or e-mail linked to it. */
export const submitBvn = (bvn: string) => send(submitBvnCall, { bvn }).then(() => undefined);

/** Confirms the BVN with the OTP; afterwards the to-do flag `bvnConfirmed` is set. */
export const confirmBvn = (bvn: string, otp: string) => send(confirmBvnCall, { id: bvn, token: otp }).then(() => undefined);

/** Sends the BVN's OTP again (operation type 6). */
export const resendBvnOtp = (bvn: string) => resendOtp(bvn, OtpOperation.bvn);

/** The identity area's calls by name (registry.ts): the mock's handlers for them are mock-server/handlers/identity.ts. */
export const identityCalls = {
  refresh: refreshCall,
  logout: logoutCall,
  login: loginCall,
  register: registerCall,
  validateRegistrationOtp: validateRegistrationOtpCall,
  createPassword: createPasswordCall,
  resetPasswordToken: resetPasswordTokenCall,
  validateResetPasswordToken: validateResetPasswordTokenCall,
  resetPassword: resetPasswordCall,
  createPin: createPinCall,
  submitBvn: submitBvnCall,
  confirmBvn: confirmBvnCall,
};
