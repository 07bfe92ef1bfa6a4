// /auth/forgottoken: the reset token sent to the customer (spec part 1, sections 2 and 5), with Resend token:
// a new request for the same e-mail or phone number, whose answer names the reset the token then confirms.
import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import type { RecordId } from '../../api/identity.ts';
import { maskPhone } from '../../lib/mask.ts';
import { paths } from '../../paths.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { AuthLayout } from './auth-layout.tsx';
import * as styles from './auth-layout.css.ts';
import { CodeForm, ResendCode } from './code-form.tsx';
import { resetDraft } from './onboarding-drafts.ts';
import * as identityApi from '../../api/identity.ts';

function TokenStep({ id: firstId, userId }: { id: RecordId; userId: string }) {
  const [, navigate] = useLocation();
  const [id, setId] = useState(firstId);
  const [failure, setFailure] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  // A phone number is shown masked, as on sign-up. The API answers alike whether an account uses it or
  // not (README, deviations), so the page cannot say a token was sent.
  const sentTo = userId.includes('@') ? userId : maskPhone(userId);

  async function onSubmit(token: string) {
    setFailure([]);
    setNotice(null);
    // Back from the new password: this token already confirmed this reset (Resend token forgets it), and
    // asking again would be refused, for a token is spent once confirmed.
    if (resetDraft.peek().token === token) {
      navigate(paths.createForgotPassword);
      return;
    }
    try {
      await identityApi.validateResetToken(id, token);
      resetDraft.value = { ...resetDraft.peek(), token };
      navigate(paths.createForgotPassword);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  async function resend() {
    setFailure([]);
    setNotice(null);
    try {
      const next = await identityApi.requestPasswordReset(userId);
      resetDraft.value = { ...resetDraft.peek(), id: next, token: null };
      setId(next);
      setNotice(`If ${sentTo} belongs to an account, we sent it a new reset token.`);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  return (
    <AuthLayout title="Enter your reset token" lead={`If ${sentTo} belongs to an account, we sent it a reset token.`}>
      <Banner messages={failure} />
      <Banner messages={notice ? [notice] : []} tone="positive" />
      <CodeForm label="Token" requiredMessage="Token is required" onSubmit={onSubmit} />
      <ResendCode question="Didn't get the token?" label="Resend token" onResend={resend} />
      <p className={styles.note}>
        Wrong address? <Link href={paths.forgotPassword}>Request a new one</Link>
      </p>
    </AuthLayout>
  );
}

export default function ForgotTokenPage() {
  const { id, userId } = resetDraft.peek();
  // Reached without asking for a token first (a deep link, a new tab): start the flow again.
  if (id === null) return <Redirect to={paths.forgotPassword} replace />;
  return <TokenStep id={id} userId={userId} />;
}
