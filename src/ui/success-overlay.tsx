// The confirmation that ends a money movement: for SUCCESS_DIALOG_MS a full-screen modal dialog that
// takes the focus (the spec's "success dialogs 1.5 to 2 s"), then the same panel, settled in the page,
// so what was paid or sent stays readable with its one way on, and the focus stays on it.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './success-overlay.css.ts';

/** How long the confirmation is a dialog over the page (spec: success dialogs 1.5 to 2 s). */
export const SUCCESS_DIALOG_MS = 2_000;

interface SuccessOverlayProps {
  title: string;
  children: ReactNode;
  /** The one way on (a link or a button); it receives the focus. */
  action: ReactNode;
}

export function SuccessOverlay({ title, children, action }: SuccessOverlayProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const timer = setTimeout(() => setOpen(false), SUCCESS_DIALOG_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    // Settled, it is brought into view where the page had it (the page behind did not scroll). Not
    // returned: a newer browser's scrollIntoView returns a promise, which React would call on unmount.
    if (!open) {
      panel.current?.scrollIntoView({ block: 'nearest' });
      return;
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // The dialog has a single control, so Tab simply stays on it.
  const keepFocus = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Tab') return;
    event.preventDefault();
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  };

  // One element throughout, so the focus and anything reading it stay put when the dialog settles.
  return (
    <div className={open ? styles.backdrop : styles.settled}>
      <div
        ref={panel}
        role={open ? 'dialog' : 'region'}
        aria-modal={open || undefined}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className={open ? styles.panel : styles.settledPanel}
        onKeyDown={keepFocus}
      >
        <span className={styles.mark} aria-hidden="true">
          ✓
        </span>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <div id={`${id}-body`} className={styles.body}>
          {children}
        </div>
        {action}
      </div>
    </div>
  );
}
