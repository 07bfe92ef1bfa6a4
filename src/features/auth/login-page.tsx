// /auth/login: e-mail and password sign-in (spec part 1, sections 2, 4 and 5).
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useLocation } from 'wouter';
import { email, minLength, required, validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { forgetDraft } from '../../state/drafts.ts';
import { takeReturn } from '../../state/return-to.ts';
import { signOutNotice, startSession } from '../../state/session.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import * as styles from './auth-layout.css.ts';
import * as identityApi from '../../api/identity.ts';


interface LoginValues {
  email: string;
  password: string;
}

const validate = validator<LoginValues>({
  email: [required('Email is required'), email('Invaild Email Format')],
  password: [required('Password is Required'), minLength(5, 'Password is too short - should be 5 chars minimum.')],
});

export default function LoginPage() {
  useSignals();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(values: LoginValues) {
    setFailure(null);
    signOutNotice.value = null;
    try {
      const email = values.email.trim();
      startSession(await identityApi.login({ email, password: values.password }), email);
      // A reset under way ends with a sign-in (the API drops it too): its validated token leaves the tab.
      // By its key: importing onboarding-drafts.ts here would store the empty drafts it defines.
      forgetDraft('password-reset');
      // Back to the page that asked for sign-in, if one did.
      navigate(takeReturn() ?? paths.dashboard, { replace: true });
    } catch (error) {
      // The spec shows only the first server message on a failed sign-in.
      setFailure(messagesFor(error)[0] ?? null);
    }
  }

  return (
    <AuthLayout title="Sign in" lead="Welcome back. Sign in to your savings.">
      <Link href={paths.home} className={styles.back}>
        Back
      </Link>
      <Banner messages={signOutNotice.value ? [signOutNotice.value] : []} tone="caution" />
      <Banner messages={failure ? [failure] : []} />
      <Form<LoginValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" revealable />
            <SubmitButton submitting={submitting} busyText="Signing in…">
              Sign in
            </SubmitButton>
          </form>
        )}
      </Form>
      <div className={styles.row}>
        <Link href={paths.forgotPassword}>Forgot Password?</Link>
        <span>
          New here? <Link href={paths.signup1(1)}>Sign up</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
