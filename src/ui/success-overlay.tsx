// A full-screen confirmation over the page: a labelled modal dialog that takes the focus and
// keeps it until the customer moves on with its one action.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './success-overlay.css.ts';

interface SuccessOverlayProps {
  title: string;
  children: ReactNode;
  /** The one way on (a link or a button); it receives the focus. */
  action: ReactNode;
}

export function SuccessOverlay({ title, children, action }: SuccessOverlayProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // The dialog has a single control, so Tab simply stays on it.
  const keepFocus = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  };

  return createPortal(
    <div className={styles.backdrop}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} className={styles.panel} onKeyDown={keepFocus}>
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
    </div>,
    document.body,
  );
}
