// /app/savings: the totals donut, the myPurse strip, the create tiles, the Core Savings list and the
// Stash list. Each list loads, fails and retries on its own: one failing call never hides the others.
import { Suspense, type ReactNode } from 'react';
import { lazyScreen } from '../../ui/lazy-screen.tsx';
import { Link } from 'wouter';
import { getCoreAccounts, getStashAccounts, type CoreAccount } from '../../api/savings.ts';
import { getPurseAccounts } from '../../api/purses.ts';
import { getSummary } from '../../api/dashboard.ts';
import { formatDate, formatNaira } from '../../lib/format.ts';
import { paths } from '../../paths.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useLoad, type Load, type LoadControls } from '../../ui/use-load.ts';
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

/** One section's load: a status while it loads, its failure with a retry, or its content. */
function Loaded<T>({ load, what, children }: { load: Load<T> & LoadControls; what: string; children: (data: T) => ReactNode }) {
  if (load.status === 'loading') return <p role="status" className={styles.muted}>Loading {what}…</p>;
  if (load.status === 'failed') return <LoadFailure error={load.error} onRetry={load.reload} />;
  return <>{children(load.data)}</>;
}

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
    <ul className={styles.list}>
      {plans.map((plan) => (
        <li key={plan.id} className={styles.card}>
          <Link href={paths.singleSavings(plan.id)} className={styles.cardLink}>
            <h3 className={styles.cardTitle}>{plan.name}</h3>
            <PlanImage plan={plan} />
            <PlanProgress plan={plan} />
            <Facts
              rows={[
                ['Term elapsed', `${plan.tenureElapsed}%`],
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
        <Loaded load={summary} what="your totals">
          {(data) => <TotalsDonut summary={data} />}
        </Loaded>
      </Section>
      <Section title="myPurse" id="savings-purses">
        <ul className={styles.strip}>
          {purses.status === 'ready' &&
            purses.data.map((purse) => (
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
        <Loaded load={purses} what="your purses">
          {(data) => (data.length === 0 ? <p className={styles.empty}>{NO_ACCOUNTS}</p> : null)}
        </Loaded>
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
        <Loaded load={core} what="your core savings">
          {(data) => <CorePlans plans={data} />}
        </Loaded>
      </Section>
      <Section title="Stash" id="savings-stash">
        <Loaded load={stashes} what="your Stash accounts">
          {(data) => (
            <Suspense fallback={<p role="status" className={styles.muted}>Loading your Stash accounts…</p>}>
              <StashList stashes={data} onTerminated={afterTermination} />
            </Suspense>
          )}
        </Loaded>
      </Section>
    </div>
  );
}
