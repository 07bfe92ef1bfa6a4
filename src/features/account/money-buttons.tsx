// Transfer Funds and Withdraw Funds: shown on the account home and the referral page. The spec's buttons
// (part 2, section 2): each only opens its screen, so each is a link styled as a button (README, deviations).
import { Link } from 'wouter';
import { buttons } from '../../styles/buttons.css.ts';
import * as styles from './account.css.ts';
import { paths } from '../../paths.ts';

export function MoneyButtons() {
  return (
    <div className={styles.actions}>
      <Link href={paths.transfer} className={buttons.primary}>
        Transfer Funds
      </Link>
      <Link href={paths.withdraw} className={buttons.secondary}>
        Withdraw Funds
      </Link>
    </div>
  );
}
