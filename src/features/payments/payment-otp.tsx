// The card payment's OTP step: the code the customer received, Resend OTP, and NEXT to confirm.
import { useState } from 'react';
import { confirmCardPayment } from '../../api/payments.ts';
import { resendOtp } from '../../api/util.ts';
import { endPayment, paymentOtpOperation, type PaymentSubject } from '../../state/payment.ts';
import { OtpForm } from '../../ui/otp-form.tsx';
import { PaymentSuccess } from './payment-success.tsx';

export { OTP_RESENT } from '../../ui/otp-form.tsx';

export default function PaymentOtp({ subject, challengeId, backPath }: { subject: PaymentSubject; challengeId: string; backPath: string }) {
  const [paid, setPaid] = useState(false);
  if (paid) return <PaymentSuccess subject={subject} paidBy="card" />;

  async function confirm(token: string) {
    await confirmCardPayment({ token, transId: subject.transId, challengeId });
    endPayment();
    subject.onPaid();
    setPaid(true);
  }

  return (
    <OtpForm
      note={`Enter the OTP sent to your phone to pay for your ${subject.label}.`}
      cancelHref={backPath}
      onConfirm={confirm}
      onResend={() => resendOtp(challengeId, paymentOtpOperation(subject.transId))}
    />
  );
}
