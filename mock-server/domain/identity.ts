// The identity area's rules in the mock: sign-in and session renewal, registration and password reset
// (pending records, their OTPs, and the customers they become), the transaction PIN, and BVN verification.
import { randomUUID } from 'node:crypto';
import { buildUser, type UserRecord } from '../../fixtures/builders.ts';
import { buildScenario, ProviderState, Scenario, type ScenarioParams } from '../../fixtures/scenarios.ts';
import { PASSWORD_POLICY } from '../../src/lib/password-policy.ts';
import { EMAIL } from '../../src/lib/rules.ts';
import { type RecordId } from '../../src/api/identity.ts';
import type { RegistrationDetails } from '../../src/api/identity.ts';
import { OtpOperation } from '../../src/api/util.ts';
import { Refusal } from '../envelope.ts';
import { checkOtp, OTP_CODE, OTP_EXPIRED, OTP_TTL_MS, sendOtp, UNKNOWN_OTP_TARGET } from '../otp.ts';
import { countRequest, refuseIfLocked, REQUEST_WINDOW_MS, rightAnswer, wrongAnswer } from '../lockout.ts';
import { issueSession, revokeSession } from '../auth.ts';
import { insertScenario, type PasswordResetRecord, type RegistrationRecord, type SessionRecord, type Store } from '../store.ts';

/** Reset tokens travel like OTPs; the API has no resend type for them, so the mock keys them with its own. */
export const RESET_TOKEN_OPERATION = 2;

export const EMAIL_TAKEN = 'An account with this email address already exists';
export const PHONE_TAKEN = 'An account with this phone number already exists';
export const TOO_YOUNG = 'You must be 18 or older to register';
export const OTP_NOT_CONFIRMED = 'Please confirm the OTP sent to your phone first';
export const WEAK_PASSWORD = 'Password must be 8 to 15 characters with upper and lower case letters, a number and a symbol (!@#$%^&*)';
export const TOKEN_NOT_CONFIRMED = 'Please confirm your reset token first';

/** One phone number however it is typed: '+234 803…', '234803…' and '0803…' are the same line. */
export const phoneKey = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
};
const samePhone = (a: string, b: string) => phoneKey(a).length >= 7 && phoneKey(a) === phoneKey(b);
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function refuseTaken(store: Store, email: string, phoneNumber: string) {
  const messages: string[] = [];
  if (store.findUserByEmail(email)) messages.push(EMAIL_TAKEN);
  if (store.state.users.some((u) => samePhone(u.phoneNumber, phoneNumber))) messages.push(PHONE_TAKEN);
  if (messages.length) throw new Refusal(400, messages);
}

/** The latest date of birth of someone who is 18 today, as YYYY-MM-DD (ISO dates compare as text). */
function adultCutoff(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear() - 18}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const refusePassword = (password: string) => {
  if (!PASSWORD_POLICY.test(password)) throw new Refusal(400, [WEAK_PASSWORD], { field: 'password' });
};

// ---- Sign-in and session renewal ----

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** What the limits count an e-mail no customer holds under, however it is spaced or cased. */
const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * The customer an e-mail and password name, with a new session; wrong passwords count towards a lock
 * (lockout.ts). An e-mail that names nobody is counted and locked the same way, under the e-mail as
 * typed, so neither the refusal nor the lock tells whether an account exists.
 */
export function signIn(store: Store, email: string, password: string): { user: UserRecord; session: SessionRecord } {
  const user = store.findUserByEmail(email);
  const who = user ? user.id : emailKey(email);
  refuseIfLocked(store, who, 'sign-in');
  if (!user || user.password !== password) wrongAnswer(store, who, 'sign-in', INVALID_CREDENTIALS);
  rightAnswer(store, user.id, 'sign-in');
  dropPasswordResets(store, user.id);
  return { user, session: issueSession(store, user.id) };
}

/**
 * Replaces a session by a new one; the refresh token names it together with its access token. A refresh
 * token already rotated away, sent again, means someone else holds a copy of the session (RFC 9700,
 * refresh token reuse): the session it turned into ends too, and both holders sign in again.
 */
export function renewSession(store: Store, token: string, refreshToken: string): { user: UserRecord; session: SessionRecord } {
  const sessions = store.state.sessions;
  const old = sessions.find((s) => s.refreshToken === refreshToken && s.token === token);
  const user = old && store.findUser(old.userId);
  if (!old || !user || old.refreshExpiresAt <= Date.now()) {
    const successor = sessions.find((s) => s.spentRefreshTokens.includes(refreshToken));
    if (successor) revokeSession(store, successor);
    throw new Refusal(401, [SESSION_ENDED]);
  }
  revokeSession(store, old);
  return { user, session: issueSession(store, user.id, {}, old) };
}

