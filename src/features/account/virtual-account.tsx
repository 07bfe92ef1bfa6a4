// Your virtual account, on My Card and Bank Settings: its details as the bank-transfer payment step shows
// them, or, when the API has none for the customer, how to get one. Read only: the API issues it.
import { Link } from 'wouter';
import { getVirtualAccount } from '../../api/payments.ts';
import { paths } from '../../paths.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { NO_VIRTUAL_ACCOUNT, VirtualAccountDetails } from '../../ui/virtual-account.tsx';
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
            <VirtualAccountDetails account={account.data} />
          </>
        ) : (
          <p>
            {NO_VIRTUAL_ACCOUNT} <Link href={paths.support}>Ask Support to configure it</Link>: it will then show here, and when you pay by bank transfer.
          </p>
        ))}
    </section>
  );
}
