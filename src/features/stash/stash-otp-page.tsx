// /app/stash/otp/:challengeId: the card OTP for the Stash being paid. Without that pending card
// payment (a stale link, a finished payment) it returns to /app/stash.
import { Suspense, useState, type ComponentType } from 'react';
import { Redirect, useParams } from 'wouter';
import { paths } from '../../paths.ts';
import { pendingPayment, type PaymentSubject } from '../../state/payment.ts';
import { stashDraft } from '../../state/stash-draft.ts';
import { stashSubject } from './stash-subject.ts';
import * as styles from './stash.css.ts';

export interface OtpStepProps {
  subject: PaymentSubject;
  challengeId: string;
  backPath: string;
}

export default function StashOtpPage({ Otp }: { Otp: ComponentType<OtpStepProps> }) {
  const { challengeId = '' } = useParams<{ challengeId: string }>();
  // Read once: confirming ends both drafts, and the success overlay shows over this page.
  const [pending] = useState(() => ({ created: stashDraft.peek().created, payment: pendingPayment.peek() }));
  const { created, payment } = pending;
  if (!created || payment?.transId !== created.reference || payment.challengeId !== challengeId) {
    return <Redirect to={paths.stash} replace />;
  }
  return (
    <div className={styles.page}>
      <h1>Confirm your payment</h1>
      <div className={styles.panel}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Otp subject={stashSubject(created)} challengeId={challengeId} backPath={paths.stashBreakdown} />
        </Suspense>
      </div>
    </div>
  );
}