/** Log Out: the session holding both tokens ends, so neither works again. */
export function endSession(store: Store, token: string, refreshToken: string) {
  const session = store.state.sessions.find((s) => s.refreshToken === refreshToken && s.token === token);
  if (session) revokeSession(store, session);
}

// ---- Registration ----

/** The client's longest first or last name (the sign-up form's maxLength rule). */
export const NAME_MAX = 50;
export const INVALID_EMAIL = 'Invalid email';
export const INVALID_PHONE = 'Enter a Nigerian phone number: +234 or 0 followed by 10 digits';

/** A Nigerian number however it is typed ('+234 803…', '234803…', '0803…'): 234 and 10 digits. */
const isNigerianPhone = (phone: string) => /^[\d\s()+-]+$/.test(phone) && /^234\d{10}$/.test(phoneKey(phone));

/** Refuses details the client's sign-up form would not send, naming the field. */
function refuseDetails(details: RegistrationDetails) {
  for (const field of ['firstName', 'lastName'] as const) {
    if (details[field].trim().length > NAME_MAX) throw new Refusal(400, [`${field}: must be at most ${NAME_MAX} characters`], { field });
  }
  if (!EMAIL.test(details.email.trim())) throw new Refusal(400, [INVALID_EMAIL], { field: 'email' });
  if (!isNigerianPhone(details.phoneNumber.trim())) throw new Refusal(400, [INVALID_PHONE], { field: 'phoneNumber' });
}

export function startRegistration(store: Store, details: RegistrationDetails): RegistrationRecord {
  refuseDetails(details);
  refuseTaken(store, details.email, details.phoneNumber);
  if (details.dob > adultCutoff()) throw new Refusal(400, [TOO_YOUNG], { field: 'dob' });
  // Each attempt texts a code to the phone: counted per line, so nobody floods a phone with codes or
  // starts attempt after attempt to guess the code sent to someone else's.
  countRequest(store, 'registration', phoneKey(details.phoneNumber));
  const state = store.state;
  // An attempt with the same e-mail or phone as a pending one is kept beside it, not in its place: a
  // stranger typing someone's e-mail must not cancel their sign-up. The first to complete ends the others.
  const record: RegistrationRecord = {
    id: randomUUID(),
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    email: details.email.trim().toLowerCase(),
    phoneNumber: details.phoneNumber.trim(),
    dob: details.dob,
    referral: details.referral?.trim() || null,
    otpVerified: false,
    startedAt: Date.now(),
  };
  state.registrations = [...stillPending(state.registrations), record];
  // Wrong codes are counted per phone, over all its sign-ups.
  sendOtp(store, record.id, OtpOperation.registration, null, phoneKey(record.phoneNumber));
  return record;
}

/**
 * A sign-up or a password reset not finished within the hour ends; nothing else ends one, so no
 * number of others' attempts can push someone's out.
 */
const stillPending = <T extends { startedAt: number }>(records: T[]) => records.filter((r) => Date.now() - r.startedAt < REQUEST_WINDOW_MS);

/** The pending registration or reset an id names; the client may send a numeric id as a number. */
function pending<T extends { id: string; startedAt: number }>(records: T[], id: RecordId): T {
  const record = stillPending(records).find((r) => r.id === String(id));
  if (!record) throw new Refusal(400, [UNKNOWN_OTP_TARGET]);
  return record;
}

export function confirmRegistrationOtp(store: Store, id: RecordId, token: string) {
  const record = pending(store.state.registrations, id);
  checkOtp(store, record.id, token, [OtpOperation.registration]);
  record.otpVerified = true;
}

/** Turns a confirmed registration into a customer like the fresh-user scenario: every to-do open, nothing saved. */
export function completeRegistration(store: Store, id: RecordId, password: string): UserRecord {
  const record = pending(store.state.registrations, id);
  if (!record.otpVerified) throw new Refusal(400, [OTP_NOT_CONFIRMED]);
  refusePassword(password);
  refuseTaken(store, record.email, record.phoneNumber);
  const { firstName, lastName, email } = record;
  const data = buildScenario(Scenario.freshUser, `registered:${record.id}`, { email, password, firstName, lastName });
  Object.assign(data.user, { phoneNumber: record.phoneNumber, dob: record.dob });
  insertScenario(store.state, data);
  // The other attempts with its e-mail or phone could never complete now: they end with it.
  store.state.registrations = store.state.registrations.filter((r) => r !== record && !sameEmail(r.email, record.email) && !samePhone(r.phoneNumber, record.phoneNumber));
  return data.user;
}

// ---- Password reset ----

