// The yes/no confirmation of ending a Stash: before its maturity date it states the 50% penal charge on the
// accrued interest, on it or after that there is none, and what the customer will receive. Loaded when
// opened, so the savings home paints without it.
import { terminateStash } from '../../api/savings.ts';
import type { StashAccount } from '../../api/savings.ts';
import { formatNaira } from '../../lib/format.ts';
import { stashTermination } from '../../lib/interest.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

// Not in the spec (README, deviations): the breakage fee applies before maturity only (part 1, section 9).
export const MATURED_NO_CHARGE = 'This Stash has reached its maturity date, so ending it attracts no penal charge.';

interface ConfirmTerminationProps {
  stash: StashAccount;
  onClose: () => void;
  onTerminated: () => void;
  /** A termination failed: it may still have ended the Stash (a lost answer), so what is shown is read again. */
  onFailed: () => void;
}

export default function ConfirmTermination({ stash, onClose, onTerminated, onFailed }: ConfirmTerminationProps) {
  // What ending the Stash now costs and pays; the amounts only when the listing says how much interest has accrued.
  const { matured, charge, payout } = stashTermination({ ...stash, interestAccrued: stash.interestAccrued ?? 0 });
  const known = stash.interestAccrued !== undefined;
  return (
    <ConfirmDialog title={`Terminate ${stash.name}?`} onYes={() =>
        terminateStash(stash.id).then(onTerminated, (error: unknown) => {
          onFailed();
          throw error;
        })
      } onNo={onClose} busyText="Terminating…" focus="no">
      <p>{matured ? MATURED_NO_CHARGE : `Ending this Stash before its maturity date attracts a 50% penal charge on the interest accrued so far${known ? `: ${formatNaira(charge)} of the ${formatNaira(stash.interestAccrued!)} accrued` : ''}.`}</p>
      <p>
        {known
          ? `You will receive ${formatNaira(payout)} in your Vibe cash purse.`
          : `You will receive your contribution of ${formatNaira(stash.contribution)} plus ${matured ? 'all' : 'half'} of the interest accrued so far in your Vibe cash purse.`}
      </p>
      <p>Do you want to terminate it?</p>
    </ConfirmDialog>
  );
}
