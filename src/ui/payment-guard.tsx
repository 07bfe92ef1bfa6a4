// A page's ways back out of a payment (change the details, don't proceed) wait while the payment's
// request is on its way: leaving then let the answer land on no page, and the customer could pay twice.
// Once the payment went through they go: what is paid cannot be changed or abandoned from its page.
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paidTransId, paymentInFlight } from '../state/payment.ts';

/** True while a wallet payment's request is on its way. */
export function usePaymentInFlight(): boolean {
  useSignals();
  return paymentInFlight.value;
}

/** True once the payment of `transId` went through in this tab. */
export function usePaid(transId: string): boolean {
  useSignals();
  return paidTransId.value === transId;
}

/** A way back from the payment of `transId`: its text, marked unavailable, while a payment is on its way; gone once it is paid. */
export function LinkUnlessPaying({ transId, href, className, children }: { transId: string; href: string; className?: string; children: ReactNode }) {
  const paying = usePaymentInFlight();
  if (usePaid(transId)) return null;
  return paying ? (
    <span className={className} aria-disabled="true">
      {children}
    </span>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
