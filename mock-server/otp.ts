// The mock's one-time codes: "sent" by the flows that need one, always OTP_CODE, checked on confirm.
// A code (reset tokens included) lasts OTP_TTL_MS and takes OTP_TRIES wrong tries; a resend sends a
// fresh one (a new ten minutes and tries), at most OTP_RESENDS times per request. Wrong codes are also
// counted per whom they were sent to, over all their codes: at most WRONG_CODES an hour (lockout.ts), so
// neither a resend nor a new challenge buys more guesses. A code is keyed by what it confirms, its
// operation and the customer it was sent to: two customers' codes for one BVN are two codes.
import { Refusal } from './envelope.ts';
import { LOCKED_STATUS, noteRequest, refuseIfTooMany } from './lockout.ts';
import type { OtpRecord, Store } from './store.ts';

export const OTP_CODE = '123456';
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_TRIES = 5;
export const OTP_RESENDS = 5;

export const WRONG_OTP = 'The OTP you entered is incorrect or has expired';
export const UNKNOWN_OTP_TARGET = 'We could not find that request. Please start again.';
export const OTP_EXPIRED = 'This code has expired: a code lasts 10 minutes. Ask for a new code and try again.';
export const OTP_SPENT = 'Too many wrong codes, so this code no longer works. Ask for a new code and try again.';
export const OTP_RESENT_TOO_OFTEN = `This code has been sent ${OTP_RESENDS} times, the most we send. Please start again.`;

/** Which customer's code: `undefined` matches any, `null` only a code sent to nobody signed in (a registration's). */
type Owner = string | null | undefined;
const ownedBy = (otp: OtpRecord, owner: Owner) => owner === undefined || otp.userId === owner;

/**
 * Sends a code for `id` to the customer `userId`, or to nobody signed in (a registration's, a reset
 * naming nobody); `sentTo` names whom for the hourly count of wrong codes (a registration's phone), the
 * customer by default.
 */
export function sendOtp(store: Store, id: string, operationType: number, userId: string | null = null, sentTo = userId ?? `code:${id}`) {
  const state = store.state;
  state.otps = state.otps.filter((o) => !(o.id === id && o.operationType === operationType && o.userId === userId));
  state.otps.push({ id, operationType, userId, sentAt: Date.now(), resends: 0, failures: 0, sentTo });
}

/** A code given again for something already confirmed: the code that confirmed it, or refused as wrong (nothing is counted, nothing moves). */
export function refuseWrongReplay(token: string) {
  if (token !== OTP_CODE) throw new Refusal(400, [WRONG_OTP]);
}

/** The code waiting for `id` under one of `operationTypes` (and sent to `owner`, when given), if any. */
export const pendingOtp = (store: Store, id: string, operationTypes: number[], owner?: Owner): OtpRecord | undefined =>
  store.state.otps.find((o) => o.id === id && operationTypes.includes(o.operationType) && ownedBy(o, owner));

/** Whether a code is still good: sent less than OTP_TTL_MS ago. */
export const isLive = (otp: OtpRecord) => Date.now() - otp.sentAt < OTP_TTL_MS;

/** Confirms a code for `id`; refuses a wrong, spent or expired one with a message. Consumes the code on success. */
export function checkOtp(store: Store, id: string, token: string, operationTypes: number[], owner?: Owner) {
  const pending = pendingOtp(store, id, operationTypes, owner);
  if (!pending) throw new Refusal(400, [UNKNOWN_OTP_TARGET]);
  if (pending.failures >= OTP_TRIES) throw new Refusal(LOCKED_STATUS, [OTP_SPENT]);
  refuseIfTooMany(store, 'wrong-code', pending.sentTo);
  if (!isLive(pending)) throw new Refusal(400, [OTP_EXPIRED]);
  if (token !== OTP_CODE) {
    noteRequest(store, 'wrong-code', pending.sentTo);
    pending.failures += 1;
    throw pending.failures >= OTP_TRIES ? new Refusal(LOCKED_STATUS, [OTP_SPENT]) : new Refusal(400, [WRONG_OTP]);
  }
  store.state.otps = store.state.otps.filter((o) => o !== pending);
  return pending;
}

/** Sends the code again: `owner` (a customer's id) must be the one it was sent to, for the codes sent to a customer. */
export function resend(store: Store, id: string, operationType: number, owner: string | null = null) {
  const pending = pendingOtp(store, id, [operationType], owner);
  if (!pending) throw new Refusal(400, [UNKNOWN_OTP_TARGET]);
  if (pending.resends >= OTP_RESENDS) throw new Refusal(LOCKED_STATUS, [OTP_RESENT_TOO_OFTEN]);
  pending.resends += 1;
  pending.sentAt = Date.now();
  pending.failures = 0;
}
