// An OTP step: the code the customer received ('OTP is required'), Cancel, Resend OTP, and NEXT to
// confirm. Failures show in a banner above the field; a resend says so. Card payments and withdrawals share it.
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'wouter';
import { required, validator } from '../lib/rules.ts';
import { buttons } from '../styles/buttons.css.ts';
import { Banner } from './banner.tsx';
import { messagesFor } from './error-text.ts';
import * as styles from './otp-form.css.ts';
import { ResendButton } from './resend-button.tsx';
import { TextField } from './text-field.tsx';

export const OTP_RESENT = 'A new OTP has been sent to you.';

interface OtpValues {
  token: string;
}

const validate = validator<OtpValues>({ token: [required('OTP is required')] });

interface OtpFormProps {
  note: ReactNode;
  cancelHref: string;
  /** Confirms with the code as typed, trimmed; a rejection shows its messages. */
  onConfirm: (token: string) => Promise<void>;
  onResend: () => Promise<void>;
}

export function OtpForm({ note, cancelHref, onConfirm, onResend }: OtpFormProps) {
  const [failure, setFailure] = useState<string[]>([]);
  const [notice, setNotice] = useState<string[]>([]);

  async function onSubmit({ token }: OtpValues) {
    setFailure([]);
    setNotice([]);
    try {
      await onConfirm(token.trim());
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  async function resend() {
    setFailure([]);
    setNotice([]);
    try {
      await onResend();
      setNotice([OTP_RESENT]);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  return (
    <Form<OtpValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={(e) => void handleSubmit(e)} noValidate className={styles.form}>
          <Banner messages={failure} />
          <Banner messages={notice} tone="positive" />
          <p className={styles.note}>{note}</p>
          <TextField name="token" label="OTP" inputMode="numeric" autoComplete="one-time-code" />
          <div className={styles.actions}>
            <Link href={cancelHref} className={buttons.secondary}>
              Cancel
            </Link>
            <ResendButton onResend={resend} />
            <button type="submit" className={buttons.primary} disabled={submitting}>
              {submitting ? 'Confirming…' : 'NEXT'}
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}
