// /app/stash/breakdown: what the customer commits to (amount, lock period, rate, maturity, and from the
// API its value at maturity, the interest in it and the most an early termination costs), then the shared payment
// steps, keyed by the Stash's reference.
import { Suspense, useState, type ComponentType } from 'react';
import { Redirect } from 'wouter';
import { LinkUnlessPaying } from '../../ui/payment-guard.tsx';
import { getStashFutureValue } from '../../api/savings.ts';
import { formatDate, formatMoney, formatPercent } from '../../lib/format.ts';
import { lagosDayIn } from '../../lib/calendar.ts';
import { breakageFee } from '../../lib/interest.ts';
import { roundKobo } from '../../lib/money.ts';
import { paths } from '../../paths.ts';
import type { PaymentSubject } from '../../state/payment.ts';
import { stashDraft } from '../../state/stash-draft.ts';
import { Facts } from '../../ui/facts.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { PaymentLoading } from '../../ui/payment-loading.tsx';
import { stashSubject } from './stash-subject.ts';
import * as styles from './stash.css.ts';

export default function StashBreakdownPage({ Payment }: { Payment: ComponentType<{ subject: PaymentSubject }> }) {
  // Read once: paying ends the draft, and the success overlay must still have this page under it.
  const [created] = useState(() => stashDraft.peek().created);
  const [today] = useState(() => new Date());
  // The API is the authority on what the Stash earns (wire sheet row 23).
  const value = useLoad(() => (created ? getStashFutureValue(created.amount, created.option.tenor.code) : Promise.resolve(0)));
  if (!created) return <Redirect to={paths.stash} replace />;

  const { amount, ccyCode, option } = created;
  // The lock period's guaranteed minimum: the term a Stash locks for.
  const days = option.tenor.minDays;
  const money = (n: number) => formatMoney(n, ccyCode);
  const rows: [string, string][] = [
    ['Amount', money(amount)],
    ['Lock period', option.tenor.name === `${days} days` ? option.tenor.name : `${option.tenor.name} (${days} days)`],
    ['Interest rate', `${formatPercent(option.rate)} per annum`],
    // Lagos's calendar, as the API counts the Stash's days (not the browser's, whose summer time shifts days).
    ['Maturity date', formatDate(lagosDayIn(days, today))],
  ];
  // Until the value arrives its rows hold their place ('…'), so nothing below them moves when it does.
  const interest = value.status === 'ready' ? roundKobo(value.data - amount) : null;
  const shown = (n: number | null) => (n === null ? '…' : money(n));

  const subject = stashSubject(created);
  return (
    <div className={styles.page}>
      <h1>Stash breakdown</h1>
      <section className={styles.panel} aria-labelledby="stash-summary">
        <h2 id="stash-summary">Your Stash</h2>
        <Facts
          rows={[
            ...rows,
            ['Interest at maturity', shown(interest)],
            ['Total at maturity', shown(value.status === 'ready' ? value.data : null)],
            ['Breakage fee, at most', shown(interest === null ? null : breakageFee(interest))],
          ]}
        />
        {value.status === 'failed' && <LoadFailure error={value.error} onRetry={value.reload} />}
        {/* No figure in this sentence: one arriving would rewrap it and move the payment below. */}
        <p className={styles.fee}>Ending your Stash before its maturity date costs a 50% breakage fee on the interest accrued so far.</p>
        <LinkUnlessPaying transId={subject.transId} href={paths.stash} className={styles.edit}>
          Change amount or lock period
        </LinkUnlessPaying>
      </section>
      <section className={styles.panel} aria-labelledby="stash-payment">
        <h2 id="stash-payment">Payment</h2>
        <Suspense fallback={<PaymentLoading />}>
          <Payment subject={subject} />
        </Suspense>
      </section>
    </div>
  );
}
