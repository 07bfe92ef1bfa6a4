// A yes/no question in a modal: deleting a card, an account or a beneficiary (spec part 2, sections 4
// and 8: asked first), ending a Stash early. Yes runs the action once; both answers wait while it runs,
// and what it throws shows above the question.
import { useState, type ReactNode } from 'react';
import { buttons } from '../styles/buttons.css.ts';
import { Banner } from './banner.tsx';
import { messagesFor } from './error-text.ts';
import { Modal } from './modal.tsx';
import * as styles from './modal.css.ts';
import { useBusy } from './use-busy.ts';

interface ConfirmDialogProps {
  title: string;
  /** The question, and whatever the customer should know before answering. */
  children: ReactNode;
  onYes: () => Promise<void>;
  onNo: () => void;
  /** Yes's text while the action runs ('Deleting…'); 'Yes' throughout when not given. */
  busyText?: string;
  /** The answer focused when the dialog opens; the dialog's close button when not given. */
  focus?: 'yes' | 'no';
}

export function ConfirmDialog({ title, children, onYes, onNo, busyText = 'Yes', focus }: ConfirmDialogProps) {
  const [busy, run] = useBusy();
  const [failure, setFailure] = useState<string[]>([]);
  const yes = () =>
    run(async () => {
      setFailure([]);
      try {
        await onYes();
      } catch (error) {
        setFailure(messagesFor(error));
      }
    });
  return (
    <Modal title={title} onClose={onNo} busy={busy}>
      <Banner messages={failure} />
      {children}
      <div className={styles.answers}>
        <button type="button" className={buttons.secondary} onClick={onNo} disabled={busy} data-autofocus={focus === 'no' || undefined}>
          No
        </button>
        <button type="button" className={buttons.primary} onClick={() => void yes()} disabled={busy} aria-busy={busy || undefined} data-autofocus={focus === 'yes' || undefined}>
          {busy ? busyText : 'Yes'}
        </button>
      </div>
    </Modal>
  );
}
