// /app/dashboard (spec part 1, sections 2 and 4): balances, plan shortcuts, recent activities, the
// to-do list, public challenges and the BVN modal, which opens by itself 3 s after the page has
// loaded its to-do flags while the BVN is unconfirmed. Each part loads on its own; a failure leaves the others standing.
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getPublicGroups } from '../../api/groups.ts';
import { getSummary, getTodo, getTransactions } from '../../api/dashboard.ts';
import { formatDollars, formatNaira } from '../../lib/format.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { useCardLinking, useOnReturn } from '../../ui/use-card-linking.ts';
import { useLoad } from '../../ui/use-load.ts';
import { Challenges } from './challenges.tsx';
import * as styles from './dashboard.css.ts';
import { PlanLinks } from './plan-links.tsx';
import { RecentActivities } from './recent-activities.tsx';
import { TodoList } from './todo-list.tsx';

export const DASHBOARD_FAILURE = 'Something went wrong, Should be rectified shortly';
export const BVN_PROMPT_DELAY_MS = 3_000;

type BvnModalType = typeof import('./bvn-modal.tsx').default;
/** The modal's own chunk, held once loaded. Not React.lazy: Suspense reveals on a timer of its own,
 * and the prompt must appear at 3 s exactly, however the clock runs. */
function useBvnModalCode() {
  const [component, setComponent] = useState<{ BvnModal: BvnModalType } | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const load = useCallback(() => {
    import('./bvn-modal.tsx').then(
      (module) => setComponent({ BvnModal: module.default }),
      () => setFailure(['We could not reach the server. Check your connection and try again.']),
    );
  }, []);
  return { BvnModal: component?.BvnModal ?? null, failure, load };
}

const BalanceCard = memo(function BalanceCard({ label, value }: { label: string; value: string | null }) {
  return (
    <section className={styles.balanceCard} aria-label={label}>
      <h2 className={styles.balanceLabel}>{label}</h2>
      <p className={styles.balanceValue}>{value ?? <span className={styles.skeleton} role="img" aria-label="Loading" />}</p>
    </section>
  );
});

export default function DashboardPage() {
  const summary = useLoad(getSummary);
  const transactions = useLoad(() => getTransactions());
  const todo = useLoad(getTodo);
  const groups = useLoad(getPublicGroups);
  const card = useCardLinking();
  const modal = useBvnModalCode();
  const { load: loadBvnModal } = modal;
  const [bvnOpen, setBvnOpen] = useState(false);
  const prompted = useRef(false);
  const todoHeading = useRef<HTMLHeadingElement | null>(null);

  const loads = [summary, transactions, todo, groups];
  const failed = loads.some((load) => load.status === 'failed');
  // Each part that failed loads again; what did load stays as it is.
  const retry = () => loads.forEach((load) => load.status === 'failed' && load.reload());
  const bvnMissing = todo.status === 'ready' && !todo.data.bvnConfirmed;

  // The prompt counts from the moment the dashboard knows the BVN is missing (its to-do flags have
  // loaded): before that it could not tell whether to open at all.
  useEffect(() => {
    if (!bvnMissing || prompted.current) return undefined;
    // Fetch the modal's code while the customer reads, so it opens on time.
    loadBvnModal();
    const timer = setTimeout(() => {
      if (prompted.current) return;
      prompted.current = true;
      setBvnOpen(true);
    }, BVN_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [bvnMissing, loadBvnModal]);

  // A card linked in the provider's tab shows here when the customer comes back to this one.
  const { refresh: refreshTodo } = todo;
  useOnReturn(refreshTodo);

  const { refresh: refreshGroups } = groups;
  const onVerified = useCallback(() => {
    setBvnOpen(false);
    refreshTodo();
    // Challenges are listed to verified customers only, so the list may have grown.
    refreshGroups();
  }, [refreshTodo, refreshGroups]);
  const onBvnClose = useCallback(() => setBvnOpen(false), []);
  const openBvn = useCallback(() => {
    // Opened by hand (or dismissed after opening): the timed prompt has nothing left to do.
    prompted.current = true;
    loadBvnModal();
    setBvnOpen(true);
  }, [loadBvnModal]);

  // Stable props, so the memoised parts render again only when their own data changes (each of the four
  // answers arrives on its own and re-renders the page).
  const { start: startCardLinking } = card;
  const linkCard = useCallback(() => void startCardLinking(), [startCardLinking]);
  const todoFailure = useMemo(() => [...card.failure, ...(bvnOpen ? modal.failure : [])], [card.failure, bvnOpen, modal.failure]);

  const show = (format: (n: number) => string, n: number | undefined) =>
    summary.status === 'failed' ? '—' : summary.status === 'ready' && n !== undefined ? format(n) : null;
  const data = summary.status === 'ready' ? summary.data : undefined;

  return (
    <>
      <h1>Dashboard</h1>
      <Banner messages={failed ? [DASHBOARD_FAILURE] : []} />
      {failed && (
        <p>
          <button type="button" className={buttons.secondary} onClick={retry}>
            Try again
          </button>
        </p>
      )}
      <div className={styles.balances}>
        <BalanceCard label="Total Balance" value={show(formatNaira, data?.totAmt)} />
        <BalanceCard label="Total Dollars" value={show(formatDollars, data?.totDollar)} />
        <BalanceCard label="Total Naira" value={show(formatNaira, data?.totNaira)} />
      </div>
      <PlanLinks />
      <div className={styles.columns}>
        <RecentActivities load={transactions} />
        <TodoList load={todo} onLinkBvn={openBvn} onLinkCard={linkCard} linkingCard={card.linking} failure={todoFailure} headingRef={todoHeading} />
      </div>
      <Challenges load={groups} />
      {bvnOpen && modal.BvnModal && <modal.BvnModal onClose={onBvnClose} onVerified={onVerified} fallbackFocus={() => todoHeading.current} />}
    </>
  );
}
