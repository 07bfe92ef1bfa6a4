// Recent Activities: the five latest transactions; type 1 is a debit (down arrow), any other a credit (up).
import { memo } from 'react';
import { DEBIT, type Transaction } from '../../api/dashboard.ts';
import { formatDate, formatNaira } from '../../lib/format.ts';
import type { Load } from '../../ui/use-load.ts';
import * as styles from './dashboard.css.ts';
import { Section } from './section.tsx';

export const NO_TRANSACTIONS = 'No transactions recorded yet';
export const UNAVAILABLE = 'Not available at the moment';

function Row({ item }: { item: Transaction }) {
  const debit = item.type === DEBIT;
  return (
    <li className={styles.activityRow}>
      <span role="img" aria-label={debit ? 'Debit' : 'Credit'} className={`${styles.arrow} ${debit ? styles.debit : styles.credit}`}>
        {debit ? '↓' : '↑'}
      </span>
      <span className={styles.activityText}>
        <span className={styles.ellipsis}>{item.descr}</span>
        <span className={styles.small}>{formatDate(item.date)}</span>
      </span>
      <span className={styles.amount}>{formatNaira(item.value)}</span>
    </li>
  );
}

export const RecentActivities = memo(function RecentActivities({ load }: { load: Load<Transaction[]> }) {
  let body;
  if (load.status === 'loading') {
    body = (
      <ul className={styles.activityList} aria-busy="true" aria-label="Loading transactions">
        {[0, 1, 2, 3, 4].map((n) => (
          <li key={n} className={styles.activityRow}>
            <span className={`${styles.arrow} ${styles.skeleton}`} />
            <span className={styles.rowSkeleton} />
            <span className={styles.skeleton} style={{ width: '4rem' }} />
          </li>
        ))}
      </ul>
    );
  } else if (load.status === 'failed') {
    body = <p className={styles.placeholder}>{UNAVAILABLE}</p>;
  } else if (!load.data.length) {
    body = <p className={styles.placeholder}>{NO_TRANSACTIONS}</p>;
  } else {
    body = (
      <ul className={styles.activityList}>
        {load.data.map((item) => (
          <Row key={item.reference} item={item} />
        ))}
      </ul>
    );
  }
  return (
    <Section title="Recent Activities">
      <div className={`${styles.panel} ${styles.activity}`}>{body}</div>
    </Section>
  );
});
