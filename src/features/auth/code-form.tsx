// The one-field form of a code sent to the customer (sign-up OTP, reset token): numeric, pasteable, one-time-code;
// and the row under it that asks for the code again.
import { Form } from 'react-final-form';
import { required, validator } from '../../lib/rules.ts';
import { ResendButton } from '../../ui/resend-button.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import * as styles from './auth-layout.css.ts';

interface CodeFormProps {
  label: string;
  /** The spec's text when the field is left empty. */
  requiredMessage: string;
  /** Receives the trimmed code; a rejection is the caller's to show. */
  onSubmit: (code: string) => Promise<void>;
}

export function CodeForm({ label, requiredMessage, onSubmit }: CodeFormProps) {
  const validate = validator<{ code: string }>({ code: [required(requiredMessage)] });
  return (
    <Form<{ code: string }> onSubmit={({ code }) => onSubmit(code.trim())} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={(e) => void handleSubmit(e)} noValidate>
          <TextField name="code" label={label} inputMode="numeric" autoComplete="one-time-code" />
          <SubmitButton submitting={submitting}>NEXT</SubmitButton>
        </form>
      )}
    </Form>
  );
}

/** '{question} [label]': the resend row under an auth step's code. */
export function ResendCode({ question, label, onResend }: { question: string; label: string; onResend: () => Promise<void> }) {
  return (
    <div className={styles.row}>
      <span>{question}</span>
      <ResendButton label={label} onResend={onResend} />
    </div>
  );
}
