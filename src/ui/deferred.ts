// A module a screen needs only once the customer acts (its API calls): it is fetched when the browser
// is next idle after the screen's module has run (so it never competes with first paint, and is there
// before a customer can type and submit), or on demand if asked for sooner.
import { NetworkError } from '../api/errors.ts';

/** Runs `task` when the main thread is idle; browsers without requestIdleCallback run it after a tick. */
export function whenIdle(task: () => void): void {
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 0);
}

export function deferred<M>(name: string, load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  const get = () =>
    (pending ??= load().catch(() => {
      pending = null; // a chunk that failed to arrive may arrive on the next try
      throw new NetworkError(`load ${name}`, 'unreachable');
    }));
  whenIdle(() => void get().catch(() => undefined));
  return get;
}
