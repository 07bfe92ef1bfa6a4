// The success overlay that ends a payment: what was paid, how, and the way on.
import { Link } from 'wouter';
import { formatMoney } from '../../lib/format.ts';
import type { PaymentSubject } from '../../state/payment.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { SuccessOverlay } from '../../ui/success-overlay.tsx';

/** 'already': a pay call answered that the transaction was already paid (an earlier attempt went through). */
export type PaidBy = 'transfer' | 'card' | 'wallet' | 'already';

export const ALREADY_PAID_NOTE = 'Your payment had already gone through, so you were not charged again.';

export function PaymentSuccess({ subject, paidBy }: { subject: PaymentSubject; paidBy: PaidBy }) {
  const amount = formatMoney(subject.amount, subject.currency);
  const done = subject.done ?? `Your ${subject.label} is now active.`;
  const action = (
    <Link href={subject.successPath} className={buttons.block}>
      {subject.successLabel}
    </Link>
  );
  if (paidBy === 'transfer') {
    return (
      <SuccessOverlay title="Transfer details noted" action={action}>
        <p>{subject.afterTransfer?.(amount) ?? `Your ${subject.label} starts as soon as your transfer of ${amount} arrives in your virtual account.`}</p>
      </SuccessOverlay>
    );
  }
  if (paidBy === 'already') {
    return (
      <SuccessOverlay title="Fantastic! Payment successful" action={action}>
        <p>{ALREADY_PAID_NOTE}</p>
        <p>{done}</p>
      </SuccessOverlay>
    );
  }
  return (
    <SuccessOverlay title="Fantastic! Payment successful" action={action}>
      <p>
        You paid {amount} {paidBy === 'card' ? 'with your card' : 'from your myPurse wallet'}. {done}
      </p>
    </SuccessOverlay>
  );
}
