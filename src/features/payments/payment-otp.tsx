// The card payment's OTP step: the code the customer received, Resend OTP, and NEXT to confirm.
import { useState } from 'react';
import { confirmCardPayment, isAlreadyPaid } from '../../api/payments.ts';
import { resendOtp } from '../../api/util.ts';
import { paymentDone, paymentOtpOperation, type PaymentSubject } from '../../state/payment.ts';
import { OtpForm } from '../../ui/otp-form.tsx';
import { PaymentSuccess, type PaidBy } from './payment-success.tsx';

export { OTP_RESENT } from '../../ui/otp-form.tsx';

export default function PaymentOtp({ subject, challengeId, backPath }: { subject: PaymentSubject; challengeId: string; backPath: string }) {
  const [paidBy, setPaidBy] = useState<PaidBy | null>(null);
  if (paidBy) return <PaymentSuccess subject={subject} paidBy={paidBy} />;

  async function confirm(token: string) {
    let how: PaidBy = 'card';
    try {
      await confirmCardPayment({ token, transId: subject.transId, challengeId });
    } catch (error) {
      // Paid meanwhile another way (a wallet payment whose answer was lost): that is the end of it too.
      if (!isAlreadyPaid(error)) throw error;
      how = 'already';
    }
    paymentDone(subject.transId);
    subject.onPaid();
    setPaidBy(how);
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
