// The mock's one-time codes: "sent" by the flows that need one, always OTP_CODE, checked on confirm.
import { Refusal } from './envelope.ts';
import type { Store } from './store.ts';

export const OTP_CODE = '123456';
export const WRONG_OTP = 'The OTP you entered is incorrect or has expired';
export const UNKNOWN_OTP_TARGET = 'We could not find that request. Please start again.';

export function sendOtp(store: Store, id: string, operationType: number, userId: string | null = null) {
  const state = store.state;
  state.otps = state.otps.filter((o) => !(o.id === id && o.operationType === operationType));
  state.otps.push({ id, operationType, userId, sentAt: Date.now(), resends: 0 });
}

/** Confirms a code for `id`; refuses a wrong one with a message. Consumes the code on success. */
export function checkOtp(store: Store, id: string, token: string, operationTypes: number[]) {
  const state = store.state;
  const pending = state.otps.find((o) => o.id === id && operationTypes.includes(o.operationType));
  if (!pending) throw new Refusal(400, [UNKNOWN_OTP_TARGET]);
  if (token !== OTP_CODE) throw new Refusal(400, [WRONG_OTP]);
  state.otps = state.otps.filter((o) => o !== pending);
  return pending;
}

export function resend(store: Store, id: string, operationType: number) {
  const pending = store.state.otps.find((o) => o.id === id && o.operationType === operationType);
  if (!pending) throw new Refusal(400, [UNKNOWN_OTP_TARGET]);
  pending.resends += 1;
  pending.sentAt = Date.now();
}
