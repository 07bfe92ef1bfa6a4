// A group's facts as a term/value list, and the facts every group screen shows of a group.
import type { Group } from '../../api/groups.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { frequencyName } from '../../lib/frequency.ts';
import * as styles from './groups.css.ts';

export type Fact = [term: string, value: string];

export function Facts({ rows, label }: { rows: Fact[]; label?: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The fixed rate the group breakdowns show (spec part 2, section 9). */
export const GROUP_RATE_TEXT = '10% per annum';

export const groupCurrency = (group: Group) => group.currency?.code ?? '1';

export function groupFacts(group: Group): Fact[] {
  const money = (n: number) => formatMoney(n, groupCurrency(group));
  return [
    ['Group', group.name],
    ['Target', money(group.target)],
    ['Contribution', `${money(group.contribution)} ${frequencyName(group.frequency).toLowerCase()}`],
    ['Start date', formatDate(group.startDate)],
    ...(group.endDate ? ([['Target date', formatDate(group.endDate)]] as Fact[]) : []),
    ...(group.members === undefined ? [] : ([['Members', String(group.members)]] as Fact[])),
  ];
}
