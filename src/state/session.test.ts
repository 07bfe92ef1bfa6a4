// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

const aSession = { name: 'Ada Obi', token: 't', refreshToken: 'r', expiresAt: 1_900_000_000_000 };

describe('the session signal', () => {
  it('persists to sessionStorage and reads back after a reload', async () => {
    const first = await import('./session.ts');
    first.session.value = aSession;
    expect(JSON.parse(sessionStorage.getItem('session')!)).toEqual(aSession);
    vi.resetModules();
    const reloaded = await import('./session.ts');
    expect(reloaded.session.value).toEqual(aSession);
    expect(reloaded.signedIn.value).toBe(true);
  });

  it('serves the API layer through the store interface', async () => {
    const { sessionStore, session } = await import('./session.ts');
    sessionStore.set(aSession);
    expect(session.value).toEqual(aSession);
    expect(sessionStore.get()).toEqual(aSession);
    sessionStore.clear();
    expect(sessionStorage.getItem('session')).toBeNull();
  });

  it('ignores a corrupt stored value', async () => {
    sessionStorage.setItem('session', '{not json');
    const { session } = await import('./session.ts');
    expect(session.value).toBeNull();
  });
});

describe('logout', () => {
  it('clears the session and every draft, loaded or not', async () => {
    const { createDraft } = await import('./drafts.ts');
    const { logout, session } = await import('./session.ts');
    const stash = createDraft('stash', { amount: 0 });
    stash.value = { amount: 5000 };
    sessionStorage.setItem('draft:purse', JSON.stringify({ name: 'TGIF' }));
    session.value = aSession;

    logout();

    expect(session.value).toBeNull();
    expect(stash.value).toEqual({ amount: 0 });
    expect(Object.keys(sessionStorage).filter((k) => k === 'session' || k.startsWith('draft:'))).toEqual([]);
  });

  it('drafts survive a reload until then', async () => {
    const { createDraft } = await import('./drafts.ts');
    createDraft('stash', { amount: 0 }).value = { amount: 7 };
    vi.resetModules();
    const again = await import('./drafts.ts');
    expect(again.createDraft('stash', { amount: 0 }).value).toEqual({ amount: 7 });
  });
});
