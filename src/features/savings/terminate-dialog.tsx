// The yes/no confirmation of ending a Stash early: it states the 50% penal charge on the accrued
// interest and what the customer will receive. Loaded when opened, so the savings home paints without it.
import { terminateStash } from '../../api/savings.ts';
import type { StashAccount } from '../../api/savings.ts';
import { formatNaira } from '../../lib/format.ts';
import { earlyTermination } from '../../lib/interest.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

export default function ConfirmTermination({ stash, onClose, onTerminated }: { stash: StashAccount; onClose: () => void; onTerminated: () => void }) {
  // What ending the Stash now costs and pays, when the listing says how much interest has accrued.
  const terms = stash.interestAccrued === undefined ? null : earlyTermination(stash.contribution, stash.interestAccrued);
  return (
    <ConfirmDialog title={`Terminate ${stash.name}?`} onYes={() => terminateStash(stash.id).then(onTerminated)} onNo={onClose} busyText="Terminating…" focus="no">
      <p>Ending this Stash before its maturity date attracts a 50% penal charge on the interest accrued so far{terms ? ` (${formatNaira(terms.charge)})` : ''}.</p>
      <p>
        {terms
          ? `You will receive ${formatNaira(terms.payout)} in your Vibe cash purse.`
          : `You will receive your contribution of ${formatNaira(stash.contribution)} plus half of the interest accrued so far in your Vibe cash purse.`}
      </p>
      <p>Do you want to terminate it?</p>
    </ConfirmDialog>
  );
}
