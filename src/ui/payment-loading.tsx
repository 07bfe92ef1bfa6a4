// What a breakdown shows while the payment steps' code arrives (they load after the breakdown paints):
// a reserved part's skeleton, as tall as the method choice that takes its place, so nothing below it
// moves when it does.
import * as styles from './payment-loading.css.ts';
import { Skeleton } from './reserved.tsx';
import * as reserved from './reserved.css.ts';

export function PaymentLoading() {
  return (
    <div className={`${reserved.root} ${styles.room}`}>
      <Skeleton what="payment options" />
    </div>
  );
}
