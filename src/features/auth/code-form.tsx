// The one-field form of a code sent to the customer (sign-up OTP, reset token): numeric, pasteable, one-time-code.
import { Form } from 'react-final-form';
import { required, validator } from '../../lib/rules.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';

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
