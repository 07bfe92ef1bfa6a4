// A page's ways out of a payment (change the details, don't proceed) wait while the payment's request
// is on its way: leaving then let the answer land on no page, and the customer could pay twice.
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paymentInFlight } from '../state/payment.ts';

/** True while a wallet payment's request is on its way. */
export function usePaymentInFlight(): boolean {
  useSignals();
  return paymentInFlight.value;
}

/** A link out of the payment's page; while a payment is on its way, its text, marked unavailable. */
export function LinkUnlessPaying({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return usePaymentInFlight() ? (
    <span className={className} aria-disabled="true">
      {children}
    </span>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
