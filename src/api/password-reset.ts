// Password reset: request a token -> validate it -> set the new password (spec part 1, sections 3, 4 and 7).
import { nonempty, string, type, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { OtpConfirmation, PendingRecord, RecordId, Unread } from './identity.ts';
import { Platform, WEB_PLATFORM } from './platform.ts';

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
