// Copies a text with one tap and says so; falls back to a hidden selection where the Clipboard API is off.
import { useEffect, useState } from 'react';
import { buttons } from '../styles/buttons.css.ts';

interface CopyButtonProps {
  text: string;
  /** The button's accessible name, e.g. 'Copy account number'. */
  label: string;
  /** What the customer is told once it is copied: a toast that closes after `closeAfterMs`. */
  copied: string;
  closeAfterMs?: number;
  className?: string;
}

/** The spec's toast auto-close (part 1 §9). */
export const TOAST_MS = 1_000;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    // execCommand is deprecated but remains the only copy path where the Clipboard API is refused.
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

export function CopyButton({ text, label, copied, closeAfterMs = TOAST_MS, className = buttons.ghost }: CopyButtonProps) {
  // A new object for every tap, so a second copy shows its notice for the full time again.
  const [notice, setNotice] = useState({ text: '' });
  // The confirmation closes by itself; a failure to copy stays, since the customer must act on it.
  useEffect(() => {
    if (notice.text !== copied) return undefined;
    const timer = setTimeout(() => setNotice({ text: '' }), closeAfterMs);
    return () => clearTimeout(timer);
  }, [notice, copied, closeAfterMs]);
  return (
    <>
      <button type="button" className={className} onClick={() => void copyText(text).then((ok) => setNotice({ text: ok ? copied : 'Could not copy. Please copy it by hand.' }))}>
        {label}
      </button>
      <span role="status">{notice.text}</span>
    </>
  );
}