/**
 * What a reset is counted under: the e-mail or phone as typed, however it is spaced or cased, whether or
 * not it names a customer. Counting a customer's e-mail and phone together would make the limit tell
 * which phone goes with which e-mail (the phone refused after the e-mail's requests, a stranger's not).
 */
export const resetRequester = (userId: string) => (userId.includes('@') ? emailKey(userId) : `phone:${phoneKey(userId)}`);

/**
 * Whom a reset's wrong tokens are counted against, apart from the customer's other codes: a stranger
 * guessing at resets can neither block the customer's payment, withdrawal or BVN codes, nor tell a
 * customer's e-mail from nobody's by when the hour's wrong tokens run out.
 */
export const resetCodesOf = (userId: string) => `reset:${resetRequester(userId)}`;

/**
 * Starts a reset and sends its token. An e-mail or phone that names nobody is answered the same way
 * (a reset id, no code sent), so the answer never tells whether an account exists; each name is limited
 * to RESET_REQUESTS an hour, and its wrong tokens to WRONG_CODES, counted alike for customers and nobody.
 */
export function startPasswordReset(store: Store, userId: string): PasswordResetRecord {
  const user = store.findUserByEmail(userId) ?? store.state.users.find((u) => samePhone(u.phoneNumber, userId));
  countRequest(store, 'password-reset', resetRequester(userId));
  const state = store.state;
  const record: PasswordResetRecord = { id: randomUUID(), userId: user?.id ?? null, validatedToken: null, validatedAt: null, startedAt: Date.now() };
  if (user) {
    const replaced = new Set(state.passwordResets.filter((r) => r.userId === user.id).map((r) => r.id));
    state.passwordResets = state.passwordResets.filter((r) => !replaced.has(r.id));
    state.otps = state.otps.filter((o) => !(o.operationType === RESET_TOKEN_OPERATION && replaced.has(o.id)));
  }
  state.passwordResets = [...stillPending(state.passwordResets), record];
  // Nobody to send it to: the reset waits for a token that never comes, and every token is wrong.
  sendOtp(store, record.id, RESET_TOKEN_OPERATION, user?.id ?? null, resetCodesOf(userId));
  return record;
}

export function confirmResetToken(store: Store, id: RecordId, token: string) {
  const record = pending(store.state.passwordResets, id);
  checkOtp(store, record.id, record.userId === null ? NO_TOKEN_SENT : token, [RESET_TOKEN_OPERATION], record.userId);
  record.validatedToken = token;
  record.validatedAt = Date.now();
}

/** What a reset naming nobody compares the token with: nothing was sent, so no token is right. */
const NO_TOKEN_SENT = '';

/** A pending reset ends when its customer shows they hold the password (a sign-in, a password change). */
export const dropPasswordResets = (store: Store, userId: string) => {
  store.state.passwordResets = store.state.passwordResets.filter((r) => r.userId !== userId);
};

export function finishPasswordReset(store: Store, id: RecordId, token: string, password: string) {
  const record = pending(store.state.passwordResets, id);
  // Not yet confirmed, validatedToken is null, which no token equals.
  if (record.validatedToken !== token) throw new Refusal(400, [TOKEN_NOT_CONFIRMED]);
  // A validated token is good for a code's life, not for ever.
  if (Date.now() - (record.validatedAt ?? 0) > OTP_TTL_MS) {
    store.state.passwordResets = store.state.passwordResets.filter((r) => r !== record);
    throw new Refusal(400, [OTP_EXPIRED]);
  }
  refusePassword(password);
  const user = record.userId === null ? undefined : store.findUser(record.userId);
  if (!user) throw new Refusal(400, [UNKNOWN_OTP_TARGET]);
  user.password = password;
  const state = store.state;
  // Sessions opened with the old password end with it; whoever holds the e-mail may sign in again at once.
  state.sessions = state.sessions.filter((s) => s.userId !== user.id);
  rightAnswer(store, user.id, 'sign-in');
  state.passwordResets = state.passwordResets.filter((r) => r !== record);
}

// ---- The transaction PIN ----

/** A customer may skip the PIN at sign-up (part 1 §2): what asks for one then says so, and where to set it. */
export const NO_PIN = 'You have not set a transaction PIN yet. Create it under Account, My Security Settings, Change Pin.';
export const PIN_ALREADY_SET = 'A PIN has already been set for this account';

/**
 * Refuses a missing PIN with NO_PIN and a different one with `wrong`, both naming `field`: every
 * PIN-approved action shares it, and so shares the count of wrong PINs that locks it (lockout.ts).
 */
