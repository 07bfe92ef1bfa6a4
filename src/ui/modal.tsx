// A modal dialog on the native <dialog>: labelled by its title, focus kept inside, Escape closes it,
// and focus goes back to whatever opened it (or to `fallbackFocus` when that is gone).
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './modal.css.ts';

interface ModalProps {
  title: string;
  /**
   * The dialog's accessible name when it must differ from the title: the BVN modal's title names the
   * field inside it, and a dialog named like its field is found with it by a search for the field's label.
   */
  label?: string;
  onClose: () => void;
  children: ReactNode;
  /** The ids of what describes the dialog, read with its name when it opens (a question it asks). */
  describedBy?: string;
  /** Where focus goes on close when the element that opened the modal has left the page. */
  fallbackFocus?: () => HTMLElement | null;
  /** While an action the dialog started runs (a payment, a deletion), Escape and × leave it open: it closes once the action has answered. */
  busy?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const CloseContext = createContext<(() => void) | null>(null);
/** Closes the enclosing modal with its transition; controls inside a modal close through this. */
export const useModalClose = () => useContext(CloseContext);

export function Modal({ title, label, describedBy, onClose, children, fallbackFocus, busy = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);
  const owner = useRef(onClose);
  owner.current = onClose;
  const running = useRef(busy);
  running.current = busy;
  // Plays the closing transition, then hands over to the owner, which removes the dialog. The
  // animation's end is what counts (CSS runs on real time), with a timer in case it never plays.
  const close = useCallback(() => {
    if (running.current) return;
    if (reducedMotion()) return owner.current();
    setClosing(true);
  }, []);
  useEffect(() => {
    if (!closing) return undefined;
    const timer = setTimeout(() => owner.current(), styles.TRANSITION_MS + 200);
    return () => clearTimeout(timer);
  }, [closing]);
  const titleId = useId();
  const fallback = useRef(fallbackFocus);
  fallback.current = fallbackFocus;

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first control (the close button); a field marked for it is the better start.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const target = opener?.isConnected ? opener : (fallback.current?.() ?? null);
      target?.focus();
    };
  }, []);

  // The page behind is inert while the dialog is modal; this keeps Tab cycling inside it too.
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const focusables = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className={closing ? `${styles.root} ${styles.closing}` : styles.root}
      onAnimationEnd={(event) => {
        if (closing && event.target === event.currentTarget) owner.current();
      }}
      aria-modal="true"
      aria-labelledby={label ? undefined : titleId}
      aria-label={label}
      aria-describedby={describedBy}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        // Escape: the owner decides, so the dialog's state stays in React.
        event.preventDefault();
        close();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label="Close" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <CloseContext.Provider value={close}>{children}</CloseContext.Provider>
    </dialog>
  );
}
