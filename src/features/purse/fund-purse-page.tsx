// /app/savings/fundpurse: choose one of the customer's purses (accountbyproduct 0106) and the amount.
// A customer with no purse is told so and offered the purse creation. A purse's Fund link names its
// purse in the address (paths.fundPurseFor), which comes chosen.
import { Link, useSearch } from 'wouter';
import { getPurseAccounts } from '../../api/purses.ts';
import { FUND_PURSE_QUERY, paths } from '../../paths.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useLoad } from '../../ui/use-load.ts';
import FundPurseForm from './fund-purse-form.tsx';
import * as styles from './purse.css.ts';

export const NO_PURSE = 'You have no purse yet.';

export default function FundPursePage() {
  const purses = useLoad(getPurseAccounts);
  const chosen = new URLSearchParams(useSearch()).get(FUND_PURSE_QUERY);
  return (
    <div className={styles.page}>
      <h1>Fund a purse</h1>
      <p className={styles.lead}>Add money to one of your purses.</p>
      <div className={styles.panel}>
        {purses.status === 'loading' && <p role="status">Loading your purses…</p>}
        {purses.status === 'failed' && <LoadFailure error={purses.error} onRetry={purses.reload} />}
        {purses.status === 'ready' && purses.data.length === 0 && (
          <>
            <p>{NO_PURSE}</p>
            <Link href={paths.myPurse} className={buttons.primary}>
              Create A New Purse
            </Link>
          </>
        )}
        {purses.status === 'ready' && purses.data.length > 0 && (
          <FundPurseForm purses={purses.data} chosen={chosen} />
        )}
      </div>
    </div>
  );
}
