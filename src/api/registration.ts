// Registration: details -> OTP -> password, where the session starts (spec part 1, sections 3, 4 and 7).
import { min, nonempty, number, optional, pattern, string, type, type Infer } from 'superstruct';
import { defineCall, send, type Session } from './http.ts';
import { OtpConfirmation, PendingRecord, RecordId, Unread } from './identity.ts';
import { Platform, WEB_PLATFORM } from './platform.ts';
import { wireNumber } from './wire.ts';

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

