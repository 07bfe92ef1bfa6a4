// Identity verification by BVN: submit the number, then confirm the OTP sent to its phone or e-mail.
import { optional, pattern, string, type, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { OtpOperation, resendOtp } from './otp.ts';

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
