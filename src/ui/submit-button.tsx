// A form's submit button: disabled while the form submits, so a double click never sends twice.
import type { ReactNode } from 'react';
import { buttons } from '../styles/buttons.css.ts';

export function SubmitButton({ submitting = false, children, busyText = 'Please wait…' }: { submitting?: boolean; children: ReactNode; busyText?: string }) {
  return (
    <button type="submit" className={buttons.block} disabled={submitting} aria-busy={submitting || undefined}>
      {submitting ? busyText : children}
    </button>
  );
}
