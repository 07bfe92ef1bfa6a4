// /app/groupsavings/joingroup2: the joiner's breakdown at 10% per annum and the payment of their first
// contribution, keyed by the join's reference.
import { Suspense, useState, type ComponentType } from 'react';
import { Redirect } from 'wouter';
import { LinkUnlessPaying } from '../../ui/payment-guard.tsx';
import { contributionCount } from '../../lib/calendar.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { frequencyName } from '../../lib/frequency.ts';
import { paths } from '../../paths.ts';
import { joinDraft } from '../../state/group-draft.ts';
import type { PaymentSubject } from '../../state/payment.ts';
import { Facts } from '../../ui/facts.tsx';
import { PaymentLoading } from '../../ui/payment-loading.tsx';
import { GROUP_RATE_TEXT, groupCurrency } from './group-facts.tsx';
import { joinedGroupSubject } from './group-subject.ts';
import * as styles from './groups.css.ts';

export default function JoinBreakdownPage({ Payment }: { Payment: ComponentType<{ subject: PaymentSubject }> }) {
  // Read once: paying ends the draft, and the success overlay must still have this page under it.
  const [{ group, joined }] = useState(() => joinDraft.peek());
  if (!group || !joined) return <Redirect to={paths.groupSavings} replace />;

  const money = (n: number) => formatMoney(n, groupCurrency(group));
  const end = group.endDate?.slice(0, 10) ?? joined.start;
  const count = contributionCount(joined.start, end, Number(joined.freq));
  const subject = joinedGroupSubject(joined);
  return (
    <div className={styles.page}>
      <h1>Your group breakdown</h1>
      <section className={styles.panel} aria-labelledby="joined-summary">
        <h2 id="joined-summary">{group.name}</h2>
        <Facts
          rows={[
            ['Group target', money(group.target)],
            ...(group.endDate ? ([['Target date', formatDate(group.endDate)]] as [string, string][]) : []),
            ['Your start date', formatDate(joined.start)],
            ['Your contribution', `${money(joined.amount)} ${frequencyName(joined.freq).toLowerCase()}`],
            ['Contributions until the target date', String(count)],
            ['Total you contribute', money(joined.amount * count)],
            ['Interest rate', GROUP_RATE_TEXT],
          ]}
        />
        <LinkUnlessPaying transId={subject.transId} href={paths.joinGroup1(group.id)} className={styles.lead}>
          Change your start date, frequency or amount
        </LinkUnlessPaying>
      </section>
      <section className={styles.panel} aria-labelledby="joined-payment">
        <h2 id="joined-payment">Payment</h2>
        <p className={styles.lead}>Your first contribution: {money(joined.amount)}</p>
        <Suspense fallback={<PaymentLoading />}>
          <Payment subject={subject} />
        </Suspense>
      </section>
    </div>
  );
}
