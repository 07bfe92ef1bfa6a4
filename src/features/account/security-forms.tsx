// The forms of /app/account/changepassword (spec part 2, sections 2 and 5): a wrong old password or
// PIN shows the server's message; a change that went through says so.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'wouter';
import { changePassword, changePin } from '../../api/account.ts';
import { ApiError } from '../../api/errors.ts';
import { matches, required, sameAs, validator } from '../../lib/rules.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { paths } from '../../paths.ts';
import { hint } from '../../ui/field.css.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { PASSWORD_GUIDANCE, WEAK_PASSWORD } from '../../ui/new-password-fields.tsx';
import { PASSWORD_POLICY } from '../../lib/password-policy.ts';
import { retryKeys } from '../../state/idempotency-key.ts';

export const PASSWORD_CHANGED = 'Your password has been changed.';
export const PIN_CHANGED = 'Your PIN has been changed.';
export const PIN_FORMAT = 'Pin must be 4 digits';
const REQUIRED = 'This field is required';

interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}
interface PinValues {
  oldPin: string;
  pin: string;
  confirmPin: string;
}

const passwordRules = validator<PasswordValues>({
  oldPassword: [required('Enter your Old Password')],
  password: [required(REQUIRED), matches(PASSWORD_POLICY, WEAK_PASSWORD)],
  confirmPassword: [sameAs('password', 'Both password need to be the same')],
});
const pinRules = validator<PinValues>({
  oldPin: [required('Enter your Old Pin')],
  pin: [required(REQUIRED), matches(/^\d{4}$/, PIN_FORMAT)],
  confirmPin: [sameAs('pin', 'Both pin need to be the same')],
});

/**
 * A change form's outcome: the server's refusal, or the success text; a success clears the form. A
 * change sent again after no answer came carries the same key, so one that went through is answered as
 * done, not refused for an old password or PIN that it has itself replaced.
 */
function useOutcome() {
  const [failure, setFailure] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const [round, setRound] = useState(0);
  const [keys] = useState(retryKeys);
  async function attempt(request: unknown, action: (key: string) => Promise<void>, success: string) {
    setFailure([]);
    setDone('');
    try {
      await action(keys.keyFor(request));
      keys.answered();
      setDone(success);
      setRound((n) => n + 1);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) keys.answered();
      setFailure(messagesFor(error));
    }
  }
  const banners = (
    <>
      <Banner messages={failure} />
      <Banner messages={done ? [done] : []} tone="positive" />
    </>
  );
  return { attempt, banners, round };
}

export function PasswordForm() {
  const { attempt, banners, round } = useOutcome();
  return (
    <>
      {banners}
      <Form<PasswordValues> key={round} onSubmit={(v) => attempt(v, (key) => changePassword(v.oldPassword, v.password, key), PASSWORD_CHANGED)} validate={passwordRules}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <TextField name="oldPassword" label="Old Password" type="password" autoComplete="current-password" revealable />
            <TextField name="password" label="New Password" type="password" autoComplete="new-password" hint={PASSWORD_GUIDANCE} revealable />
            <TextField name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" revealable />
            <SubmitButton submitting={submitting}>Change Password</SubmitButton>
          </form>
        )}
      </Form>
    </>
  );
}

const pinInput = { type: 'password', inputMode: 'numeric', maxLength: 4, autoComplete: 'off' } as const;

export function PinForm() {
  const { attempt, banners, round } = useOutcome();
  return (
    <>
      {banners}
      <Form<PinValues> key={round} onSubmit={(v) => attempt(v, (key) => changePin(v.oldPin, v.pin, key), PIN_CHANGED)} validate={pinRules}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <TextField name="oldPin" label="Old Pin" {...pinInput} />
            <TextField name="pin" label="New Pin" {...pinInput} />
            <TextField name="confirmPin" label="Confirm New Pin" {...pinInput} />
            <SubmitButton submitting={submitting}>Change Pin</SubmitButton>
          </form>
        )}
      </Form>
      {/* The PIN may be skipped at sign-up (part 1 §2); this is the way back to setting it. */}
      <p className={hint}>
        Skipped your PIN when you signed up? <Link href={paths.createPin}>Create your PIN</Link>
      </p>
    </>
  );
}

