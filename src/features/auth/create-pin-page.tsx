// /createpin: step 4 of 4, the transaction PIN, or skip it (spec part 1, sections 2 and 5).
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useLocation } from 'wouter';
import { matches, required, sameAs, validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TimedOverlay } from '../../ui/timed-overlay.tsx';
import * as overlay from '../../ui/timed-overlay.css.ts';
import { TextField } from '../../ui/text-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import * as styles from './auth-layout.css.ts';
import * as identityApi from '../../api/identity.ts';


interface PinValues {
  pin: string;
  confirmPin: string;
}

export const SIGNUP_COMPLETE = 'Fantastic! Sign up successfully completed';
export const PIN_REDIRECT_MS = 3_000;

const validate = validator<PinValues>({
  pin: [required('This field is required'), matches(/^\d{4}$/, 'Pin must be 4 digits')],
  confirmPin: [required('This field is required'), sameAs('pin', 'Both Pin need to be the same')],
});

// A PIN is a secret: masked like a password, but typed on the phone's number pad.
const pinInput = { type: 'password', inputMode: 'numeric', pattern: '[0-9]*', maxLength: 4, autoComplete: 'off', revealable: true } as const;

export default function CreatePinPage() {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  const [done, setDone] = useState(false);

  async function onSubmit({ pin }: PinValues) {
    setFailure([]);
    try {
      await identityApi.createPin(pin);
      setDone(true);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  return (
    <AuthLayout step="Step 4 of 4" title="Create your transaction PIN" lead="You will use this 4-digit PIN to approve payments and withdrawals.">
      <Banner messages={failure} />
      <Form<PinValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <TextField name="pin" label="PIN" {...pinInput} />
            <TextField name="confirmPin" label="Confirm PIN" {...pinInput} />
            <SubmitButton submitting={submitting}>CREATE PIN</SubmitButton>
          </form>
        )}
      </Form>
      <Link href={paths.dashboard} className={`${buttons.ghostBlock} ${styles.secondary}`}>
        I&apos;ll do this later
      </Link>
      {done && (
        <TimedOverlay title={SIGNUP_COMPLETE} afterMs={PIN_REDIRECT_MS} onElapsed={() => navigate(paths.dashboard, { replace: true })} fullScreen>
          <Link href={paths.appRoot} className={`${buttons.secondary} ${overlay.action}`}>
            GO TO DASHBOARD
          </Link>
        </TimedOverlay>
      )}
    </AuthLayout>
  );
}
