// Signals mirrored into sessionStorage ("kept for the browser session"), tolerant of storage failures.
// What comes back from storage is as untrusted as a response: anyone with the tab (or an extension)
// can edit it, so each value is checked against its superstruct struct and one that does not fit is
// removed.
import { effect, signal, type Signal } from '@preact/signals-react';
import { is, type Struct } from 'superstruct';

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): keep state in memory only
  }
};

/** The stored value of `key` if it fits `struct`; otherwise null, and a value that does not fit is removed. */
export function readStored<T>(key: string, struct: Struct<T, unknown>): T | null {
  const store = storage();
  const raw = store?.getItem(key);
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (is(value, struct)) return value;
  } catch {
    // Not JSON, or a value a struct cannot even describe (superstruct throws on {"toString": 1}): not ours.
  }
  try {
    store?.removeItem(key);
  } catch {
    /* storage unavailable: nothing to remove */
  }
  return null;
}

export function persistedSignal<T>(key: string, initial: T, struct: Struct<T, unknown>): Signal<T> {
  const stored = readStored(key, struct);
  const s = signal<T>(stored ?? initial);
  effect(() => {
    const value = s.value;
    try {
      if (value === null || value === undefined) storage()?.removeItem(key);
      else storage()?.setItem(key, JSON.stringify(value));
    } catch {
      // quota exceeded or storage disabled: the in-memory value still serves this tab
    }
  });
  return s;
}
