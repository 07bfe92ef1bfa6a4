// The card payment's OTP step: the code the customer received, Resend OTP, and NEXT to confirm.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'wouter';
import { confirmCardPayment } from '../../api/transfer.ts';
import { resendOtp } from '../../api/util.ts';
import { required, validator } from '../../lib/rules.ts';
import { endPayment, paymentOtpOperation, type PaymentSubject } from '../../state/payment.ts';
import { button } from '../../styles/recipes.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useBusy } from '../../ui/use-busy.ts';
import { PaymentSuccess } from './payment-success.tsx';
import * as styles from './payments.css.ts';

export const OTP_RESENT = 'A new OTP has been sent to you.';

interface OtpValues {
  token: string;
}

const validate = validator<OtpValues>({ token: [required('OTP is required')] });

export default function PaymentOtp({ subject, challengeId, backPath }: { subject: PaymentSubject; challengeId: string; backPath: string }) {
  const [paid, setPaid] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const [notice, setNotice] = useState<string[]>([]);
  const [resending, run] = useBusy();
  if (paid) return <PaymentSuccess subject={subject} paidBy="card" />;

  async function onSubmit({ token }: OtpValues) {
    setFailure([]);
    setNotice([]);
    try {
      await confirmCardPayment({ token: token.trim(), transId: subject.transId, challengeId });
      endPayment();
      subject.onPaid();
      setPaid(true);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  const resend = () =>
    run(async () => {
      setFailure([]);
      setNotice([]);
      try {
        await resendOtp(challengeId, paymentOtpOperation(subject.transId));
        setNotice([OTP_RESENT]);
      } catch (error) {
        setFailure(messagesFor(error));
      }
    });

  return (
    <Form<OtpValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={(e) => void handleSubmit(e)} noValidate className={styles.step}>
          <Banner messages={failure} />
          <Banner messages={notice} tone="positive" />
          <p className={styles.note}>Enter the OTP sent to your phone to pay for your {subject.label}.</p>
          <TextField name="token" label="OTP" inputMode="numeric" autoComplete="one-time-code" />
          <div className={styles.actions}>
            <Link href={backPath} className={button({ tone: 'secondary' })}>
              Cancel
            </Link>
            <button type="button" className={button({ tone: 'ghost' })} onClick={() => void resend()} disabled={resending}>
              {resending ? 'Sending…' : 'Resend OTP'}
            </button>
            <button type="submit" className={button()} disabled={submitting}>
              {submitting ? 'Confirming…' : 'NEXT'}
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}
