// /auth/signup2: step 2 of 4, the OTP texted to the phone, with Resend OTP (spec part 1, sections 2 and 5).
import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import type { RecordId } from '../../api/identity.ts';
import { maskPhone } from '../../lib/mask.ts';
import { paths } from '../../paths.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { AuthLayout } from './auth-layout.tsx';
import * as styles from './auth-layout.css.ts';
import { CodeForm, ResendCode } from './code-form.tsx';
import { registrationDraft } from './onboarding-drafts.ts';
import * as utilApi from '../../api/util.ts';
import * as identityApi from '../../api/identity.ts';

function OtpStep({ id, phoneNumber }: { id: RecordId; phoneNumber: string }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const masked = maskPhone(phoneNumber);

  async function onSubmit(otp: string) {
    setFailure([]);
    setNotice(null);
    try {
      await identityApi.validateRegistrationOtp(id, otp);
      registrationDraft.value = { ...registrationDraft.peek(), otpVerified: true };
      navigate(paths.signup3);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  async function resend() {
    setFailure([]);
    setNotice(null);
    try {
      await utilApi.resendOtp(id, utilApi.OtpOperation.registration);
      setNotice(`A new OTP has been sent to ${masked}`);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  return (
    <AuthLayout step="Step 2 of 4" title="Verify your phone number" lead={`Enter the OTP sent to ${masked}`}>
      <Banner messages={failure} />
      <Banner messages={notice ? [notice] : []} tone="positive" />
      <CodeForm label="OTP" requiredMessage="OTP is required" onSubmit={onSubmit} />
      <ResendCode question="Didn't get the code?" label="Resend OTP" onResend={resend} />
      <p className={styles.note}>
        Wrong number? <Link href={paths.signup1(1)}>Change your details</Link>
      </p>
    </AuthLayout>
  );
}

/** Back from step 3: the code was used up confirming the phone, so asking for it again would fail. */
function PhoneConfirmed() {
  return (
    <AuthLayout step="Step 2 of 4" title="Verify your phone number">
      <Banner messages={['OTP successfully verified']} tone="positive" />
      <Link href={paths.signup3} className={buttons.primary}>
        NEXT
      </Link>
      <p className={styles.note}>
        Wrong number? <Link href={paths.signup1(1)}>Change your details</Link>
      </p>
    </AuthLayout>
  );
}

export default function SignupOtpPage() {
  const { id, details, otpVerified } = registrationDraft.peek();
  // Reached without step 1 (a deep link, a new tab): start the flow again rather than fail.
  if (id === null) return <Redirect to={paths.signup1(1)} replace />;
  if (otpVerified) return <PhoneConfirmed />;
  return <OtpStep id={id} phoneNumber={details.phoneNumber} />;
}
