// /auth/signup3: step 3 of 4, the password; success starts the session (spec part 1, sections 2, 4 and 9).
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, Redirect, useLocation } from 'wouter';
import type { RecordId } from '../../api/identity.ts';
import { validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { startSession } from '../../state/session.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { AuthLayout } from './auth-layout.tsx';
import * as styles from './auth-layout.css.ts';
import { emptyRegistration, registrationDraft } from './onboarding-drafts.ts';
import { PasswordFields, passwordRules, type PasswordValues } from '../../ui/new-password-fields.tsx';
import * as identityApi from '../../api/identity.ts';


const validate = validator<PasswordValues>(passwordRules);

function PasswordStep({ id }: { id: RecordId }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);

  async function onSubmit({ password }: PasswordValues) {
    setFailure([]);
    try {
      const started = await identityApi.createPassword(id, password);
      // One synchronous block, rendered once: /createpin lies outside the /auth guard, which would
      // otherwise send the newly signed-in customer to the dashboard before step 4.
      navigate(paths.createPin, { replace: true });
      startSession(started, registrationDraft.peek().details.email);
      registrationDraft.value = emptyRegistration;
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  return (
    <AuthLayout step="Step 3 of 4" title="Create your password">
      <Banner messages={['OTP successfully verified']} tone="positive" />
      <Banner messages={failure} />
      <Form<PasswordValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <PasswordFields />
            <p className={styles.note}>
              By continuing you agree to our <Link href={paths.terms}>Terms and Conditions</Link> and{' '}
              <Link href={paths.privacy}>Privacy Policy</Link>.
            </p>
            <SubmitButton submitting={submitting}>NEXT</SubmitButton>
          </form>
        )}
      </Form>
    </AuthLayout>
  );
}

export default function SignupPasswordPage() {
  const { id, otpVerified } = registrationDraft.peek();
  // Reached without the earlier steps: back to where the flow's data runs out.
  if (id === null) return <Redirect to={paths.signup1(1)} replace />;
  if (!otpVerified) return <Redirect to={paths.signup2} replace />;
  return <PasswordStep id={id} />;
}
