// The Stash list of the savings home: days left, contribution and maturity per Stash, and termination
// behind a yes/no confirmation that states the penal charge (before maturity only) and what the customer gets.
import { Suspense, useState } from 'react';
import { lazyScreen } from '../../ui/lazy-screen.tsx';
import type { StashAccount } from '../../api/savings.ts';
import { formatDate, formatNaira } from '../../lib/format.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { Facts } from '../../ui/facts.tsx';
import * as styles from './savings.css.ts';

const ConfirmTermination = lazyScreen(() => import('./terminate-dialog.tsx'));

export const NO_STASH = 'No stash accounts';
export const TERMINATED = 'Your Stash has been terminated and the money paid into your Vibe cash purse.';

/** `onTerminated` reads the list, the totals and the purses again: after a termination, and after a failed one that may have gone through. */
export default function StashList({ stashes, onTerminated }: { stashes: StashAccount[]; onTerminated: () => void }) {
  const [confirming, setConfirming] = useState<StashAccount | null>(null);
  const [notice, setNotice] = useState<string[]>([]);
  // The Stash being confirmed has left the list read again after a failed termination: the termination
  // went through and only its answer was lost (a retry would be told the Stash is gone), so it ended.
  if (confirming && !stashes.some((s) => s.id === confirming.id)) {
    setConfirming(null);
    setNotice([TERMINATED]);
  }
  return (
    <>
      <Banner messages={notice} tone="positive" />
      {stashes.length === 0 ? (
        <p className={styles.empty}>{NO_STASH}</p>
      ) : (
        <ul className={styles.list}>
          {stashes.map((stash) => (
            <li key={stash.id} className={styles.card}>
              <h3 id={`stash-${stash.id}`} className={styles.cardTitle}>
                {stash.name}
              </h3>
              <Facts
                id={`stash-${stash.id}-facts`}
                rows={[
                  ['Days left', String(stash.daysLeft)],
                  ['Contribution', formatNaira(stash.contribution)],
                  ['Maturity date', formatDate(stash.maturityDate)],
                ]}
              />
              <div>
                {/* Every Stash has the same name: the button's description says which one it ends. */}
                <button
                  type="button"
                  className={buttons.secondary}
                  aria-describedby={`stash-${stash.id} stash-${stash.id}-facts`}
                  onClick={() => {
                    setNotice([]);
                    setConfirming(stash);
                  }}
                >
                  Terminate
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <Suspense fallback={<p role="status">Opening…</p>}>
          <ConfirmTermination
            stash={confirming}
            onClose={() => setConfirming(null)}
            onTerminated={() => {
              setConfirming(null);
              setNotice([TERMINATED]);
              onTerminated();
            }}
            onFailed={onTerminated}
          />
        </Suspense>
      )}
    </>
  );
}
