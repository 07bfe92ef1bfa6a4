// /app/account/mycard: tabs Withdrawal account (#pills-withdrawalAccount, the first) and My Debit Cards.
import { deferredPart } from '../../ui/deferred-part.tsx';
import * as styles from './account.css.ts';
import { Tabs } from './tabs.tsx';

// Each tab's code arrives after the page paints (the bank account form, with the form library, once asked for).
const WithdrawalAccount = deferredPart(() => import('./withdrawal-account.tsx').then((m) => m.WithdrawalAccount), 'Loading your withdrawal account…');
const DebitCards = deferredPart(() => import('./debit-cards.tsx').then((m) => m.DebitCards), 'Loading your cards…');

const TABS = [
  { id: 'pills-withdrawalAccount', label: 'Withdrawal account', render: () => <WithdrawalAccount /> },
  { id: 'pills-debitCards', label: 'My Debit Cards', render: () => <DebitCards /> },
];

export default function MyCardPage() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>My Card and Bank Settings</h1>
      <div className={styles.panel}>
        <Tabs tabs={TABS} label="Card settings" />
      </div>
    </div>
  );
}
