// Signals mirrored into sessionStorage ("kept for the browser session"), tolerant of storage failures.
import { effect, signal, type Signal } from '@preact/signals-react';

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): keep state in memory only
  }
};

export function readStored<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function persistedSignal<T>(key: string, initial: T): Signal<T> {
  const stored = readStored<T>(key);
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
