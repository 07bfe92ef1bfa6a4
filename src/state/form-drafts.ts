// What is typed into the account area's single-step forms, kept for the browser session (src/ui/keep-typed.tsx):
// a reload finds each form as it was left. A password or PIN is never kept; each is cleared once saved.
import { nullable, object, string, type Infer } from 'superstruct';
import { createDraft } from './drafts.ts';

export const BankAccountForm = object({ bankCode: string(), accountNumber: string() });
export type BankAccountForm = Infer<typeof BankAccountForm>;
export const bankAccountFormDraft = createDraft<BankAccountForm | null>('bank-account-form', null, nullable(BankAccountForm));

export const NextOfKinForm = object({ firstName: string(), lastName: string(), email: string(), phoneNumber: string(), state: string(), address: string() });
export type NextOfKinForm = Infer<typeof NextOfKinForm>;
export const nextOfKinFormDraft = createDraft<NextOfKinForm | null>('next-of-kin-form', null, nullable(NextOfKinForm));

export const ProfileForm = object({ address: string(), state: string() });
export type ProfileForm = Infer<typeof ProfileForm>;
export const profileFormDraft = createDraft<ProfileForm | null>('profile-form', null, nullable(ProfileForm));
