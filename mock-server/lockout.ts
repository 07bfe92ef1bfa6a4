// Limits on guessing a customer's secrets, as a real backend sets them: after SIGN_IN_TRIES wrong passwords
// sign-in is locked for SIGN_IN_LOCK_MS, after PIN_TRIES wrong PINs the PIN is locked for PIN_LOCK_MS.
// A right answer clears the count; while locked even the right answer is refused. Asking for a new code
// (a password reset, a BVN check) is counted per hour too, or asking again would reset the wrong tries.
// Time is Date.now(), which the unit tests fake (vi.useFakeTimers); journeys lock an account with the control routes.
import { Refusal } from './envelope.ts';
import type { LockoutRecord, RequestRecord, Store } from './store.ts';

export const SIGN_IN_TRIES = 5;
export const SIGN_IN_LOCK_MS = 15 * 60_000;
export const PIN_TRIES = 3;
export const PIN_LOCK_MS = 30 * 60_000;

/** A lock answers 429, the status for "too many requests, try again later". */
export const LOCKED_STATUS = 429;

type Kind = LockoutRecord['kind'];

const LIMITS: Record<Kind, { tries: number; lockMs: number }> = {
  'sign-in': { tries: SIGN_IN_TRIES, lockMs: SIGN_IN_LOCK_MS },
  pin: { tries: PIN_TRIES, lockMs: PIN_LOCK_MS },
};

/** "in 15 minutes", "in 1 minute": what is left of a lock, rounded up to the minute. */
export const inMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const signInLocked = (leftMs: number) =>
  `Too many wrong passwords, so sign-in to this account is locked. Try again ${inMinutes(leftMs)}, or reset your password.`;
export const pinLocked = (leftMs: number) => `Too many wrong PINs, so your PIN is locked. Try again ${inMinutes(leftMs)}.`;

const MESSAGES: Record<Kind, (leftMs: number) => string> = { 'sign-in': signInLocked, pin: pinLocked };

function recordOf(store: Store, userId: string, kind: Kind): LockoutRecord {
  const state = store.state;
  let record = state.lockouts.find((l) => l.userId === userId && l.kind === kind);
  if (!record) {
    record = { userId, kind, failures: 0, lockedUntil: null };
    state.lockouts.push(record);
  }
  return record;
}

/** Refuses with the lock's message while `kind` is locked for the customer; a lock that ran out is lifted. */
export function refuseIfLocked(store: Store, userId: string, kind: Kind) {
  const record = store.state.lockouts.find((l) => l.userId === userId && l.kind === kind);
  if (!record?.lockedUntil) return;
  const left = record.lockedUntil - Date.now();
  if (left > 0) throw new Refusal(LOCKED_STATUS, [MESSAGES[kind](left)]);
  record.lockedUntil = null;
}

/**
 * Counts a wrong answer. The one that reaches the limit locks and is refused with the lock's message;
 * the others are refused with `wrong` (and `data`, the field it names).
 */
export function wrongAnswer(store: Store, userId: string, kind: Kind, wrong: string, data: unknown = null): never {
  const record = recordOf(store, userId, kind);
  record.failures += 1;
  if (record.failures < LIMITS[kind].tries) throw new Refusal(400, [wrong], data);
  lock(store, userId, kind);
  throw new Refusal(LOCKED_STATUS, [MESSAGES[kind](LIMITS[kind].lockMs)], data);
}

/** A right answer: the count starts again. */
export function rightAnswer(store: Store, userId: string, kind: Kind) {
  store.state.lockouts = store.state.lockouts.filter((l) => !(l.userId === userId && l.kind === kind));
}

/** Locks `kind` for the customer now, for the full time (also what the control routes call). */
export function lock(store: Store, userId: string, kind: Kind) {
  const record = recordOf(store, userId, kind);
  record.failures = 0;
  record.lockedUntil = Date.now() + LIMITS[kind].lockMs;
}

export const isLockKind = (value: unknown): value is Kind => value === 'sign-in' || value === 'pin';

// ---- Requests that send someone a code: at most so many an hour, so asking again cannot buy more guesses ----

