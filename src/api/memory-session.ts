// A session store kept in memory: for node (contract tests, scripts) where there is no sessionStorage.
import type { Session, SessionStore } from './config.ts';

export function memorySession(initial: Session | null = null): SessionStore & { readonly current: Session | null } {
  let current = initial;
  return {
    get current() {
      return current;
    },
    get: () => current,
    set: (next) => {
      current = next;
    },
    clear: () => {
      current = null;
    },
  };
}
