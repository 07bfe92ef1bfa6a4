// The card OTP of a purse's payment: /app/savings/purseotp/:challengeId for a new purse,
// /app/savings/fundpurseotp/:challengeId for a top-up. Without that pending card payment (a stale
// link, a finished payment) it returns to the flow's start.
import { Suspense, useState, type ComponentType } from 'react';
import { Redirect, useParams } from 'wouter';
import { paths } from '../../paths.ts';
import { pendingPayment, type PaymentSubject } from '../../state/payment.ts';
import { fundPurseDraft, purseDraft } from '../../state/purse-draft.ts';
import * as styles from './purse.css.ts';
import { purseSubject, topUpSubject } from './purse-subject.ts';

export interface OtpStepProps {
  subject: PaymentSubject;
  challengeId: string;
  backPath: string;
}

const flows = {
  create: {
    start: paths.myPurse,
    back: paths.purseStep3,
    subject: () => {
      const { created } = purseDraft.peek();
      return created ? purseSubject(created) : null;
    },
  },
  fund: {
    start: paths.fundPurse,
    back: paths.fundPurseBreakdown,
    subject: () => {
      const { created } = fundPurseDraft.peek();
      return created ? topUpSubject(created) : null;
    },
  },
} as const;

export default function PurseOtpPage({ Otp, flow }: { Otp: ComponentType<OtpStepProps>; flow: keyof typeof flows }) {
  const { challengeId = '' } = useParams<{ challengeId: string }>();
  const { start, back, subject: subjectOf } = flows[flow];
  // Read once: confirming ends both drafts, and the success overlay shows over this page.
  const [pending] = useState(() => ({ subject: subjectOf(), payment: pendingPayment.peek() }));
  const { subject, payment } = pending;
  if (!subject || payment?.transId !== subject.transId || payment.challengeId !== challengeId) return <Redirect to={start} replace />;
  return (
    <div className={styles.page}>
      <h1>Confirm your payment</h1>
      <div className={styles.panel}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Otp subject={subject} challengeId={challengeId} backPath={back} />
        </Suspense>
      </div>
    </div>
  );
}
