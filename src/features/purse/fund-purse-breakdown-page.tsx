// /app/savings/fundpursebreakdown: the top-up's breakdown, then the shared payment steps, keyed by the
// reference FundExistingPurse returned (fundPurseRef). The purse's balance is read again as the page opens
// (money may have moved since it was chosen, in this tab or another); until that answer, or if it fails,
// the balance shown is the one the purse had when it was chosen.
import { useState } from 'react';
import { Redirect } from 'wouter';
import { LinkUnlessPaying } from '../../ui/payment-guard.tsx';
import { getPurseAccounts, PURSE_RATE } from '../../api/purses.ts';
import { formatMoney } from '../../lib/format.ts';
import { addMoney } from '../../lib/money.ts';
import { fundPurseDraft } from '../../state/purse-draft.ts';
import { Facts } from '../../ui/facts.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { PaymentSection, type PaymentComponent } from './payment-section.tsx';
import * as styles from './purse.css.ts';
import { topUpSubject } from './purse-subject.ts';
import { paths } from '../../paths.ts';

export default function FundPurseBreakdownPage({ Payment }: { Payment: PaymentComponent }) {
  // Read once: paying ends the draft, and the success overlay must still have this page under it.
  const [created] = useState(() => fundPurseDraft.peek().created);
  // Read once, as the page opens: the rows keep what was shown before paying under the success overlay.
  const purses = useLoad(getPurseAccounts);
  if (!created) return <Redirect to={paths.fundPurse} replace />;
  const balance = (purses.status === 'ready' ? purses.data.find((p) => p.id === created.accountId)?.availableBalance : undefined) ?? created.balance;

  const rows = [
    ['Purse', created.accountName],
    ['Balance now', formatMoney(balance)],
    ['Amount to add', formatMoney(created.amount)],
    ['Balance after', formatMoney(addMoney(balance, created.amount))],
    ['Interest rate', `${PURSE_RATE}% per annum`],
  ] as const;

  const subject = topUpSubject(created);
  return (
    <div className={styles.page}>
      <h1>Fund purse breakdown</h1>
      <section className={styles.panel} aria-labelledby="topup-summary">
        <h2 id="topup-summary">Your top-up</h2>
        <Facts rows={rows} />
        <p className={styles.note}>Your purse earns {PURSE_RATE}% per annum, paid at the end of each month.</p>
        <LinkUnlessPaying transId={subject.transId} href={paths.fundPurse} className={styles.edit}>
          Change purse or amount
        </LinkUnlessPaying>
      </section>
      <PaymentSection id="topup-payment" Payment={Payment} subject={subject} />
    </div>
  );
}
