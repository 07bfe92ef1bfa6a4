// What a breakdown shows while the payment steps' code arrives (they load after the breakdown paints): a
// skeleton as tall as the method choice that takes its place, so nothing below it moves when it does.
// The reserved parts' classes (reserved.css.ts) without their component, which brings the failure banner.
import * as styles from './payment-loading.css.ts';
import * as reserved from './reserved.css.ts';

export function PaymentLoading() {
  return (
    <div className={`${reserved.root} ${styles.room}`}>
      <p role="status" className={reserved.loading}>
        Loading payment options…
      </p>
    </div>
  );
}
