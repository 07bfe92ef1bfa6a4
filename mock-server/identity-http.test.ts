// Sign-in, session renewal, password reset by HTTP and the first PIN, each test on a mock of its own
// started inside the test (so the routes' registration itself is under test, not only their rules).
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { createMockApi } from './app.ts';
import { REFRESH_TTL_MS } from './auth.ts';
import { INVALID_CREDENTIALS, SESSION_ENDED } from './domain/identity.ts';
import { PIN_ALREADY_SET } from './domain/identity.ts';
import { listen } from './listen.ts';
import { OTP_CODE } from './otp.ts';

const platform = { source: 'web', id: 'test' };

interface Answer {
  status: number;
  body: { success: boolean; data: unknown; messages: string[] };
}

const closers: (() => void)[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const close of closers.splice(0)) close();
});

/** A mock API of this test's own, listening on a free port. */
async function startMock() {
  const mock = createMockApi({ controls: false });
  const app = express();
  app.use(mock.router);
  const { server, url } = await listen(app);
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  const post = async (path: string, body: unknown, token?: string): Promise<Answer> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const res = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  const signIn = async (email: string, password: string) => {
    const { status, body } = await post('/api/v1/identity/login', { email, password, platform });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as { name: string; token: string; refreshToken: string };
  };
  return { store: mock.store, post, signIn };
}

describe('sign-in', () => {
  it('opens a session for the right password, whatever the case of the e-mail, and refuses a wrong one', async () => {
    const { store, post, signIn } = await startMock();
    const user = store.addUser(Scenario.saver);
    const session = await signIn(` ${user.email.toUpperCase()}`, user.password);
    expect(session).toEqual({ name: `${user.firstName} ${user.lastName}`, token: expect.stringMatching(/^tok_/) as string, refreshToken: expect.stringMatching(/^ref_/) as string });
    expect(store.state.sessions.map((s) => [s.token, s.userId])).toEqual([[session.token, user.id]]);
    expect(await post('/api/v1/identity/login', { email: user.email, password: `${user.password}x`, platform })).toEqual({
      status: 400,
      body: { success: false, data: null, messages: [INVALID_CREDENTIALS] },
    });
  });
});

describe('Log Out', () => {
  it('ends that session only: neither its token nor its refresh token works again', async () => {
    const { store, post, signIn } = await startMock();
    const user = store.addUser(Scenario.saver);
    const leaving = await signIn(user.email, user.password);
    const other = await signIn(user.email, user.password);
    const done = { status: 200, body: { success: true, data: null, messages: [] } };
    expect(await post('/api/v1/identity/logout', { token: leaving.token, refreshToken: other.refreshToken }), 'tokens of two sessions end neither').toEqual(done);
    expect(store.state.sessions.map((s) => s.token)).toEqual([leaving.token, other.token]);
    expect(await post('/api/v1/identity/logout', { token: leaving.token, refreshToken: leaving.refreshToken })).toEqual(done);
    expect(store.state.sessions.map((s) => s.token)).toEqual([other.token]);
    expect((await post('/api/v1/identity/refresh', { token: leaving.token, refreshToken: leaving.refreshToken })).status).toBe(401);
    expect(await post('/api/v1/identity/logout', { token: leaving.token, refreshToken: leaving.refreshToken }), 'ending it again is done too').toEqual(done);
  });
});

