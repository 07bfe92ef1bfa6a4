// /app/account/mycard: the virtual account, then tabs Withdrawal account
// (#pills-withdrawalAccount, the first) and My Debit Cards.
import { Suspense } from 'react';
import { lazyScreen } from '../../ui/lazy-screen.tsx';
import * as styles from './account.css.ts';
import { Tabs } from './tabs.tsx';

// Each tab's code arrives after the page paints (the bank account form, with the form library, once asked for).
const WithdrawalAccount = lazyScreen(() => import('./withdrawal-account.tsx').then((m) => ({ default: m.WithdrawalAccount })));
const VirtualAccount = lazyScreen(() => import('./virtual-account.tsx').then((m) => ({ default: m.VirtualAccount })));
const DebitCards = lazyScreen(() => import('./debit-cards.tsx').then((m) => ({ default: m.DebitCards })));

const TABS = [
  {
    id: 'pills-withdrawalAccount',
    label: 'Withdrawal account',
    render: () => (
      <Suspense fallback={<p role="status">Loading your withdrawal account…</p>}>
        <WithdrawalAccount />
      </Suspense>
    ),
  },
  {
    id: 'pills-debitCards',
    label: 'My Debit Cards',
    render: () => (
      <Suspense fallback={<p role="status">Loading your cards…</p>}>
        <DebitCards />
      </Suspense>
    ),
  },
];

export default function MyCardPage() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>My Card and Bank Settings</h1>
      <Suspense fallback={<p role="status">Loading your virtual account…</p>}>
        <VirtualAccount />
      </Suspense>
      <div className={styles.panel}>
        <Tabs tabs={TABS} label="Card settings" />
      </div>
    </div>
  );
}
