// @vitest-environment jsdom
import { number, object } from 'superstruct';
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

const Amount = object({ amount: number() });
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

  it.each([
    ['a string', '"admin"'],
    ['a number', '42'],
    ['an array', '[1,2]'],
    ['a session without a token', JSON.stringify({ ...aSession, token: undefined })],
    ['an empty token', JSON.stringify({ ...aSession, token: ' ' })],
    ['a token that is an object', JSON.stringify({ ...aSession, token: { toString: 1 } })],
    ['an expiry that is text', JSON.stringify({ ...aSession, expiresAt: 'never' })],
    ['an expiry of null', JSON.stringify({ ...aSession, expiresAt: null })],
    ['extra fields', JSON.stringify({ ...aSession, admin: true })],
  ])('drops a tampered session (%s): signed out, and the value is removed', async (_, raw) => {
    sessionStorage.setItem('session', raw);
    const { session, signedIn, sessionStore } = await import('./session.ts');
    expect(session.value).toBeNull();
    expect(signedIn.value).toBe(false);
    expect(sessionStore.get()).toBeNull();
    expect(sessionStorage.getItem('session')).toBeNull();
  });
});

describe('logout', () => {
  it('clears the session and every draft, loaded or not', async () => {
    const { createDraft } = await import('./drafts.ts');
    const { logout, session } = await import('./session.ts');
    const stash = createDraft('stash', { amount: 0 }, Amount);
    stash.value = { amount: 5000 };
    sessionStorage.setItem('draft:purse', JSON.stringify({ name: 'TGIF' }));
    // Not this client's draft: another script's key on the same origin stays.
    sessionStorage.setItem('consent', 'yes');
    session.value = aSession;

    logout();

    expect(session.value).toBeNull();
    expect(stash.value).toEqual({ amount: 0 });
    expect(Object.keys(sessionStorage)).toEqual(['consent']);
  });

  it('drafts survive a reload until then', async () => {
    const { createDraft } = await import('./drafts.ts');
    createDraft('stash', { amount: 0 }, Amount).value = { amount: 7 };
    vi.resetModules();
    const again = await import('./drafts.ts');
    expect(again.createDraft('stash', { amount: 0 }, Amount).value).toEqual({ amount: 7 });
  });
});

describe('a session that runs out, then a sign-in', () => {
  /** A stash draft in progress for Ada, a purse draft stored by a flow not loaded in this tab, then her session ends without a logout. */
  async function adaRanOut() {
    const { createDraft } = await import('./drafts.ts');
    const { startSession, session } = await import('./session.ts');
    startSession(aSession, 'ada@example.ng');
    const stash = createDraft('stash', { amount: 0 }, Amount);
    stash.value = { amount: 5000 };
    sessionStorage.setItem('draft:purse', JSON.stringify({ name: 'TGIF' }));
    session.value = null; // what the API layer does when the renewal is refused
    return { stash, startSession, session };
  }

  it('gives the same customer back every draft, whatever case they type their e-mail in', async () => {
    const { stash, startSession, session } = await adaRanOut();
    expect(stash.value).toEqual({ amount: 5000 });

    startSession({ ...aSession, token: 't2' }, ' Ada@Example.NG ');

    expect(session.value?.token).toBe('t2');
    expect(stash.value).toEqual({ amount: 5000 });
    expect(JSON.parse(sessionStorage.getItem('draft:purse')!)).toEqual({ name: 'TGIF' });
  });

  it('also after a reload of the signed-out tab', async () => {
    await adaRanOut();
    vi.resetModules();
    const { createDraft } = await import('./drafts.ts');
    const { startSession } = await import('./session.ts');
    const stash = createDraft('stash', { amount: 0 }, Amount);

    startSession(aSession, 'ada@example.ng');

    expect(stash.value).toEqual({ amount: 5000 });
  });

  it('clears every draft, loaded or not, before another customer’s session starts', async () => {
    const { stash, startSession, session } = await adaRanOut();
    sessionStorage.setItem('consent', 'yes');
    let seenBySession: unknown = 'not yet';
    const { effect } = await import('@preact/signals-react');
    const stop = effect(() => {
      if (session.value) seenBySession = stash.value;
    });

    startSession({ ...aSession, name: 'Bayo Ade' }, 'bayo@example.ng');
    stop();

    expect(seenBySession).toEqual({ amount: 0 });
    expect(stash.value).toEqual({ amount: 0 });
    expect(sessionStorage.getItem('draft:purse')).toBeNull();
    // The drafts Bayo makes now are his.
    stash.value = { amount: 10 };
    session.value = null;
    startSession(aSession, 'bayo@example.ng');
    expect(stash.value).toEqual({ amount: 10 });
    expect(sessionStorage.getItem('consent')).toBe('yes');
  });

  it('clears drafts nobody is known to own (left before any sign-in in this tab)', async () => {
    const { createDraft } = await import('./drafts.ts');
    const { startSession } = await import('./session.ts');
    const stash = createDraft('stash', { amount: 0 }, Amount);
    stash.value = { amount: 5000 };

    startSession(aSession, 'ada@example.ng');

    expect(stash.value).toEqual({ amount: 0 });
  });

  it('Log Out forgets whose drafts they were too: the same customer then starts afresh', async () => {
    const { stash, startSession, session } = await adaRanOut();
    session.value = aSession;
    const { logout } = await import('./session.ts');

    logout();

    expect(Object.keys(sessionStorage)).toEqual([]);
    stash.value = { amount: 1 }; // typed while signed out: nobody's
    startSession(aSession, 'ada@example.ng');
    expect(stash.value).toEqual({ amount: 0 });
  });
});
