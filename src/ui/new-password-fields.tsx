// The new-password pair shared by sign-up step 3, the password reset and Change Password, with the spec's guidance and texts.
import { PASSWORD_POLICY } from '../lib/password-policy.ts';
import { matches, required, sameAs, type Rule } from '../lib/rules.ts';
import { TextField } from './text-field.tsx';

export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

export const PASSWORD_GUIDANCE = 'Use upper and lower case letters, a number and a symbol (!@#$%^&*), 8 to 15 characters.';
export const WEAK_PASSWORD = 'Password must be 8 to 15 characters with upper and lower case letters, a number and a symbol (!@#$%^&*)';
const REQUIRED = 'This field is required';

export const passwordRules: Record<keyof PasswordValues, Rule[]> = {
  password: [required(REQUIRED), matches(PASSWORD_POLICY, WEAK_PASSWORD)],
  confirmPassword: [required(REQUIRED), sameAs('password', 'Both password need to be the same')],
};

export function PasswordFields() {
  return (
    <>
      <TextField name="password" label="Password" type="password" autoComplete="new-password" hint={PASSWORD_GUIDANCE} revealable />
      <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" revealable />
    </>
  );
}
