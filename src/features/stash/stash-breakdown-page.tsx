// /app/stash/breakdown: what the customer commits to (amount, lock period, rate, maturity, interest,
// the early-termination fee), then the shared payment steps, keyed by the Stash's reference.
import { Suspense, useState, type ComponentType } from 'react';
import { Link, Redirect } from 'wouter';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { depositBreakdown } from '../../lib/interest.ts';
import { paths } from '../../paths.ts';
import type { PaymentSubject } from '../../state/payment.ts';
import { stashDraft } from '../../state/stash-draft.ts';
import { Facts } from '../../ui/facts.tsx';
import { stashSubject } from './stash-subject.ts';
import * as styles from './stash.css.ts';

export default function StashBreakdownPage({ Payment }: { Payment: ComponentType<{ subject: PaymentSubject }> }) {
  // Read once: paying ends the draft, and the success overlay must still have this page under it.
  const [created] = useState(() => stashDraft.peek().created);
  const [today] = useState(() => new Date());
  if (!created) return <Redirect to={paths.stash} replace />;

  const { amount, ccyCode, option } = created;
  // The lock period's guaranteed minimum: the maturity and interest shown are never overstated.
  const days = option.tenor.minDays;
  const { maturityDate, interest, maxBreakageFee } = depositBreakdown(amount, option.rate, days, today);
  const money = (n: number) => formatMoney(n, ccyCode);
  const rows: [string, string][] = [
    ['Amount', money(amount)],
    ['Lock period', option.tenor.name === `${days} days` ? option.tenor.name : `${option.tenor.name} (${days} days)`],
    ['Interest rate', `${option.rate}% per annum`],
    ['Maturity date', formatDate(maturityDate)],
    ['Interest at maturity', money(interest)],
    ['Total at maturity', money(amount + interest)],
  ];

  return (
    <div className={styles.page}>
      <h1>Stash breakdown</h1>
      <section className={styles.panel} aria-labelledby="stash-summary">
        <h2 id="stash-summary">Your Stash</h2>
        <Facts rows={rows} />
        <p className={styles.fee}>
          Ending your Stash before its maturity date costs a 50% breakage fee on the interest accrued so far (at most {money(maxBreakageFee)}).
        </p>
        <Link href={paths.stash} className={styles.edit}>
          Change amount or lock period
        </Link>
      </section>
      <section className={styles.panel} aria-labelledby="stash-payment">
        <h2 id="stash-payment">Payment</h2>
        <Suspense fallback={<p role="status">Loading payment options…</p>}>
          <Payment subject={stashSubject(created)} />
        </Suspense>
      </section>
    </div>
  );
}
