// Removing one thing after a yes/no question, then a timed notice before the list shows the change.
import { useState } from 'react';
import { messagesFor } from '../../ui/error-text.ts';
import { useBusy } from '../../ui/use-busy.ts';

export function useRemoval<T>(remove: (target: T) => Promise<void>) {
  const [asking, setAsking] = useState<T | null>(null);
  const [removed, setRemoved] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const [busy, run] = useBusy();
  const confirm = () =>
    void run(async () => {
      if (asking === null) return;
      setFailure([]);
      try {
        await remove(asking);
        setAsking(null);
        setRemoved(true);
      } catch (error) {
        setAsking(null);
        setFailure(messagesFor(error));
      }
    });
  return { asking, ask: (target: T) => setAsking(target), cancel: () => setAsking(null), confirm, busy, removed, done: () => setRemoved(false), failure };
}
