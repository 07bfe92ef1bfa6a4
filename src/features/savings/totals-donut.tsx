// The savings totals as a donut: Naira and Dollar, each a share of the total valued in naira
// (totals-shares.ts), an SVG with the figures beside it as text (drawn by hand: no chart library for two numbers).
import type { UserSummary } from '../../api/dashboard.ts';
import { formatDollars, formatNaira } from '../../lib/format.ts';
import { vars } from '../../styles/theme.css.ts';
import * as styles from './savings.css.ts';
import { drawnShare, savingsShares } from './totals-shares.ts';

const RADIUS = 15.915; // a circumference of 100, so a share in percent is its own dash length
const slices = [
  { key: 'totNaira', share: 'naira', label: 'Naira', color: vars.color.brand, format: formatNaira },
  { key: 'totDollar', share: 'dollars', label: 'Dollar', color: vars.color.focus, format: formatDollars },
] as const;

export function TotalsDonut({ summary }: { summary: UserSummary }) {
  const share = savingsShares(summary);
  const anything = share.naira + share.dollars > 0;
  const shares = slices.map((s) => drawnShare(share[s.share]));
  const described = slices.map((s) => `${s.label} ${s.format(summary[s.key])}${anything ? ` (${Math.round(share[s.share])}%)` : ''}`).join(', ');
  let offset = 25; // start at twelve o'clock
  return (
    <div className={styles.totals}>
      <svg viewBox="0 0 42 42" className={styles.donut} role="img" aria-label={`Savings totals: ${described}`}>
        <circle cx="21" cy="21" r={RADIUS} fill="none" style={{ stroke: vars.color.border }} strokeWidth="6" />
        {slices.map((slice, i) => {
          const share = Math.min(shares[i]!, 100);
          const circle = (
            <circle
              key={slice.key}
              cx="21"
              cy="21"
              r={RADIUS}
              fill="none"
              style={{ stroke: slice.color }}
              strokeWidth="6"
              strokeDasharray={`${share} ${100 - share}`}
              strokeDashoffset={offset}
            />
          );
          offset -= share;
          return share > 0 ? circle : null;
        })}
      </svg>
      <dl className={styles.figures}>
        {slices.map((slice) => (
          <div key={slice.key}>
            <dt className={styles.figure}>
              <span className={styles.swatch} style={{ background: slice.color }} aria-hidden="true" />
              {slice.label}
            </dt>
            <dd className={styles.figureValue}>{slice.format(summary[slice.key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
