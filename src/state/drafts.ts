// Multi-step flow drafts: persisted per browser session and owned by the customer who signed in; all
// cleared together at logout, and before anyone else's session starts in the tab.
import type { Signal } from '@preact/signals-react';
import { nullable, string, type Struct } from 'superstruct';
import { persistedSignal } from './persisted.ts';

const registry = new Map<string, { draft: Signal<unknown>; initial: unknown }>();

/**
 * A draft that survives a reload; `key` names it in sessionStorage (prefixed `draft:`). A stored
 * value that does not fit `struct` is dropped and the draft starts from `initial`.
 */
export function createDraft<T>(key: string, initial: T, struct: Struct<T, unknown>): Signal<T> {
  const draft = persistedSignal<T>(`draft:${key}`, initial, struct);
  registry.set(key, { draft: draft, initial });
  return draft;
}

/**
 * Whose drafts these are: the e-mail address the customer signed in with, kept beside the drafts. A
 * session that runs out leaves both, so that the same customer signing in again finds their drafts
 * (a transfer's idempotency key among them); it is cleared with them.
 */
const owner = createDraft<string | null>('owner', null, nullable(string()));

/**
 * Called as a session starts, before anything shows a draft: the drafts stay if they are this
 * customer's, and are cleared if they are anyone else's or nobody's known.
 */
export function claimDrafts(email: string): void {
  const customer = email.trim().toLowerCase(); // as the API matches e-mail addresses
  if (owner.peek() !== customer) clearAllDrafts();
  owner.value = customer;
}

export function clearAllDrafts(): void {
  for (const { draft, initial } of registry.values()) draft.value = initial;
  // Drafts of flows not loaded in this tab yet still sit in storage: remove them too.
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('draft:')) sessionStorage.removeItem(key);
  } catch {
    /* storage unavailable: nothing persisted */
  }
}

/** Forgets one draft, whether or not its flow is loaded in this tab: its signal back to the start, its stored copy gone. */
export function forgetDraft(key: string): void {
  const entry = registry.get(key);
  if (entry) entry.draft.value = entry.initial;
  try {
    sessionStorage.removeItem(`draft:${key}`);
  } catch {
    /* storage unavailable: nothing persisted */
  }
}
