// Transfer Funds and Withdraw Funds: shown on the account home and the referral page.
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import { button } from '../../styles/recipes.css.ts';
import * as styles from './account.css.ts';

export function MoneyLinks() {
  return (
    <div className={styles.actions}>
      <Link href={paths.account.transfer} className={button()}>
        Transfer Funds
      </Link>
      <Link href={paths.account.withdraw} className={button({ tone: 'secondary' })}>
        Withdraw Funds
      </Link>
    </div>
  );
}
