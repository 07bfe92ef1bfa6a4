// The payment part of a purse breakdown: the shared payment steps, loaded after the breakdown paints.
import { Suspense, type ComponentType } from 'react';
import type { PaymentSubject } from '../../state/payment.ts';
import * as styles from './purse.css.ts';
import { PaymentLoading } from '../../ui/payment-loading.tsx';

export type PaymentComponent = ComponentType<{ subject: PaymentSubject }>;

export function PaymentSection({ id, Payment, subject }: { id: string; Payment: PaymentComponent; subject: PaymentSubject }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>Payment</h2>
      <Suspense fallback={<PaymentLoading />}>
        <Payment subject={subject} />
      </Suspense>
    </section>
  );
}
