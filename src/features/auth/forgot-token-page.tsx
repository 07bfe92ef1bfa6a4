// /auth/forgottoken: the reset token sent to the customer (spec part 1, sections 2 and 5).
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, Redirect, useLocation } from 'wouter';
import type { RecordId } from '../../api/identity.ts';
import { validateResetToken } from '../../api/password-reset.ts';
import { maskPhone } from '../../lib/mask.ts';
import { required, validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import * as styles from './auth-layout.css.ts';
import { resetDraft } from './onboarding-drafts.ts';

interface TokenValues {
  token: string;
}

const validate = validator<TokenValues>({ token: [required('Token is required')] });

function TokenStep({ id, userId }: { id: RecordId; userId: string }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  // A phone number is shown masked, as on sign-up.
  const sentTo = userId.includes('@') ? userId : maskPhone(userId);

  async function onSubmit({ token }: TokenValues) {
    setFailure([]);
    try {
      await validateResetToken(id, token.trim());
      resetDraft.value = { ...resetDraft.peek(), token: token.trim() };
      navigate(paths.auth.createForgotPassword);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  return (
    <AuthLayout title="Enter your reset token" lead={`We sent a reset token to ${sentTo}.`}>
      <Banner messages={failure} />
      <Form<TokenValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <TextField name="token" label="Token" inputMode="numeric" autoComplete="one-time-code" />
            <SubmitButton submitting={submitting}>NEXT</SubmitButton>
          </form>
        )}
      </Form>
      <p className={styles.note}>
        No token? <Link href={paths.auth.forgotPassword}>Request a new one</Link>
      </p>
    </AuthLayout>
  );
}

export default function ForgotTokenPage() {
  const { id, userId } = resetDraft.peek();
  // Reached without asking for a token first (a deep link, a new tab): start the flow again.
  if (id === null) return <Redirect to={paths.auth.forgotPassword} replace />;
  return <TokenStep id={id} userId={userId} />;
}
