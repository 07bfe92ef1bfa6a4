// The one-field form of a code sent to the customer (sign-up OTP, reset token): numeric, pasteable, one-time-code;
// and the row under it that asks for the code again.
import { Form } from 'react-final-form';
import { required, validator } from '../../lib/rules.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { stayInField } from '../../ui/stay-in-field.ts';
import { useBusy } from '../../ui/use-busy.ts';
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

/** '{question} [label]': sends the code again, one request at a time; what the answer means is the caller's to show. */
export function ResendCode({ question, label, onResend }: { question: string; label: string; onResend: () => Promise<void> }) {
  const [resending, run] = useBusy();
  return (
    <div className={styles.row}>
      <span>{question}</span>
      <button type="button" className={buttons.ghost} onMouseDown={stayInField} onClick={() => void run(onResend)} disabled={resending} aria-busy={resending || undefined}>
        {resending ? 'Sending…' : label}
      </button>
    </div>
  );
}
