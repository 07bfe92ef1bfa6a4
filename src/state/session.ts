// The signed-in session as a signal, persisted in sessionStorage and handed to the API layer.
import { computed } from '@preact/signals-react';
import type { Session, SessionStore } from '../api/http.ts';
import { clearAllDrafts } from './drafts.ts';
import { persistedSignal } from './persisted.ts';

export const session = persistedSignal<Session | null>('session', null);
export const signedIn = computed(() => session.value !== null);

export const sessionStore: SessionStore = {
  get: () => session.peek(),
  set: (next) => {
    session.value = next;
  },
  clear: () => {
    session.value = null;
  },
};

/** Ends the session and forgets every draft, so the next user of this tab sees nothing of it. */
export function logout(): void {
  session.value = null;
  clearAllDrafts();
}
