// A success message over the page that does its job after a set time (a redirect, closing itself).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as styles from './timed-overlay.css.ts';

interface TimedOverlayProps {
  title: string;
  /** Milliseconds after which `onElapsed` runs once. */
  afterMs: number;
  onElapsed: () => void;
  /** Covers the whole screen in the brand colour (sign-up completed) rather than a popup over the page. */
  fullScreen?: boolean;
  children?: ReactNode;
}

export function TimedOverlay({ title, afterMs, onElapsed, fullScreen = false, children }: TimedOverlayProps) {
  const titleId = useId();
  const look = fullScreen ? 'fullScreen' : 'popup';
  const panel = useRef<HTMLDivElement>(null);
  const elapsed = useRef(onElapsed);
  elapsed.current = onElapsed;

  useEffect(() => {
    const timer = setTimeout(() => elapsed.current(), afterMs);
    return () => clearTimeout(timer);
  }, [afterMs]);

  // Screen readers announce the dialog's name when focus lands in it.
  useEffect(() => {
    panel.current?.focus();
  }, []);

  return (
    <div className={styles.backdrop[look]}>
      <div ref={panel} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.panel[look]}>
        <div className={styles.mark} aria-hidden="true">
          ✓
        </div>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        {children}
      </div>
    </div>
  );
}
