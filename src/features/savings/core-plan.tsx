// A core savings plan as cards show it: name, image, contribution over target as a progress bar.
import type { CoreAccount } from '../../api/savings.ts';
import { formatMoney } from '../../lib/format.ts';
import * as styles from './savings.css.ts';

/**
 * The plan's own picture. On a card its name is the heading beside it, inside the card's link, so there it
 * is decorative (`alt` left empty); the plan's own page names it.
 */
export function PlanImage({ plan, className = styles.image, alt = '' }: { plan: CoreAccount; className?: string; alt?: string }) {
  return plan.image ? <img src={plan.image} alt={alt} className={className} /> : null;
}

export function PlanProgress({ plan }: { plan: CoreAccount }) {
  const money = (n: number) => formatMoney(n, plan.currency.code);
  const text = `${money(plan.contribution)} of ${money(plan.target)}`;
  const saved = Math.min(plan.contribution, plan.target || plan.contribution);
  const max = plan.target || 1;
  return (
    <div>
      {/* Its value as a percentage: inside a card's link the bar's value is part of the link's name, which read the raw amount ("848600"). */}
      <progress className={styles.progress} value={saved} max={max} aria-label={`Saved ${text}`} aria-valuetext={`${Math.round((saved / max) * 100)}%`} />
      <p className={styles.muted}>{text}</p>
    </div>
  );
}
