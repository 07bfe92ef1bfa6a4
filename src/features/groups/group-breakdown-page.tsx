// /app/groupsavings4: the created group's breakdown at 10% per annum, a private group's code to share,
// and the payment of the creator's first contribution, keyed by the group's reference.
import { Suspense, useState, type ComponentType } from 'react';
import { Redirect } from 'wouter';
import { contributionCount } from '../../lib/calendar.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { frequencyName } from '../../lib/frequency.ts';
import { paths } from '../../paths.ts';
import { groupDraft } from '../../state/group-draft.ts';
import type { PaymentSubject } from '../../state/payment.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Facts } from '../../ui/facts.tsx';
import { PaymentLoading } from '../../ui/payment-loading.tsx';
import { GROUP_RATE_TEXT } from './group-facts.tsx';
import { createdGroupSubject } from './group-subject.ts';
import * as styles from './groups.css.ts';

export default function GroupBreakdownPage({ Payment }: { Payment: ComponentType<{ subject: PaymentSubject }> }) {
  // Read once: paying ends the draft, and the success overlay must still have this page under it.
  const [created] = useState(() => groupDraft.peek().created);
  if (!created) return <Redirect to={paths.groupSavings} replace />;

  const count = contributionCount(created.start, created.tgtDate, Number(created.freq));
  return (
    <div className={styles.page}>
      <h1>Group breakdown</h1>
      <section className={styles.panel} aria-labelledby="group-summary">
        <h2 id="group-summary">{created.name}</h2>
        <Facts
          rows={[
            ['Group type', created.isPublic ? 'Public' : 'Private'],
            ['Target', formatMoney(created.target)],
            ['Target date', formatDate(created.tgtDate)],
            ['Start date', formatDate(created.start)],
            ['Contribution', `${formatMoney(created.amount)} ${frequencyName(created.freq).toLowerCase()}`],
            ['Contributions until the target date', String(count)],
            ['Total you contribute', formatMoney(created.amount * count)],
            ['Interest rate', GROUP_RATE_TEXT],
          ]}
        />
        {created.code && (
          <div className={styles.code}>
            <span>
              Group code: <span className={styles.codeText}>{created.code}</span>
            </span>
            <CopyButton text={created.code} label="Copy group code" copied="Group code copied!" />
          </div>
        )}
        {created.code && <p className={styles.lead}>Share this code with the people you want in your group: they join with it from Group savings.</p>}
      </section>
      <section className={styles.panel} aria-labelledby="group-payment">
        <h2 id="group-payment">Payment</h2>
        <p className={styles.lead}>Your first contribution: {formatMoney(created.amount)}</p>
        <Suspense fallback={<PaymentLoading />}>
          <Payment subject={createdGroupSubject(created)} />
        </Suspense>
      </section>
    </div>
  );
}
