// The customer's virtual account, where a transfer from any bank pays: the bank-transfer payment step and
// My Card and Bank Settings show it alike, its number to copy below the details (so the button keeps one
// line on a phone, and its notice moves nothing above it).
import type { VirtualAccount } from '../api/payments.ts';
import { CopyButton } from './copy-button.tsx';
import * as styles from './virtual-account.css.ts';

export const NO_VIRTUAL_ACCOUNT = 'Your Virtual account has not been configured.';

export function VirtualAccountDetails({ account }: { account: VirtualAccount }) {
  return (
    <>
      <dl className={styles.details}>
        <dt className={styles.term}>Account name</dt>
        <dd className={styles.value}>{account.accountName}</dd>
        <dt className={styles.term}>Account number</dt>
        <dd className={styles.value}>{account.accountNo}</dd>
        <dt className={styles.term}>Bank</dt>
        <dd className={styles.value}>{account.bank}</dd>
      </dl>
      <p className={styles.copy}>
        <CopyButton text={account.accountNo} label="Copy account number" copied="Account number copied" />
      </p>
    </>
  );
}
