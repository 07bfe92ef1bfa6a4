// /app/savings: the totals donut, the myPurse strip, the create tiles, the Core Savings list and the
// Stash list. Each list loads, fails and retries on its own: one failing call never hides the others.
// Each keeps its room (src/ui/reserved.tsx, the heights in savings.css.ts) while it loads, fails or is
// empty, so a section arriving never moves what is below it.
import { Suspense, type ReactNode } from 'react';
import { lazyScreen } from '../../ui/lazy-screen.tsx';
import { Link } from 'wouter';
import { getCoreAccounts, getStashAccounts, type CoreAccount } from '../../api/savings.ts';
import { getPurseAccounts } from '../../api/purses.ts';
import { getSummary } from '../../api/dashboard.ts';
import { formatDate, formatNaira, formatPercent } from '../../lib/format.ts';
import { paths } from '../../paths.ts';
import { Reserved, Skeleton } from '../../ui/reserved.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { PlanImage, PlanProgress } from './core-plan.tsx';
import { Facts } from '../../ui/facts.tsx';
import * as styles from './savings.css.ts';
import { TotalsDonut } from './totals-donut.tsx';

// The list and its termination arrive beside the page's calls: the page paints without them.
const StashList = lazyScreen(() => import('./stash-list.tsx'));

export const NO_CORE = 'No core Accounts';
export const NO_ACCOUNTS = 'No Accounts';

const createTiles = [
  { label: 'Stash', detail: 'Lock money away and earn interest', href: paths.stash },
  { label: 'Individual Savings', detail: 'Save towards a goal of your own', href: paths.savingsCreate },
  { label: 'Group Savings', detail: 'Save towards a goal with others', href: paths.groupSavings },
];

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function CorePlans({ plans }: { plans: CoreAccount[] }) {
  if (plans.length === 0) return <p className={styles.empty}>{NO_CORE}</p>;
  return (
    <ul className={styles.strip}>
      {plans.map((plan) => (
        <li key={plan.id} className={`${styles.card} ${styles.planCard}`}>
          <Link href={paths.singleSavings(plan.id)} className={styles.cardLink}>
            <span className={styles.planHead}>
              <PlanImage plan={plan} className={styles.thumbnail} />
              <h3 className={`${styles.cardTitle} ${styles.oneLine}`}>{plan.name}</h3>
            </span>
            <PlanProgress plan={plan} />
            <Facts
              rows={[
                ['Term elapsed', formatPercent(plan.tenureElapsed)],
                ['Maturity date', formatDate(plan.maturityDate)],
              ]}
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function SavingsPage() {
  const summary = useLoad(getSummary);
  const purses = useLoad(getPurseAccounts);
  const core = useLoad(getCoreAccounts);
  const stashes = useLoad(getStashAccounts);
  // A terminated Stash leaves its list, pays into Vibe cash and moves the totals: all behind what is shown.
  const afterTermination = () => {
    stashes.refresh();
    summary.refresh();
    purses.refresh();
  };

  return (
    <div className={styles.page}>
      <h1>Savings</h1>
      <Section title="Total savings" id="savings-totals">
        <Reserved load={summary} room={styles.room.totals} what="your totals">
          {(data) => <TotalsDonut summary={data} />}
        </Reserved>
      </Section>
      <Section title="myPurse" id="savings-purses">
        <Reserved load={purses} room={styles.room.purses} what="your purses">
          {(data) => (
            <ul className={styles.strip}>
              {data.length === 0 && <li className={styles.empty}>{NO_ACCOUNTS}</li>}
              {data.map((purse) => (
                <li key={purse.id} className={styles.purse}>
                  <span>{purse.name}</span>
                  <strong>{formatNaira(purse.availableBalance)}</strong>
                  <Link href={paths.fundPurseFor(purse.id)} aria-label={`Fund ${purse.name}`}>
                    Fund
                  </Link>
                </li>
              ))}
              <li>
                <Link href={paths.myPurse} className={styles.tile}>
                  Create A New Purse
                </Link>
              </li>
            </ul>
          )}
        </Reserved>
      </Section>
      <Section title="Start saving" id="savings-create">
        <ul className={styles.tiles}>
          {createTiles.map((tile) => (
            <li key={tile.label}>
              <Link href={tile.href} className={styles.tile}>
                <span>
                  {tile.label}
                  <span className={styles.muted} style={{ display: 'block', fontWeight: 400 }}>
                    {tile.detail}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Core Savings" id="savings-core">
        <Reserved load={core} room={styles.room.core} what="your core savings">
          {(data) => <CorePlans plans={data} />}
        </Reserved>
      </Section>
      <Section title="Stash" id="savings-stash">
        <Reserved load={stashes} room={styles.room.stash} what="your Stash accounts">
          {(data) => (
            <Suspense fallback={<Skeleton what="your Stash accounts" />}>
              <StashList stashes={data} onTerminated={afterTermination} />
            </Suspense>
          )}
        </Reserved>
      </Section>
    </div>
  );
}
