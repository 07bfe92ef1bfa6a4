// Transfer Funds and Withdraw Funds: shown on the account home and the referral page. Buttons, as the
// spec names them (part 2, section 2), each opening its screen.
import { useLocation } from 'wouter';
import { buttons } from '../../styles/buttons.css.ts';
import * as styles from './account.css.ts';
import { paths } from '../../paths.ts';

export function MoneyButtons() {
  const [, navigate] = useLocation();
  return (
    <div className={styles.actions}>
      <button type="button" className={buttons.primary} onClick={() => navigate(paths.transfer)}>
        Transfer Funds
      </button>
      <button type="button" className={buttons.secondary} onClick={() => navigate(paths.withdraw)}>
        Withdraw Funds
      </button>
    </div>
  );
}
