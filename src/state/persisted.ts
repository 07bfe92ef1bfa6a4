// Signals mirrored into sessionStorage ("kept for the browser session"), tolerant of storage failures.
// What comes back from storage is as untrusted as a response: anyone with the tab (or an extension)
// can edit it, so each value is checked (a guard, or a superstruct struct through `fits`) and one
// that does not fit is removed.
import { effect, signal, type Signal } from '@preact/signals-react';

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): keep state in memory only
  }
};

/** The stored value of `key` if it passes `check`; otherwise null, and a value that does not fit is removed. */
export function readStored<T>(key: string, check: Guard<T>): T | null {
  const store = storage();
  const raw = store?.getItem(key);
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (check(value)) return value;
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

export function persistedSignal<T>(key: string, initial: T, check: Guard<T>): Signal<T> {
  const stored = readStored(key, check);
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

// Type guards for what storage holds. Hand-written rather than superstruct: superstruct would add
// 2.3 KB (gzip) to every sign-in and sign-up screen's first load, over its budget; screens that carry
// superstruct anyway check their drafts with their structs (fits.ts).
export type Guard<T> = (value: unknown) => value is T;

export const isString: Guard<string> = (v): v is string => typeof v === 'string';
export const isText: Guard<string> = (v): v is string => typeof v === 'string' && v.trim() !== '';
export const isNumber: Guard<number> = (v): v is number => typeof v === 'number' && Number.isFinite(v);
export const isBoolean: Guard<boolean> = (v): v is boolean => typeof v === 'boolean';

export const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (v): v is T | null =>
    v === null || guard(v);

export const either =
  <A, B>(a: Guard<A>, b: Guard<B>): Guard<A | B> =>
  (v): v is A | B =>
    a(v) || b(v);

/** A plain object with exactly these fields (none missing, none extra), each passing its guard. */
export function shape<T extends object>(fields: { [K in keyof T]-?: Guard<T[K]> }): Guard<T> {
  const entries = Object.entries<Guard<unknown>>(fields);
  return (v): v is T => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
    const record = v as Record<string, unknown>;
    return Object.keys(record).every((key) => Object.hasOwn(fields, key)) && entries.every(([key, guard]) => Object.hasOwn(record, key) && guard(record[key]));
  };
}
