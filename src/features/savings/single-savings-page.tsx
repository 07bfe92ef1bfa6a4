// /app/singlesavings/:id: one core plan's detail. The original read the plan from navigation state
// alone; this one finds it in the Core Savings list, so a reload or a shared link works too.
import { Link, useParams } from 'wouter';
import { getCoreAccounts } from '../../api/savings.ts';
import { formatDate, formatMoney, formatPercent } from '../../lib/format.ts';
import { paths } from '../../paths.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { PlanImage, PlanProgress } from './core-plan.tsx';
import { Facts } from '../../ui/facts.tsx';
import * as styles from './savings.css.ts';

export const PLAN_NOT_FOUND = 'We could not find that savings plan.';

/** Interest accrued as a percent of what was paid in. */
const interestPercent = (interest: number, contribution: number) => (contribution > 0 ? (interest / contribution) * 100 : 0);

export default function SingleSavingsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const plans = useLoad(getCoreAccounts, [id]);
  const plan = plans.status === 'ready' ? plans.data.find((p) => p.id === id) : undefined;

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      {plans.status === 'loading' && <p role="status">Loading your plan…</p>}
      {plans.status === 'failed' && <LoadFailure error={plans.error} onRetry={plans.reload} />}
      {plans.status === 'ready' && !plan && (
        <>
          <h1>Savings plan</h1>
          <p className={styles.empty}>{PLAN_NOT_FOUND}</p>
        </>
      )}
      {plan && (
        <>
          <h1>{plan.name}</h1>
          <div className={styles.card}>
            <PlanImage plan={plan} alt={`The picture of ${plan.name}`} />
            <PlanProgress plan={plan} />
            <Facts
              rows={[
                ['Contribution', formatMoney(plan.contribution, plan.currency.code)],
                ['Target', formatMoney(plan.target, plan.currency.code)],
                ['Interest accrued', `${formatPercent(interestPercent(plan.interestAccrued, plan.contribution))} (${formatMoney(plan.interestAccrued, plan.currency.code)})`],
                ['Target end date', formatDate(plan.maturityDate)],
              ]}
            />
          </div>
        </>
      )}
      <div className={styles.actions}>
        <Link href={paths.savings} className={buttons.secondary}>
          GO BACK
        </Link>
      </div>
    </div>
  );
}