export const RESET_REQUESTS = 10;
export const BVN_SUBMISSIONS = 10;
export const REGISTRATIONS_PER_PHONE = 10;
/** Generous for a customer adding or paying people, far too few to map who holds which number. */
export const BENEFICIARY_LOOKUPS = 60;
/** Per sender e-mail: room for a conversation, not for flooding out the kept messages. */
export const CONTACT_MESSAGES = 30;
/**
 * Wrong one-time codes an hour, counted per customer (a registration's: per phone) over every code sent
 * to them: a resend or a new challenge gives a fresh code, never more guesses.
 */
export const WRONG_CODES = 15;
export const REQUEST_WINDOW_MS = 60 * 60_000;

export const resetsTooOften = (leftMs: number) =>
  `You have asked for ${RESET_REQUESTS} reset tokens in the last hour, the most we send. Try again ${inMinutes(leftMs)}.`;
export const bvnTooOften = (leftMs: number) =>
  `You have submitted a BVN ${BVN_SUBMISSIONS} times in the last hour, the most we check. Try again ${inMinutes(leftMs)}.`;

export const registrationsTooOften = (leftMs: number) =>
  `We have sent ${REGISTRATIONS_PER_PHONE} sign-up codes to this phone number in the last hour, the most we send. Try again ${inMinutes(leftMs)}.`;

export const lookupsTooOften = (leftMs: number) =>
  `You have looked up ${BENEFICIARY_LOOKUPS} customers in the last hour, the most we allow. Try again ${inMinutes(leftMs)}.`;

export const contactTooOften = (leftMs: number) =>
  `You have sent ${CONTACT_MESSAGES} messages from this e-mail address in the last hour, the most we accept. Try again ${inMinutes(leftMs)}.`;

export const wrongCodesTooOften = (leftMs: number) =>
  `${WRONG_CODES} wrong codes have been entered here in the last hour, the most we check. Try again ${inMinutes(leftMs)}.`;

type RequestKind = RequestRecord['kind'];

const REQUEST_LIMITS: Record<RequestKind, { max: number; message: (leftMs: number) => string }> = {
  'password-reset': { max: RESET_REQUESTS, message: resetsTooOften },
  bvn: { max: BVN_SUBMISSIONS, message: bvnTooOften },
  registration: { max: REGISTRATIONS_PER_PHONE, message: registrationsTooOften },
  'beneficiary-lookup': { max: BENEFICIARY_LOOKUPS, message: lookupsTooOften },
  contact: { max: CONTACT_MESSAGES, message: contactTooOften },
  'wrong-code': { max: WRONG_CODES, message: wrongCodesTooOften },
};

/**
 * Refuses (429) a request of `kind` by `key` once the hour holds its limit of them, until the oldest
 * counted one is an hour old. Each count lasts its hour: other traffic never pushes one out.
 */
export function refuseIfTooMany(store: Store, kind: RequestKind, key: string) {
  const now = Date.now();
  const state = store.state;
  state.requests = state.requests.filter((r) => now - r.at < REQUEST_WINDOW_MS);
  const mine = state.requests.filter((r) => r.kind === kind && r.key === key);
  const { max, message } = REQUEST_LIMITS[kind];
  const oldest = mine[0];
  if (oldest && mine.length >= max) throw new Refusal(LOCKED_STATUS, [message(oldest.at + REQUEST_WINDOW_MS - now)]);
}

/** Counts one request of `kind` by `key` for the next hour. */
export const noteRequest = (store: Store, kind: RequestKind, key: string) => {
  store.state.requests.push({ kind, key, at: Date.now() });
};

/** Counts a request of `kind` by `key`, refused past the limit; refused requests are not counted, so the wait never grows. */
export function countRequest(store: Store, kind: RequestKind, key: string) {
  refuseIfTooMany(store, kind, key);
  noteRequest(store, kind, key);
}

/** Counts `kind` as used up for `key` now, as after the most requests an hour (the provider states). */
export function useUpRequests(store: Store, kind: RequestKind, key: string) {
  const now = Date.now();
  for (let i = 0; i < REQUEST_LIMITS[kind].max; i += 1) store.state.requests.push({ kind, key, at: now });
}
