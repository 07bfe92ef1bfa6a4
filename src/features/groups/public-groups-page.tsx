// /app/publicgroup: 'Join a challenge', the public groups with their target, dates, contribution and frequency.
import { Link } from 'wouter';
import { getPublicGroups } from '../../api/groups.ts';
import type { PublicGroup } from '../../api/groups.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { frequencyName } from '../../lib/frequency.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { Facts } from '../../ui/facts.tsx';
import * as styles from './groups.css.ts';
import { paths } from '../../paths.ts';

export const NO_CHALLENGES = 'No Accounts';

function Challenge({ group }: { group: PublicGroup }) {
  const money = (n: number) => formatMoney(n, group.currency?.code ?? '1');
  return (
    <li className={styles.option}>
      <h2 className={styles.optionTitle}>{group.name}</h2>
      <Facts
        rows={[
          ['Target', money(group.target)],
          ['Start date', formatDate(group.startDate)],
          ...(group.endDate ? ([['Target date', formatDate(group.endDate)]] as [string, string][]) : []),
          ['Contribution', money(group.contribution)],
          ['Frequency', frequencyName(group.frequency)],
        ]}
      />
      <Link href={paths.joinGroup1(group.id)} state={{ group }} className={buttons.block} aria-label={`Join ${group.name}`}>
        Join
      </Link>
    </li>
  );
}

export default function PublicGroupsPage() {
  const groups = useLoad(getPublicGroups);
  let body;
  if (groups.status === 'loading') body = <p role="status">Loading challenges…</p>;
  else if (groups.status === 'failed') body = <LoadFailure error={groups.error} onRetry={groups.reload} />;
  else if (!groups.data.length) body = <p className={styles.empty}>{NO_CHALLENGES}</p>;
  else
    body = (
      <ul className={styles.options} aria-label="Savings challenges">
        {groups.data.map((group) => (
          <Challenge key={String(group.id)} group={group} />
        ))}
      </ul>
    );
  return (
    <div className={styles.page}>
      <h1>Join a challenge</h1>
      <p className={styles.lead}>Public groups anyone can join. Pick one and save along with it at 10% per annum.</p>
      {body}
    </div>
  );
}
