// A page's ways back out of a payment (change the details, don't proceed) wait while the payment's
// request is on its way: leaving then let the answer land on no page, and the customer could pay twice.
// Once the payment went through they go: what is paid cannot be changed or abandoned from its page.
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paidTransId, paymentInFlight } from '../state/payment.ts';

/** The state of the ways back from the payment of `transId`: usable, waiting for a payment's answer, or gone as it is paid. */
export function useWayBack(transId: string | undefined): 'open' | 'waiting' | 'gone' {
  useSignals();
  if (transId !== undefined && paidTransId.value === transId) return 'gone';
  return paymentInFlight.value ? 'waiting' : 'open';
}

/** A way back from the payment of `transId`: its text, marked unavailable, while a payment is on its way; gone once it is paid. */
export function LinkUnlessPaying({ transId, href, className, children }: { transId: string; href: string; className?: string; children: ReactNode }) {
  const wayBack = useWayBack(transId);
  if (wayBack === 'gone') return null;
  return wayBack === 'waiting' ? (
    <span className={className} aria-disabled="true">
      {children}
    </span>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
