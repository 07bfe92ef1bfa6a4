// A breakdown as term and value rows.
import * as styles from './purse.css.ts';

export function BreakdownList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className={styles.breakdown}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
