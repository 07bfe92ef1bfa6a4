// /auth/createforgotpassword: the new password, a 2-second popup, then sign-in (spec part 1, sections 2 and 4).
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Redirect, useLocation } from 'wouter';
import type { RecordId } from '../../api/identity.ts';
import { validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { emptyReset, resetDraft } from './onboarding-drafts.ts';
import { PasswordFields, passwordRules, type PasswordValues } from '../../ui/new-password-fields.tsx';
import * as identityApi from '../../api/identity.ts';
import { TimedOverlay } from '../../ui/timed-overlay.tsx';

export const PASSWORD_SAVED = 'Your Password has been successfully saved';
export const PASSWORD_SAVED_MS = 2_000;

const validate = validator<PasswordValues>(passwordRules);

function NewPasswordStep({ id, token }: { id: RecordId; token: string }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);

  async function onSubmit({ password }: PasswordValues) {
    setFailure([]);
    try {
      await identityApi.resetPassword(id, token, password);
      resetDraft.value = emptyReset;
      setSaved(true);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  return (
    <AuthLayout title="Create a new password">
      <Banner messages={failure} />
      <Form<PasswordValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <PasswordFields />
            <SubmitButton submitting={submitting}>SAVE PASSWORD</SubmitButton>
          </form>
        )}
      </Form>
      {saved && <TimedOverlay title={PASSWORD_SAVED} afterMs={PASSWORD_SAVED_MS} onElapsed={() => navigate(paths.login, { replace: true })} />}
    </AuthLayout>
  );
}

export default function ResetPasswordPage() {
  // Read once: the draft is cleared on success while the popup is still showing.
  const [{ id, token }] = useState(() => resetDraft.peek());
  if (id === null) return <Redirect to={paths.forgotPassword} replace />;
  if (token === null) return <Redirect to={paths.forgotToken} replace />;
  return <NewPasswordStep id={id} token={token} />;
}