export function checkPin(store: Store, user: UserRecord, pin: string, wrong: string, field = 'pin') {
  if (!user.pin) throw new Refusal(400, [NO_PIN], { field });
  refuseIfLocked(store, user.id, 'pin');
  if (user.pin !== pin) wrongAnswer(store, user.id, 'pin', wrong, { field });
  rightAnswer(store, user.id, 'pin');
}

/** Sets the PIN once, at the end of registration or later from /createpin (changing it is the account area's). */
export function createPin(user: UserRecord, pin: string) {
  if (user.pin) throw new Refusal(400, [PIN_ALREADY_SET]);
  user.pin = pin;
}

// ---- BVN verification: the submitted BVN gets an OTP (operation type 6); confirming it sets `bvnConfirmed` ----
// Each customer's attempt at a BVN is its own code, keyed by (customer, BVN): submitting someone else's BVN
// holds nothing. The BVN is taken by the first customer to confirm its code, and the other attempts end.

export const BVN_ALREADY_CONFIRMED = 'Your BVN has already been verified';
export const BVN_TAKEN = 'This BVN is linked to another account';

const linkedElsewhere = (store: Store, bvn: string, userId: string) => store.state.bvns.some((b) => b.bvn === bvn && b.userId !== userId);

export function submitBvn(store: Store, user: UserRecord, bvn: string) {
  if (user.todo.bvnConfirmed) throw new Refusal(400, [BVN_ALREADY_CONFIRMED]);
  // Every submission is counted, a refused one too: else trying BVNs would map which are taken.
  countRequest(store, 'bvn', user.id);
  if (linkedElsewhere(store, bvn, user.id)) throw new Refusal(400, [BVN_TAKEN]);
  // One BVN at a time per customer: a new one replaces the customer's pending attempt.
  store.state.otps = store.state.otps.filter((o) => !(o.operationType === OtpOperation.bvn && o.userId === user.id));
  sendOtp(store, bvn, OtpOperation.bvn, user.id);
}

export function confirmBvn(store: Store, user: UserRecord, bvn: string, token: string) {
  if (user.todo.bvnConfirmed) throw new Refusal(400, [BVN_ALREADY_CONFIRMED]);
  // Only this customer's code for this BVN confirms it; another customer's attempt is not theirs to use.
  checkOtp(store, bvn, token, [OtpOperation.bvn], user.id);
  if (linkedElsewhere(store, bvn, user.id)) throw new Refusal(400, [BVN_TAKEN]);
  store.state.bvns.push({ userId: user.id, bvn, confirmedAt: Date.now() });
  user.todo.bvnConfirmed = true;
  // The others' attempts at this BVN could never complete now: they end with it.
  store.state.otps = store.state.otps.filter((o) => !(o.operationType === OtpOperation.bvn && o.id === bvn));
}

// ---- Provider states of the onboarding contracts ----

/** Seeds an onboarding provider state; answers what the pacts inject (ids, OTP), or null for another state. */
export function seedOnboardingState(store: Store, name: unknown, params: ScenarioParams): Record<string, string> | null {
  const state = store.state;
  if (name === ProviderState.registrationStarted || name === ProviderState.registrationVerified) {
    const id = params.registrationId ?? randomUUID();
    // A new person each time, so repeated verification runs never collide with a customer already created.
    const person = buildUser(`registration:${id}:${Date.now()}`);
    state.registrations = state.registrations.filter((r) => r.id !== id);
    const verified = name === ProviderState.registrationVerified;
    state.registrations.push({
      id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: `${id}.${Date.now().toString(36)}@example.test`,
      phoneNumber: person.phoneNumber,
      dob: person.dob,
      referral: null,
      otpVerified: verified,
      startedAt: Date.now(),
    });
    if (!verified) sendOtp(store, id, OtpOperation.registration, null, phoneKey(person.phoneNumber));
    return { registrationId: id, otp: OTP_CODE };
  }
  if (name === ProviderState.resetRequested || name === ProviderState.resetValidated) {
    const user = store.addUser(Scenario.freshUser, params.email ? { email: params.email } : {}, { replace: true });
    const id = params.resetId ?? randomUUID();
    const validated = name === ProviderState.resetValidated;
    state.passwordResets = state.passwordResets.filter((r) => r.id !== id && r.userId !== user.id);
    state.otps = state.otps.filter((o) => !(o.id === id && o.operationType === RESET_TOKEN_OPERATION));
    state.passwordResets.push({ id, userId: user.id, validatedToken: validated ? OTP_CODE : null, validatedAt: validated ? Date.now() : null, startedAt: Date.now() });
    if (!validated) sendOtp(store, id, RESET_TOKEN_OPERATION, user.id, resetCodesOf(user.email));
    return { resetId: id, otp: OTP_CODE, email: user.email };
  }
  return null;
}
