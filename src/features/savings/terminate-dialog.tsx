// The yes/no confirmation of ending a Stash early: it states the 50% penal charge on the accrued
// interest and what the customer will receive. Loaded when opened, so the savings home paints without it.
import { useState } from 'react';
import { terminateStash } from '../../api/savings.ts';
import type { StashAccount } from '../../api/savings.ts';
import { formatNaira } from '../../lib/format.ts';
import { earlyTermination } from '../../lib/interest.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { Modal } from '../../ui/modal.tsx';
import { useBusy } from '../../ui/use-busy.ts';
import * as styles from './savings.css.ts';

/** What ending the Stash now costs and pays, when the listing says how much interest has accrued. */
const terminationTerms = (stash: StashAccount) => (stash.interestAccrued === undefined ? null : earlyTermination(stash.contribution, stash.interestAccrued));

export default function ConfirmTermination({ stash, onClose, onTerminated }: { stash: StashAccount; onClose: () => void; onTerminated: () => void }) {
  const [busy, run] = useBusy();
  const [failure, setFailure] = useState<string[]>([]);
  const terms = terminationTerms(stash);
  const yes = () =>
    run(async () => {
      setFailure([]);
      try {
        await terminateStash(stash.id);
        onTerminated();
      } catch (error) {
        setFailure(messagesFor(error));
      }
    });
  return (
    <Modal title={`Terminate ${stash.name}?`} onClose={busy ? () => undefined : onClose}>
      <Banner messages={failure} />
      <p>Ending this Stash before its maturity date attracts a 50% penal charge on the interest accrued so far{terms ? ` (${formatNaira(terms.charge)})` : ''}.</p>
      <p>
        {terms
          ? `You will receive ${formatNaira(terms.payout)} in your Vibe cash purse.`
          : `You will receive your contribution of ${formatNaira(stash.contribution)} plus half of the interest accrued so far in your Vibe cash purse.`}
      </p>
      <p>Do you want to terminate it?</p>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onClose} disabled={busy} data-autofocus>
          No
        </button>
        <button type="button" className={buttons.primary} onClick={() => void yes()} disabled={busy}>
          {busy ? 'Terminating…' : 'Yes'}
        </button>
      </div>
    </Modal>
  );
}
