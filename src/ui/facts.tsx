// A two-column list of terms and values: a breakdown, a plan's facts.
import * as styles from './facts.css.ts';

export function Facts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