describe('session renewal', () => {
  const ended = { status: 401, body: { success: false, data: null, messages: [SESSION_ENDED] } };

  it('needs the token and the refresh token of the same session', async () => {
    const { store, post, signIn } = await startMock();
    const user = store.addUser(Scenario.saver);
    const first = await signIn(user.email, user.password);
    const second = await signIn(user.email, user.password);
    expect(await post('/api/v1/identity/refresh', { token: first.token, refreshToken: second.refreshToken })).toEqual(ended);
    expect(await post('/api/v1/identity/refresh', { token: second.token, refreshToken: first.refreshToken })).toEqual(ended);
    expect(await post('/api/v1/identity/refresh', { token: 'tok_unknown', refreshToken: second.refreshToken })).toEqual(ended);
    // Both sessions are still there to renew.
    expect(store.state.sessions.map((s) => s.token)).toEqual([first.token, second.token]);
    const renewed = await post('/api/v1/identity/refresh', { token: second.token, refreshToken: second.refreshToken });
    expect(renewed.status).toBe(200);
    expect(store.state.sessions.map((s) => s.token)).toEqual([first.token, (renewed.body.data as { token: string }).token]);
  });

  it('ends the renewed session when a refresh token already renewed comes back (two holders of one session), and no other', async () => {
    const { store, post, signIn } = await startMock();
    const user = store.addUser(Scenario.saver);
    const other = await signIn(user.email, user.password);
    const first = await signIn(user.email, user.password);
    const renew = async (s: { token: string; refreshToken: string }) => (await post('/api/v1/identity/refresh', s)).body.data as { token: string; refreshToken: string };
    const second = await renew(first);
    const third = await renew(second);
    expect(await post('/api/v1/identity/refresh', first), 'the first refresh token again').toEqual(ended);
    expect(await post('/api/v1/identity/refresh', third), 'the line it was renewed into has ended').toEqual(ended);
    expect(store.state.sessions.map((s) => s.token), 'the same customer\'s other session goes on').toEqual([other.token]);
  });

  it('lasts a week from the sign-in however often it is renewed', async () => {
    const { store, post, signIn } = await startMock();
    const user = store.addUser(Scenario.saver);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    let session: { token: string; refreshToken: string } = await signIn(user.email, user.password);
    for (let day = 1; day < 7; day += 1) {
      vi.setSystemTime(Date.now() + 24 * 3_600_000);
      const renewed = await post('/api/v1/identity/refresh', session);
      expect(renewed.status, `renewed on day ${day}`).toBe(200);
      session = renewed.body.data as typeof session;
    }
    vi.setSystemTime(Date.now() + 24 * 3_600_000);
    expect(await post('/api/v1/identity/refresh', session), 'a week after the sign-in').toEqual(ended);
  });

  it('ends with the refresh token\'s week, to the millisecond', async () => {
    const { store, post, signIn } = await startMock();
    const user = store.addUser(Scenario.saver);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const early = await signIn(user.email, user.password);
    const late = await signIn(user.email, user.password);
    vi.setSystemTime(Date.now() + REFRESH_TTL_MS - 1);
    expect((await post('/api/v1/identity/refresh', { token: early.token, refreshToken: early.refreshToken })).status).toBe(200);
    vi.setSystemTime(Date.now() + 1);
    expect(await post('/api/v1/identity/refresh', { token: late.token, refreshToken: late.refreshToken })).toEqual(ended);
  });

  it('ends when the customer no longer exists, without renewing', async () => {
    const { store, post, signIn } = await startMock();
    const user = store.addUser(Scenario.saver);
    const session = await signIn(user.email, user.password);
    store.state.users = store.state.users.filter((u) => u.id !== user.id);
    expect(await post('/api/v1/identity/refresh', { token: session.token, refreshToken: session.refreshToken })).toEqual(ended);
  });
});

describe('password reset', () => {
  it('sets a new password for the customer named by a padded e-mail or phone, and refuses anyone else', async () => {
    const { store, post, signIn } = await startMock();
    const user = store.addUser(Scenario.freshUser);
    for (const userId of [`  ${user.email} `, ` 0${user.phoneNumber.slice(4)}  `]) {
      const started = await post('/api/v1/identity/resetpasswordtoken', { userId, platform });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const { id } = started.body.data as { id: string };
      expect((await post('/api/v1/identity/validateresetpasswordtoken', { id, token: OTP_CODE, platform })).status).toBe(200);
      expect((await post('/api/v1/identity/resetpassword', { id, token: OTP_CODE, password: 'Another#456', platform })).status).toBe(200);
    }
    expect((await signIn(user.email, 'Another#456')).token).toMatch(/^tok_/);
    // One that names nobody is answered alike (a reset id), so the answer tells nothing (abuse.test.ts).
    const nobody = await post('/api/v1/identity/resetpasswordtoken', { userId: 'nobody@example.test', platform });
    expect(nobody).toMatchObject({ status: 200, body: { success: true, messages: [] } });
    expect(typeof (nobody.body.data as { id: unknown }).id).toBe('string');
  });
});

describe('the first PIN', () => {
  it('is kept once, and a second one is refused', async () => {
    const { store, post, signIn } = await startMock();
    const user = store.addUser(Scenario.freshUser);
    expect(user.pin).toBeNull();
    const { token } = await signIn(user.email, user.password);
    expect((await post('/api/v1/user/pin', { pin: '2580', platform }, token)).status).toBe(200);
    expect(store.findUser(user.id)?.pin).toBe('2580');
    expect(await post('/api/v1/user/pin', { pin: '1111', platform }, token)).toEqual({
      status: 400,
      body: { success: false, data: null, messages: [PIN_ALREADY_SET] },
    });
    expect(store.findUser(user.id)?.pin).toBe('2580');
  });
});
