// Pay from the myPurse wallet: the customer confirms the amount first, seeing what Vibe cash holds, then
// the wallet is debited. A failure shows in a popup (part 1 §8), with the server's messages; closing it
// leaves the step as it was.
import { useId, useState } from 'react';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { isAlreadyPaid, payFromPurse } from '../../api/payments.ts';
import { getPurseAccounts, walletOf } from '../../api/purses.ts';
import { formatMoney, formatNaira } from '../../lib/format.ts';
import { paymentInFlight, type PaymentSubject } from '../../state/payment.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { Modal, useModalClose } from '../../ui/modal.tsx';
import * as modal from '../../ui/modal.css.ts';
import { useBusy } from '../../ui/use-busy.ts';
import { useLoad } from '../../ui/use-load.ts';

export const MAY_HAVE_PAID = 'If your payment went through, CONFIRM again will not charge you twice.';
const WALLET_SHORT = 'That is less than this payment: top up Vibe cash or choose another way to pay.';

interface WalletStepProps {
  subject: PaymentSubject;
  onCancel: () => void;
  onPaid: () => void;
  /** The server says the transaction is already paid (say, by card after a lost answer): the payment is over. */
  onAlreadyPaid: () => void;
}

export function WalletStep({ subject, onCancel, onPaid, onAlreadyPaid }: WalletStepProps) {
  const [busy, run] = useBusy();
  const [failure, setFailure] = useState<string[]>([]);
  // No answer, or a server error: the payment may have gone through, and the customer should know that
  // CONFIRM again is safe (the same transId is never paid twice).
  const [unsure, setUnsure] = useState(false);
  // What Vibe cash holds, once known: the API decides whether it pays, so CONFIRM stays (the popup says why not).
  const purses = useLoad(getPurseAccounts);
  // A customer without a wallet yet (a new one) has nothing in it.
  const balance = purses.status === 'ready' ? (walletOf(purses.data)?.availableBalance ?? 0) : undefined;
  const id = useId();

  const pay = () =>
    run(async () => {
      setFailure([]);
      paymentInFlight.value = true;
      try {
        // The same transId on every attempt: a retry after a lost answer cannot pay twice.
        await payFromPurse(subject.transId);
        onPaid();
      } catch (error) {
        if (isAlreadyPaid(error)) return onAlreadyPaid();
        setUnsure(error instanceof NetworkError || (error instanceof ApiError && error.status >= 500));
        setFailure(messagesFor(error));
      } finally {
        paymentInFlight.value = false;
      }
    });

  // The question is a dialog of its own (the wallet "asks for confirmation before paying", part 2 §2):
  // Cancel, Escape or × go back to the choice of method, none of them while the payment is on its way.
  // A failure's popup is its sibling, not inside it, so Escape there closes the popup alone.
  return (
    <>
      <Modal title="Pay from your wallet" describedBy={`${id}-ask ${id}-balance`} onClose={onCancel} busy={busy}>
        <p id={`${id}-ask`}>
          Pay {formatMoney(subject.amount, subject.currency)} for your {subject.label} from your myPurse wallet (Vibe cash)?
        </p>
        <p id={`${id}-balance`} aria-live="polite">
          {balance !== undefined && `Your Vibe cash balance is ${formatNaira(balance)}.${balance < subject.amount ? ` ${WALLET_SHORT}` : ''}`}
        </p>
        <div className={modal.answers}>
          <button type="button" className={buttons.secondary} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className={buttons.primary} onClick={() => void pay()} disabled={busy}>
            {busy ? 'Paying…' : 'CONFIRM'}
          </button>
        </div>
      </Modal>
      {failure.length > 0 && (
        <Modal title="Payment failed" onClose={() => setFailure([])}>
          <Banner messages={failure} />
          {unsure && <p>{MAY_HAVE_PAID}</p>}
          <div className={modal.answers}>
            <CloseButton />
          </div>
        </Modal>
      )}
    </>
  );
}

function CloseButton() {
  const close = useModalClose();
  return (
    <button type="button" className={buttons.primary} onClick={() => close?.()} data-autofocus="">
      OK
    </button>
  );
}
