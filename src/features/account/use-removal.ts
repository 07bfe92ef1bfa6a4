// Removing one thing after a yes/no question (ConfirmDialog, which runs it once at a time), then a timed
// notice before the list shows the change. A thing already gone counts as removed (doneIfGone). A failure
// closes the question and shows above the list, which is read again: the removal may have gone through
// with its answer lost, and the list then shows what the server holds.
import { useState } from 'react';
import { doneIfGone } from '../../api/http.ts';
import { messagesFor } from '../../ui/error-text.ts';

export function useRemoval<T>(remove: (target: T) => Promise<void>, refresh: () => void) {
  const [asking, setAsking] = useState<T | null>(null);
  const [removed, setRemoved] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const confirm = async () => {
    if (asking === null) return;
    setFailure([]);
    try {
      await doneIfGone(remove(asking));
      setAsking(null);
      setRemoved(true);
    } catch (error) {
      setAsking(null);
      setFailure(messagesFor(error));
      refresh();
    }
  };
  return { asking, ask: (target: T) => setAsking(target), cancel: () => setAsking(null), confirm, removed, done: () => setRemoved(false), failure };
}
