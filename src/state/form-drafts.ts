// What is typed into the single-step forms (the account area's, and the contact form's), kept for the browser
// session (src/ui/keep-typed.tsx): a reload finds each form as it was left. A password or PIN is never kept;
// each is cleared once saved.
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

export const ContactForm = object({ name: string(), email: string(), message: string() });
export type ContactForm = Infer<typeof ContactForm>;
/** Stored as `draft:contact-form`: the contact page loads its form at once when there is one (contact-page.tsx). */
export const contactFormDraft = createDraft<ContactForm | null>('contact-form', null, nullable(ContactForm));
