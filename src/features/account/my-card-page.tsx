// /app/account/mycard: tabs Withdrawal account (#pills-withdrawalAccount, the first) and My Debit Cards.
import * as styles from './account.css.ts';
import { DebitCards } from './debit-cards.tsx';
import { Tabs } from './tabs.tsx';
import { WithdrawalAccount } from './withdrawal-account.tsx';

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
