// @vitest-environment jsdom
// What sessionStorage hands back is checked, what does not fit is removed, and a tab whose storage is
// unavailable (privacy mode, quota, a denied origin) keeps its state in memory.
import { nullable, number, optional } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistedSignal, readStored } from './persisted.ts';

const Count = number();

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reading storage', () => {
  it('returns a stored value that fits, and removes one that does not', () => {
    sessionStorage.setItem('count', '3');
    expect(readStored('count', Count)).toBe(3);
    sessionStorage.setItem('count', '"three"');
    expect(readStored('count', Count)).toBeNull();
    expect(sessionStorage.getItem('count'), 'removed, so it is not read again').toBeNull();
    sessionStorage.setItem('count', '{not json');
    expect(readStored('count', Count)).toBeNull();
    expect(sessionStorage.getItem('count')).toBeNull();
  });

  it('reads nothing when the browser has no sessionStorage', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(readStored('count', Count)).toBeNull();
  });

  it('reads nothing when touching sessionStorage throws', () => {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage')!;
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(readStored('count', Count)).toBeNull();
      const s = persistedSignal('count', 1, Count);
      s.value = 2;
      expect(s.value).toBe(2);
    } finally {
      Object.defineProperty(globalThis, 'sessionStorage', own);
    }
  });
});

describe('a persisted signal', () => {
  it('writes each value, and removes the key when the value is null', () => {
    const s = persistedSignal<number | null>('count', 1, nullable(Count));
    expect(sessionStorage.getItem('count')).toBe('1');
    s.value = 5;
    expect(sessionStorage.getItem('count')).toBe('5');
    s.value = null;
    expect(sessionStorage.getItem('count')).toBeNull();
    expect(persistedSignal<number | null>('count', 2, nullable(Count)).value, 'nothing stored: the initial value').toBe(2);
  });

  it('removes the key when the value is undefined, rather than storing the text "undefined"', () => {
    const s = persistedSignal<number | undefined>('count', 1, optional(Count));
    s.value = undefined;
    expect(sessionStorage.getItem('count')).toBeNull();
  });

  it('keeps its value in memory when there is no storage, or writing fails', () => {
    vi.stubGlobal('sessionStorage', undefined);
    const s = persistedSignal('count', 1, Count);
    s.value = 4;
    expect(s.value).toBe(4);
    vi.unstubAllGlobals();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const full = persistedSignal('count', 1, Count);
    full.value = 6;
    expect(full.value).toBe(6);
    expect(sessionStorage.getItem('count')).toBeNull();
  });
});
