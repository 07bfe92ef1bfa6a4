// A yes/no question before something is removed (spec part 2, section 4: Delete Account asks first).
import { Modal } from '../../ui/modal.tsx';
import { buttons } from '../../styles/buttons.css.ts';
import * as styles from './account.css.ts';

interface ConfirmDialogProps {
  title: string;
  question: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}

export function ConfirmDialog({ title, question, busy, onYes, onNo }: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onNo}>
      <p>{question}</p>
      <div className={styles.confirmRow}>
        <button type="button" className={buttons.secondary} onClick={onNo} disabled={busy}>
          No
        </button>
        <button type="button" className={buttons.primary} onClick={onYes} disabled={busy} aria-busy={busy || undefined} data-autofocus>
          Yes
        </button>
      </div>
    </Modal>
  );
}
