// Multi-step flow drafts: persisted per browser session, all cleared together at logout.
import type { Signal } from '@preact/signals-react';
import type { Struct } from 'superstruct';
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
