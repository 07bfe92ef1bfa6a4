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
import { deferred } from '../../ui/deferred.ts';
import { PasswordFields, passwordRules, type PasswordValues } from '../../ui/new-password-fields.tsx';

const passwordResetApi = deferred('password-reset', () => import('../../api/identity.ts'));
// Shown only after a successful save: fetched at idle with the API stack, not before first paint. It is
// awaited in the submit handler, not suspended on, so the popup's 2 seconds start the moment it shows.
const overlayModule = deferred('timed-overlay', () => import('../../ui/timed-overlay.tsx'));
type Overlay = Awaited<ReturnType<typeof overlayModule>>['TimedOverlay'];

export const PASSWORD_SAVED = 'Your Password has been successfully saved';
export const PASSWORD_SAVED_MS = 2_000;

const validate = validator<PasswordValues>(passwordRules);

function NewPasswordStep({ id, token }: { id: RecordId; token: string }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  const [Saved, setSaved] = useState<Overlay | null>(null);

  async function onSubmit({ password }: PasswordValues) {
    setFailure([]);
    try {
      await (await passwordResetApi()).resetPassword(id, token, password);
      resetDraft.value = emptyReset;
    } catch (error) {
      setFailure(messagesFor(error));
      return;
    }
    try {
      const { TimedOverlay } = await overlayModule();
      setSaved(() => TimedOverlay);
    } catch {
      // The password is saved; without the popup's code the customer goes straight to sign-in.
      navigate(paths.login, { replace: true });
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
      {Saved && <Saved title={PASSWORD_SAVED} afterMs={PASSWORD_SAVED_MS} onElapsed={() => navigate(paths.login, { replace: true })} />}
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
