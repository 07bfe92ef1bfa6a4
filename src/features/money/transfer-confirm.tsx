// What a transfer shows once the customer has asked for one (/app/account/transfer): the dialog that
// names the recipient and the amount before NEXT sends it, and the success screen after. Loaded with the
// recipient's name (transfer-page.tsx), so a visit that sends nothing never fetches it.
import { formatNaira } from '../../lib/format.ts';
import type { SendingTransfer } from '../../state/transfer-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SuccessOverlay } from '../../ui/success-overlay.tsx';
import * as styles from './money.css.ts';

export const TRANSFER_SUCCESS = 'Fantastic! Successful fund transfer';
/** Said when a transfer's answer never came: NEXT is safe, since it sends the same key. */
export const MAY_HAVE_GONE = 'We could not confirm whether this transfer went through. NEXT completes it if it did not, and never sends it twice.';

interface ConfirmTransferProps {
  transfer: SendingTransfer;
  failure: string[];
  sending: boolean;
  onCancel: () => void;
  onSend: () => void;
}

export function ConfirmTransfer({ transfer, failure, sending, onCancel, onSend }: ConfirmTransferProps) {
  return (
    <Modal title="Confirm transfer" onClose={onCancel} busy={sending}>
      <Banner messages={failure} />
      {transfer.sent && !sending && <p>{MAY_HAVE_GONE}</p>}
      <p>
        You are sending <strong>{formatNaira(transfer.amount)}</strong> to <strong>{transfer.name}</strong> ({transfer.email}).
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onCancel} disabled={sending}>
          Cancel
        </button>
        <button type="button" className={buttons.primary} onClick={onSend} disabled={sending}>
          {sending ? 'Sending…' : 'NEXT'}
        </button>
      </div>
    </Modal>
  );
}

interface TransferSentProps {
  transfer: SendingTransfer;
  onDone: () => void;
}

export function TransferSent({ transfer, onDone }: TransferSentProps) {
  return (
    <SuccessOverlay
      title={TRANSFER_SUCCESS}
      action={
        <button type="button" className={buttons.primary} onClick={onDone}>
          Done
        </button>
      }
    >
      <p>
        {formatNaira(transfer.amount)} sent to {transfer.name}.
      </p>
    </SuccessOverlay>
  );
}
