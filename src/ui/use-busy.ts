// Runs one async action at a time: a second press while the first is under way does nothing.
import { useCallback, useRef, useState } from 'react';

export function useBusy(): [busy: boolean, run: (action: () => Promise<void>) => Promise<void>] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    // The ref, not the state, guards: two clicks can land before React re-renders the disabled button.
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
