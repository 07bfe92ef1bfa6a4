// Your virtual account, on My Card and Bank Settings: the customer's virtual account (name, number to
// copy, bank), which the bank-transfer payment step also shows, or, when the API has none for them, how to
// get one. Read only: the API issues it.
import { Link } from 'wouter';
import { getVirtualAccount } from '../../api/payments.ts';
import { paths } from '../../paths.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { NO_VIRTUAL_ACCOUNT } from '../../ui/virtual-account.ts';
import * as styles from './account.css.ts';

export function VirtualAccount() {
  const account = useLoad(getVirtualAccount);
  return (
    <section className={styles.panel} aria-labelledby="virtual-account">
      <h2 id="virtual-account">Your virtual account</h2>
      {account.status === 'loading' && <p role="status">Loading your virtual account…</p>}
      {account.status === 'failed' && <LoadFailure error={account.error} onRetry={account.reload} />}
      {account.status === 'ready' &&
        (account.data ? (
          <>
            <p className={styles.lead}>A transfer to this account from any bank app pays for what you choose to pay by bank transfer.</p>
            <dl className={styles.figures}>
              <dt className={styles.term}>Account name</dt>
              <dd className={styles.value}>{account.data.accountName}</dd>
              <dt className={styles.term}>Account number</dt>
              <dd className={styles.value}>
                {account.data.accountNo} <CopyButton text={account.data.accountNo} label="Copy account number" copied="Account number copied" />
              </dd>
              <dt className={styles.term}>Bank</dt>
              <dd className={styles.value}>{account.data.bank}</dd>
            </dl>
          </>
        ) : (
          <p>
            {NO_VIRTUAL_ACCOUNT} <Link href={paths.support}>Ask Support to configure it</Link>: it will then show here, and when you pay by bank transfer.
          </p>
        ))}
    </section>
  );
}
