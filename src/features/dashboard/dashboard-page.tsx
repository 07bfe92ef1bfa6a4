// /app/dashboard: the signed-in landing page. Balances now; the rest of the spec's dashboard follows.
import { getSummary } from '../../api/user.ts';
import { formatDollars, formatNaira } from '../../lib/format.ts';
import { Banner } from '../../ui/banner.tsx';
import { useLoad } from '../../ui/use-load.ts';
import * as styles from './dashboard.css.ts';

export const DASHBOARD_FAILURE = 'Something went wrong, Should be rectified shortly';

function BalanceCard({ label, value }: { label: string; value: string | null }) {
  return (
    <section className={styles.balanceCard} aria-label={label}>
      <h2 className={styles.balanceLabel}>{label}</h2>
      <p className={styles.balanceValue}>{value ?? <span className={styles.skeleton} role="img" aria-label="Loading" />}</p>
    </section>
  );
}

export default function DashboardPage() {
  const summary = useLoad(getSummary);
  const data = summary.status === 'ready' ? summary.data : null;
  const failed = summary.status === 'failed';
  const show = (format: (n: number) => string, n: number | undefined) => (failed ? '—' : data && n !== undefined ? format(n) : null);

  return (
    <>
      <h1>Dashboard</h1>
      <Banner messages={failed ? [DASHBOARD_FAILURE] : []} />
      <div className={styles.balances}>
        <BalanceCard label="Total Balance" value={show(formatNaira, data?.totAmt)} />
        <BalanceCard label="Total Dollars" value={show(formatDollars, data?.totDollar)} />
        <BalanceCard label="Total Naira" value={show(formatNaira, data?.totNaira)} />
      </div>
    </>
  );
}
