// Loads data for a screen once (or when `deps` change) and exposes its state; stale answers are dropped.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type DependencyList } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export interface LoadControls {
  /** Starts over: shows the loading state again. */
  reload: () => void;
  /** Fetches again behind what is shown; only a successful answer replaces it, so nothing flickers. */
  refresh: () => void;
}

/**
 * Resolves in a task of its own. A screen starts its loads together as it mounts, and each start costs
 * more than it looks: the request is built, the session read, the browser asked over IPC for the page's
 * cookies and to open the request. Started apart, the dashboard's four calls are four short tasks, not
 * one long one that holds the customer's first tap. `scheduler.yield` where the browser has it (its
 * continuation runs before other queued tasks); a message to itself elsewhere (never a timer: a test's
 * paused clock would hold it back).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
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
    // An effect cancelled before its turn (the screen left, or StrictMode's rehearsal) sends nothing.
    void nextTask().then(() => {
      if (mine !== generation.current) return;
      latest.current().then(
        (data) => mine === generation.current && settle({ status: 'ready', data }),
        (error: unknown) => mine === generation.current && settle({ status: 'failed', error }),
      );
    });
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

/**
 * What a form just saved, shown over `loaded` until the load's next answer (a refresh) replaces it:
 * the form starts again from the saved values at once, and keeps them if the refresh fails, so a
 * second save never sends the old state back.
 */
export function useJustSaved<T>(loaded: T | undefined): [T | undefined, (saved: T) => void] {
  const [saved, setSaved] = useState<{ data: T; over: T | undefined } | null>(null);
  const shown = saved && saved.over === loaded ? saved.data : loaded;
  return [shown, (data: T) => setSaved({ data, over: loaded })];
}
