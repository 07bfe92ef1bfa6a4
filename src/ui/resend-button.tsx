// Resend OTP (or token): sends the code again, one request at a time, and leaves the customer in the
// code's field (stayInField) to type the new one. What the answer means is the caller's to show.
import { buttons } from '../styles/buttons.css.ts';
import { stayInField } from './stay-in-field.ts';
import { useBusy } from './use-busy.ts';

interface ResendButtonProps {
  onResend: () => Promise<void>;
  label?: string;
  /** Held back while something else is under way (the code being confirmed). */
  disabled?: boolean;
}

export function ResendButton({ onResend, label = 'Resend OTP', disabled = false }: ResendButtonProps) {
  const [resending, run] = useBusy();
  return (
    <button type="button" className={buttons.ghost} onMouseDown={stayInField} onClick={() => void run(onResend)} disabled={resending || disabled} aria-busy={resending || undefined}>
      {resending ? 'Sending…' : label}
    </button>
  );
}
