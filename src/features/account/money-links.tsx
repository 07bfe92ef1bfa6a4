// Transfer Funds and Withdraw Funds: shown on the account home and the referral page.
import { Link } from 'wouter';
import { buttons } from '../../styles/buttons.css.ts';
import * as styles from './account.css.ts';
import { accountPaths } from '../../account-paths.ts';

export function MoneyLinks() {
  return (
    <div className={styles.actions}>
      <Link href={accountPaths.transfer} className={buttons.primary}>
        Transfer Funds
      </Link>
      <Link href={accountPaths.withdraw} className={buttons.secondary}>
        Withdraw Funds
      </Link>
    </div>
  );
}
