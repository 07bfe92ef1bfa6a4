// A two-column list of terms and values: a breakdown, a plan's or a group's facts.
import * as styles from './facts.css.ts';

export type Fact = readonly [term: string, value: string];

export function Facts({ rows, label, id }: { rows: readonly Fact[]; label?: string; id?: string }) {
  return (
    <dl id={id} className={styles.list} aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
