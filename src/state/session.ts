// The signed-in session as a signal, persisted in sessionStorage and handed to the API layer.
import { computed, signal } from '@preact/signals-react';
import type { Session, SessionStore } from '../api/config.ts';
import { nullable, number, object, pattern, string } from 'superstruct';
import { claimDrafts, clearAllDrafts } from './drafts.ts';
import { persistedSignal } from './persisted.ts';

const Token = pattern(string(), /\S/);

/** The session as this client writes it; anything else found under 'session' means signed out. */
const StoredSession = object({ name: string(), token: Token, refreshToken: Token, expiresAt: number() });

export const session = persistedSignal<Session | null>('session', null, nullable(StoredSession));
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

/** Why the customer was signed out without asking (shown once on the sign-in screen). */
export const signOutNotice = signal<string | null>(null);

/** Starts the session of the customer who signed in (or registered) as `email`, with their drafts only. */
export function startSession(next: Session, email: string): void {
  claimDrafts(email);
  session.value = next;
}

/**
 * Log Out: ends the session and forgets every draft, so the next user of this tab sees nothing of it.
 * A session that runs out is not a logout: its drafts wait for the same customer (startSession).
 */
export function logout(): void {
  session.value = null;
  clearAllDrafts();
}
