// Loads data for a screen once (or when `deps` change) and exposes its state; stale answers are dropped.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type DependencyList } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export interface LoadControls {
  /** Starts over: shows the loading state again. */
  reload: () => void;
  /** Fetches again behind what is shown; only a successful answer replaces it, so nothing flickers. */
  refresh: () => void;
}

export function useLoad<T>(fetcher: () => Promise<T>, deps: DependencyList = []): Load<T> & LoadControls {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  // An answer renders as a transition: React renders it in slices that leave the main thread free for
  // the customer's input (a screen with several answers otherwise blocks it for each one on a slow phone).
  const settle = (next: Load<T>) => startTransition(() => setState(next));
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(fetcher);
  latest.current = fetcher;
  // Each request takes a number; only the newest may write its answer.
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setState({ status: 'loading' });
    latest.current().then(
      (data) => mine === generation.current && settle({ status: 'ready', data }),
      (error: unknown) => mine === generation.current && settle({ status: 'failed', error }),
    );
    return () => {
      if (mine === generation.current) generation.current += 1;
    };
  }, [attempt, ...deps]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    const mine = ++generation.current;
    latest.current().then(
      (data) => mine === generation.current && startTransition(() => setState({ status: 'ready', data })),
      // A failed refresh keeps what is shown; it only reports failure if nothing was shown yet.
      (error: unknown) => mine === generation.current && setState((shown) => (shown.status === 'ready' ? shown : { status: 'failed', error })),
    );
  }, []);
  // The same object while the state stands, so a part given it (memo) renders again only when it changes.
  return useMemo(() => ({ ...state, reload, refresh }), [state, reload, refresh]);
}
