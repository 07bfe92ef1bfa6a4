// The in-memory session store node uses (contract tests, scripts): it holds what it was given until cleared.
import { describe, expect, it } from 'vitest';
import { memorySession } from './memory-session.ts';

const ada = { name: 'Ada Obi', token: 't1', refreshToken: 'r1', expiresAt: 1_900_000_000_000 };

describe('memorySession', () => {
  it('starts empty or with the session given, keeps the one set, and forgets it when cleared', () => {
    expect(memorySession().get()).toBeNull();
    const store = memorySession(ada);
    expect([store.get(), store.current]).toEqual([ada, ada]);
    const renewed = { ...ada, token: 't2', refreshToken: 'r2' };
    store.set(renewed);
    expect([store.get(), store.current]).toEqual([renewed, renewed]);
    store.clear();
    expect([store.get(), store.current]).toEqual([null, null]);
  });
});
