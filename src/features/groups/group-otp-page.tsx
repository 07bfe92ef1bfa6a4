// /app/groupsavings/otp/:challengeId: the card OTP of a group contribution, the creator's or a joiner's.
// Without that pending card payment (a stale link, a finished payment) it returns to the hub.
import { Suspense, useState, type ComponentType } from 'react';
import { Redirect, useParams } from 'wouter';
import { paths } from '../../paths.ts';
import { groupDraft, joinDraft } from '../../state/group-draft.ts';
import { pendingPayment, type PaymentSubject } from '../../state/payment.ts';
import { createdGroupSubject, joinedGroupSubject } from './group-subject.ts';
import * as styles from './groups.css.ts';

export interface OtpStepProps {
  subject: PaymentSubject;
  challengeId: string;
  backPath: string;
}

function pendingSubject(challengeId: string): { subject: PaymentSubject; backPath: string } | null {
  const payment = pendingPayment.peek();
  if (!payment || payment.challengeId !== challengeId) return null;
  const { created } = groupDraft.peek();
  if (created?.transId === payment.transId) return { subject: createdGroupSubject(created), backPath: paths.groupSavings4 };
  const { joined } = joinDraft.peek();
  if (joined?.transId === payment.transId) return { subject: joinedGroupSubject(joined), backPath: paths.joinGroup2 };
  return null;
}

export default function GroupOtpPage({ Otp }: { Otp: ComponentType<OtpStepProps> }) {
  const { challengeId = '' } = useParams<{ challengeId: string }>();
  // Read once: confirming ends both drafts, and the success overlay shows over this page.
  const [pending] = useState(() => pendingSubject(challengeId));
  if (!pending) return <Redirect to={paths.groupSavings} replace />;
  return (
    <div className={styles.page}>
      <h1>Confirm your payment</h1>
      <div className={styles.panel}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Otp subject={pending.subject} challengeId={challengeId} backPath={pending.backPath} />
        </Suspense>
      </div>
    </div>
  );
}
