// A module a screen needs only once the customer acts (its API calls): it loads right after the
// screen has painted, or on demand if asked for sooner, so forms paint without the API stack.
import { NetworkError } from '../api/errors.ts';

export function deferred<M>(name: string, load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  const get = () =>
    (pending ??= load().catch(() => {
      pending = null; // a chunk that failed to arrive may arrive on the next try
      throw new NetworkError(`load ${name}`, 'unreachable');
    }));
  if (typeof window !== 'undefined') setTimeout(() => void get().catch(() => undefined), 0);
  return get;
}
