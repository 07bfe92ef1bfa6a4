// The registration and password-reset flows, kept across reloads until each completes (or logout).
import type { RecordId } from '../../api/identity.ts';
import { either, isBoolean, isNumber, isString, nullable, shape } from '../../state/persisted.ts';
import { createDraft } from '../../state/drafts.ts';

export interface DetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dob: string;
  referral: string;
}

export interface RegistrationDraft {
  /** Step 1 as typed, saved on every change so a reload keeps it. */
  details: DetailsValues;
  /** The registration id the server returned; the later steps name it. */
  id: RecordId | null;
  otpVerified: boolean;
}

const isRecordId = nullable(either(isString, isNumber));
const isDetails = shape<DetailsValues>({ firstName: isString, lastName: isString, email: isString, phoneNumber: isString, dob: isString, referral: isString });
const isRegistration = shape<RegistrationDraft>({ details: isDetails, id: isRecordId, otpVerified: isBoolean });

export const emptyRegistration: RegistrationDraft = {
  details: { firstName: '', lastName: '', email: '', phoneNumber: '', dob: '', referral: '' },
  id: null,
  otpVerified: false,
};
export const registrationDraft = createDraft<RegistrationDraft>('registration', emptyRegistration, isRegistration);

export interface ResetDraft {
  /** The e-mail address or phone number the token was sent for. */
  userId: string;
  id: RecordId | null;
  /**
   * The validated token, needed again with the new password. It is a single-use code already
   * spent on validation, kept in sessionStorage only until the reset completes; never in a URL.
   */
  token: string | null;
}

const isReset = shape<ResetDraft>({ userId: isString, id: isRecordId, token: nullable(isString) });

export const emptyReset: ResetDraft = { userId: '', id: null, token: null };
export const resetDraft = createDraft<ResetDraft>('password-reset', emptyReset, isReset);
