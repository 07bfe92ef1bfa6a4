// Removing one thing after a yes/no question (ConfirmDialog, which runs it once at a time), then a timed
// notice before the list shows the change. A refusal closes the question and shows above the list.
import { useState } from 'react';
import { messagesFor } from '../../ui/error-text.ts';

export function useRemoval<T>(remove: (target: T) => Promise<void>) {
  const [asking, setAsking] = useState<T | null>(null);
  const [removed, setRemoved] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const confirm = async () => {
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
  };
  return { asking, ask: (target: T) => setAsking(target), cancel: () => setAsking(null), confirm, removed, done: () => setRemoved(false), failure };
}
