// /app/savings/otp/id (a literal path): the card OTP of the plan being paid. The challenge is the
// pending payment's; without it (a stale link, a finished payment) it returns to /app/savings/create.
import { Suspense, useState, type ComponentType } from 'react';
import { Redirect } from 'wouter';
import { paths } from '../../paths.ts';
import { pendingPayment, type PaymentSubject } from '../../state/payment.ts';
import { planDraft } from '../../state/plan-draft.ts';
import { planSubject } from './plan-subject.ts';
import * as styles from './savings.css.ts';

export interface OtpStepProps {
  subject: PaymentSubject;
  challengeId: string;
  backPath: string;
}

export default function PlanOtpPage({ Otp }: { Otp: ComponentType<OtpStepProps> }) {
  // Read once: confirming ends both drafts, and the success overlay shows over this page.
  const [pending] = useState(() => ({ created: planDraft.peek()?.created ?? null, payment: pendingPayment.peek() }));
  const { created, payment } = pending;
  if (!created || payment?.transId !== created.reference || !payment.challengeId) return <Redirect to={paths.savingsCreate} replace />;
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>Confirm your payment</h1>
      <div className={styles.panel}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Otp subject={planSubject(created)} challengeId={payment.challengeId} backPath={paths.savingsCreate4} />
        </Suspense>
      </div>
    </div>
  );
}
