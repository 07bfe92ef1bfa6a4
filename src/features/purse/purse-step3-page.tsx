// /app/savings/pursestep3: the purse's breakdown at 3% per annum, then the shared payment steps, keyed
// by the purse's reference (myPurseRef).
import { useState } from 'react';
import { Redirect } from 'wouter';
import { LinkUnlessPaying } from '../../ui/payment-guard.tsx';
import { PURSE_RATE, type PurseRequest } from '../../api/purses.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { frequencyName, PICK_A_DATE, withdrawalFrequencyName } from '../../lib/frequency.ts';
import { monthlyInterest } from '../../lib/interest.ts';
import { paths } from '../../paths.ts';
import { purseDraft } from '../../state/purse-draft.ts';
import { Facts } from '../../ui/facts.tsx';
import { PaymentSection, type PaymentComponent } from './payment-section.tsx';
import * as styles from './purse.css.ts';
import { purseSubject } from './purse-subject.ts';

const withdrawal = (r: PurseRequest) => {
  if (!r.autoWithdraw) return 'No';
  return r.drFreq === PICK_A_DATE ? `${r.drPct}% on ${formatDate(r.drDate)}` : `${r.drPct}% ${withdrawalFrequencyName(r.drFreq).toLowerCase()}`;
};

export default function PurseStep3Page({ Payment }: { Payment: PaymentComponent }) {
  // Read once: paying ends the draft, and the success overlay must still have this page under it.
  const [created] = useState(() => purseDraft.peek().created);
  if (!created) return <Redirect to={paths.myPurse} replace />;

  const { request } = created;
  const rows = [
    ['Purse name', request.name],
    ['Purse type', created.type],
    ['Amount', formatMoney(request.amount)],
    ['Crediting frequency', frequencyName(request.crFreq)],
    ['Start date', formatDate(request.startDate)],
    ['Automatic withdrawal', withdrawal(request)],
    ['Interest rate', `${PURSE_RATE}% per annum`],
    ['Interest in a month', formatMoney(monthlyInterest(request.amount, PURSE_RATE))],
  ] as const;

  const subject = purseSubject(created);
  return (
    <div className={styles.page}>
      <h1>Purse breakdown</h1>
      <section className={styles.panel} aria-labelledby="purse-summary">
        <h2 id="purse-summary">Your purse</h2>
        <Facts rows={rows} />
        <p className={styles.note}>Your purse earns {PURSE_RATE}% per annum, paid at the end of each month. You can withdraw from it at any time.</p>
        <LinkUnlessPaying transId={subject.transId} href={paths.purseStep2(created.type)} className={styles.edit}>
          Change automatic withdrawal
        </LinkUnlessPaying>
      </section>
      <PaymentSection id="purse-payment" Payment={Payment} subject={subject} />
    </div>
  );
}
