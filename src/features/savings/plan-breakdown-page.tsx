// /app/savings/create4 'Savings Breakdown': the plan, its length in days, its value at maturity, and
// the shared payment steps keyed by the plan's reference. 'Don't Proceed' returns to the categories
// until the plan is paid.
import { Suspense, useState, type ComponentType } from 'react';
import { Redirect, useLocation } from 'wouter';
import { getPlanFutureValue } from '../../api/savings.ts';
import { daysBetween } from '../../lib/calendar.ts';
import { formatDate, formatNaira } from '../../lib/format.ts';
import { frequencyOf, type Frequency } from '../../lib/frequency.ts';
import { paths } from '../../paths.ts';
import { endPayment, type PaymentSubject } from '../../state/payment.ts';
import { planDraft } from '../../state/plan-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Facts } from '../../ui/facts.tsx';
import { Reserved } from '../../ui/reserved.tsx';
import { useWayBack } from '../../ui/payment-guard.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { PaymentLoading } from '../../ui/payment-loading.tsx';
import { planSubject } from './plan-subject.ts';
import * as styles from './savings.css.ts';

export default function PlanBreakdownPage({ Payment }: { Payment: ComponentType<{ subject: PaymentSubject }> }) {
  const [, navigate] = useLocation();
  // Read once: paying ends the draft, and the success overlay must still have this page under it.
  const [created] = useState(() => planDraft.peek()?.created ?? null);
  // The API's value at maturity always includes interest (its query has no earn-interest choice): a plan
  // that earns none is worth its target, what its payments add up to.
  const value = useLoad(() =>
    created?.earnInterest ? getPlanFutureValue({ ...created, frequency: created.frequency as Frequency }) : Promise.resolve(created?.target ?? 0),
  );
  const subject = created ? planSubject(created) : null;
  const wayBack = useWayBack(subject?.transId);
  if (!created || !subject) return <Redirect to={paths.savingsCreate} replace />;

  const frequency = frequencyOf(created.frequency);
  const rows: [string, string][] = [
    ['Plan name', created.name],
    ['Target', formatNaira(created.target)],
    ['Start date', formatDate(created.startDate)],
    ['End date', formatDate(created.endDate)],
    ['Plan length', `${daysBetween(created.startDate, created.endDate)} days`],
    ['Frequency', frequency?.label ?? created.frequency],
    [created.frequency === '0' ? 'Amount' : `Amount ${frequency?.every ?? ''}`.trim(), formatNaira(created.amount)],
    ['Earn interest', created.earnInterest ? 'Yes' : 'No'],
  ];
  const dontProceed = () => {
    endPayment();
    planDraft.value = null;
    navigate(paths.savingsCreate);
  };

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>Savings Breakdown</h1>
      <section className={styles.panel} aria-labelledby="plan-summary">
        <h2 id="plan-summary" className={styles.sectionTitle}>
          Your plan
        </h2>
        <Facts rows={rows} />
        <Reserved load={value} room={styles.room.maturityValue} what="the value at maturity">
          {(data) => <Facts rows={[['Value at maturity', formatNaira(data)]]} />}
        </Reserved>
        <p className={styles.note}>A core savings plan is locked until its end date: it cannot be terminated early.</p>
      </section>
      <section className={styles.panel} aria-labelledby="plan-payment">
        <h2 id="plan-payment" className={styles.sectionTitle}>
          Payment
        </h2>
        <Suspense fallback={<PaymentLoading />}>
          <Payment subject={subject} />
        </Suspense>
        {/* Paid, the plan is locked: there is nothing left not to proceed with. */}
        {wayBack !== 'gone' && (
          <div className={styles.actions}>
            <button type="button" className={buttons.ghost} onClick={dontProceed} disabled={wayBack === 'waiting'}>
              Don&apos;t Proceed
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
