// Loads data for a screen once (or when `deps` change) and exposes its state; stale answers are dropped.
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export function useLoad<T>(fetcher: () => Promise<T>, deps: DependencyList = []): Load<T> & { reload: () => void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(fetcher);
  latest.current = fetcher;

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    latest.current().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [attempt, ...deps]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
