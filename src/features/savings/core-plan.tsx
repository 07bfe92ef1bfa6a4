// A core savings plan as cards show it: name, image, contribution over target as a progress bar.
import type { CoreAccount } from '../../api/savings.ts';
import { formatMoney } from '../../lib/format.ts';
import * as styles from './savings.css.ts';

export function PlanImage({ plan }: { plan: CoreAccount }) {
  // The image is the plan's own picture; its name is the heading beside it, so it is decorative here.
  return plan.image ? <img src={plan.image} alt="" className={styles.image} /> : null;
}

export function PlanProgress({ plan }: { plan: CoreAccount }) {
  const money = (n: number) => formatMoney(n, plan.currency.code);
  const text = `${money(plan.contribution)} of ${money(plan.target)}`;
  return (
    <div>
      <progress className={styles.progress} value={Math.min(plan.contribution, plan.target || plan.contribution)} max={plan.target || 1} aria-label={`Saved ${text}`} />
      <p className={styles.muted}>{text}</p>
    </div>
  );
}
