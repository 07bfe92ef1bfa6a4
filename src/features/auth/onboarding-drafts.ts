// The registration and password-reset flows, kept across reloads until each completes (or logout).
import { boolean, type Infer, nullable, object, string } from 'superstruct';
import { RecordId } from '../../api/identity.ts';
import { createDraft } from '../../state/drafts.ts';

export const DetailsValues = object({ firstName: string(), lastName: string(), email: string(), phoneNumber: string(), dob: string(), referral: string() });
export type DetailsValues = Infer<typeof DetailsValues>;

export const RegistrationDraft = object({
  /** Step 1 as typed, saved on every change so a reload keeps it. */
  details: DetailsValues,
  /** The registration id the server returned; the later steps name it. */
  id: nullable(RecordId),
  otpVerified: boolean(),
});
export type RegistrationDraft = Infer<typeof RegistrationDraft>;

export const emptyRegistration: RegistrationDraft = {
  details: { firstName: '', lastName: '', email: '', phoneNumber: '', dob: '', referral: '' },
  id: null,
  otpVerified: false,
};
export const registrationDraft = createDraft<RegistrationDraft>('registration', emptyRegistration, RegistrationDraft);

export const ResetDraft = object({
  /** The e-mail address or phone number the token was sent for. */
  userId: string(),
  id: nullable(RecordId),
  /**
   * The validated token, needed again with the new password. It is a single-use code already
   * spent on validation, kept in sessionStorage only until the reset completes; never in a URL.
   */
  token: nullable(string()),
});
export type ResetDraft = Infer<typeof ResetDraft>;

export const emptyReset: ResetDraft = { userId: '', id: null, token: null };
export const resetDraft = createDraft<ResetDraft>('password-reset', emptyReset, ResetDraft);
