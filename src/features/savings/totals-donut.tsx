// The savings totals as a donut: Naira and Dollar, an SVG with the figures beside it as text
// (the chart is drawn by hand: no chart library for two numbers).
import type { UserSummary } from '../../api/dashboard.ts';
import { formatDollars, formatNaira } from '../../lib/format.ts';
import { vars } from '../../styles/theme.css.ts';
import * as styles from './savings.css.ts';

const RADIUS = 15.915; // a circumference of 100, so a share in percent is its own dash length
const slices = [
  { key: 'totNaira', label: 'Naira', color: vars.color.brand, format: formatNaira },
  { key: 'totDollar', label: 'Dollar', color: vars.color.focus, format: formatDollars },
] as const;

export function TotalsDonut({ summary }: { summary: Pick<UserSummary, 'totNaira' | 'totDollar'> }) {
  const sum = summary.totNaira + summary.totDollar;
  // Each currency's share of the two figures; a non-zero total keeps at least a sliver visible.
  const shares = slices.map(({ key }) => (sum > 0 ? Math.max(summary[key] > 0 ? 2 : 0, (summary[key] / sum) * 100) : 0));
  const described = slices.map((s) => `${s.label} ${s.format(summary[s.key])}`).join(', ');
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
