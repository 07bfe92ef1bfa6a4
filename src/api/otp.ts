// Resending a one-time code (spec part 1, section 7; part 2, section 7).
import { enums, number, optional, string, type, union, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { wireNumber } from './wire.ts';

/** Resend operation types: 1 registration, 4 payment with a transId, 5 payment without, 6 BVN. */
export const OtpOperation = { registration: 1, paymentWithTransId: 4, paymentWithoutTransId: 5, bvn: 6 } as const;
export type OtpOperation = (typeof OtpOperation)[keyof typeof OtpOperation];

export const ResendOtpRequest = type({ id: union([string(), number()]), operationType: wireNumber(enums([1, 4, 5, 6])) });
export type ResendOtpRequest = Infer<typeof ResendOtpRequest>;

export const resendOtpCall = defineCall({
  name: 'util.resendotp',
  method: 'POST',
  path: '/api/v1/util/resendotp',
  // Registration resends happen before a session exists; the id names what the code confirms.
  auth: false,
  request: ResendOtpRequest,
  // The spec does not show the answer; the client reads nothing from it.
  response: optional(unknown()),
});

export const resendOtp = (id: string | number, operationType: OtpOperation) => send(resendOtpCall, { id, operationType }).then(() => undefined);
/** A withdrawal's challenge has no transId: operation type 5 (spec part 2, section 4). */
export const resendWithdrawalOtp = (challengeId: string) => resendOtp(challengeId, OtpOperation.paymentWithoutTransId);
