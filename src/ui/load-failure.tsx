// A load that failed: its banner and a way to try again, never a blank step.
import { buttons } from '../styles/buttons.css.ts';
import { Banner } from './banner.tsx';
import { messagesFor } from './error-text.ts';

export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div>
      <Banner messages={messagesFor(error)} />
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
