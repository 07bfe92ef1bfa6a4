// /auth/forgotpassword: e-mail or phone number, then NEXT to receive a reset token (spec part 1, sections 2 and 5).
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useLocation } from 'wouter';
import { required, validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import * as styles from './auth-layout.css.ts';
import { resetDraft } from './onboarding-drafts.ts';
import * as identityApi from '../../api/identity.ts';


interface ForgotValues {
  userId: string;
}

const validate = validator<ForgotValues>({ userId: [required('Email or Phone Number is required')] });

export default function ForgotPasswordPage() {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  const [initialValues] = useState(() => ({ userId: resetDraft.peek().userId }));

  async function onSubmit(values: ForgotValues) {
    setFailure([]);
    const userId = values.userId.trim();
    try {
      const id = await identityApi.requestPasswordReset(userId);
      resetDraft.value = { userId, id, token: null };
      navigate(paths.forgotToken);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  return (
    <AuthLayout title="Forgot your password?" lead="Enter the e-mail address or phone number you registered with and we will send you a reset token.">
      <Link href={paths.login} className={styles.back}>
        Back
      </Link>
      <Banner messages={failure} />
      <Form<ForgotValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <TextField name="userId" label="Email or Phone Number" autoComplete="username" />
            <SubmitButton submitting={submitting}>NEXT</SubmitButton>
          </form>
        )}
      </Form>
    </AuthLayout>
  );
}
