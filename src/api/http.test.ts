import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { number, string, type } from 'superstruct';
import { ApiError, ContractError, NetworkError, SessionExpiredError } from './errors.ts';
import { configureHttp, type Session, type SessionStore } from './config.ts';
import { defineCall, doneIfGone, send, SESSION_LIFETIME_MS } from './http.ts';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);

const open = defineCall({ name: 'test.open', method: 'POST', path: '/api/v1/open', auth: false, request: type({ q: string() }), response: type({ n: number() }) });
const closed = defineCall({ name: 'test.closed', method: 'GET', path: '/api/v1/closed', auth: true, response: type({ n: number() }) });

type Reply = { status?: number; body: unknown } | 'network' | 'hang';
interface Seen {
  url: string;
  method: string;
  auth: string | null;
  body: unknown;
}

function memorySession(initial: Session | null): SessionStore & { value: Session | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (s: Session) => {
      store.value = s;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

/** A fake fetch answering by path; records every request it sees. */
function fakeServer(route: (url: string, seen: Seen) => Reply) {
  const seen: Seen[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    const headers = new Headers(init?.headers);
    const entry: Seen = { url, method: init?.method ?? 'GET', auth: headers.get('authorization'), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    seen.push(entry);
    const reply = route(url, entry);
    if (reply === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (reply === 'hang')
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return Promise.resolve(new Response(text, { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const okBody = (data: unknown) => ({ success: true, data, messages: [] });
const live = (over: Partial<Session> = {}): Session => ({ name: 'Ada Obi', token: 'old-token', refreshToken: 'old-refresh', expiresAt: T0 + 60_000, ...over });

let now = T0;
beforeEach(() => {
  now = T0;
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(route: (url: string, seen: Seen) => Reply, session: Session | null = live(), extra: { timeoutMs?: number } = {}) {
  const server = fakeServer(route);
  const store = memorySession(session);
  const onSignedOut = vi.fn();
  configureHttp({ baseURL: 'http://api.test', session: store, fetch: server.fetch, now: () => now, onSignedOut, ...extra });
  return { ...server, store, onSignedOut };
}

describe('the envelope', () => {
  it('returns data of a successful envelope, validated', async () => {
    const { seen } = setup(() => ({ body: okBody({ n: 7 }) }));
    await expect(send(open, { q: 'x' })).resolves.toEqual({ n: 7 });
    expect(seen[0]).toMatchObject({ url: 'http://api.test/api/v1/open', method: 'POST', body: { q: 'x' }, auth: null });
  });

  it('turns success:false into an ApiError carrying the messages and status', async () => {
    setup(() => ({ status: 400, body: { success: false, data: null, messages: ['Invalid email or password', 'Second'] } }));
    const error = await send(open, { q: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ call: 'test.open', status: 400, messages: ['Invalid email or password', 'Second'] });
  });

  it('treats success:false under a 200 as an ApiError too', async () => {
    setup(() => ({ body: { success: false, data: null, messages: ['No'] } }));
    await expect(send(open, { q: 'x' })).rejects.toMatchObject({ name: 'ApiError', messages: ['No'] });
  });

  it('turns a 500 with an envelope into an ApiError', async () => {
    setup(() => ({ status: 500, body: { success: false, data: null, messages: ['Boom'] } }));
    await expect(send(open, { q: 'x' })).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });
});

describe('contract errors', () => {
  it('names the field when data breaks the schema', async () => {
    setup(() => ({ body: okBody({ n: 'seven' }) }));
    const error = await send(open, { q: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ call: 'test.open', field: 'data.n' });
  });

  it('names the envelope field when the envelope is wrong', async () => {
    setup(() => ({ body: { ok: true } }));
    await expect(send(open, { q: 'x' })).rejects.toMatchObject({ name: 'ContractError', field: 'success' });
  });

  it('turns an answer that cannot even be described into a ContractError, not a TypeError', async () => {
    setup(() => ({ body: { success: true, data: { n: { toString: 1 } }, messages: [] } }));
    await expect(send(open, { q: 'x' })).rejects.toMatchObject({ name: 'ContractError', call: 'test.open', field: 'data' });
    setup(() => ({ body: { success: { toString: 1 } } }));
    await expect(send(open, { q: 'x' })).rejects.toMatchObject({ name: 'ContractError', field: '(body)' });
  });

  it('rejects a body that is not JSON', async () => {
    setup(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(send(open, { q: 'x' })).rejects.toMatchObject({ name: 'ContractError', field: '(body)' });
  });
});

describe('network errors', () => {
  it('turns a failed fetch into a NetworkError', async () => {
    setup(() => 'network');
    await expect(send(open, { q: 'x' })).rejects.toEqual(new NetworkError('test.open', 'unreachable'));
  });

  it('leaves no timeout running once the answer or the failure is in', async () => {
    vi.useFakeTimers();
    setup(() => ({ body: okBody({ n: 1 }) }));
    await send(open, { q: 'x' });
    expect(vi.getTimerCount()).toBe(0);
    setup(() => 'network');
    await expect(send(open, { q: 'x' })).rejects.toBeInstanceOf(NetworkError);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aborts after the timeout with a NetworkError', async () => {
    vi.useFakeTimers();
    setup(() => 'hang', live(), { timeoutMs: 5_000 });
    const pending = send(open, { q: 'x' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ reason: 'timeout' });
  });
});

describe('authentication and refresh', () => {
  const refreshOk = (n = 1) => ({ body: okBody({ name: 'Ada Obi', token: `new-token-${n}`, refreshToken: `new-refresh-${n}` }) });

  it('sends the bearer token on authenticated calls only', async () => {
    const { seen } = setup(() => ({ body: okBody({ n: 1 }) }));
    await send(closed);
    await send(open, { q: 'x' });
    expect(seen.map((s) => s.auth)).toEqual(['Bearer old-token', null]);
  });

  it('refreshes exactly once for many concurrent calls after expiry, and each uses the new token', async () => {
    let refreshes = 0;
    const { seen, store } = setup(
      (url) => {
        if (url.endsWith('/identity/refresh')) return (refreshes += 1), refreshOk(refreshes);
        return { body: okBody({ n: 1 }) };
      },
      live({ expiresAt: T0 - 1 }),
    );
    const results = await Promise.all(Array.from({ length: 5 }, () => send(closed)));
    expect(results).toHaveLength(5);
    expect(refreshes).toBe(1);
    const refresh = seen.find((s) => s.url.endsWith('/identity/refresh'));
    expect(refresh?.body).toEqual({ token: 'old-token', refreshToken: 'old-refresh' });
    expect(seen.filter((s) => s.url.endsWith('/closed')).map((s) => s.auth)).toEqual(Array(5).fill('Bearer new-token-1'));
    expect(store.value).toEqual({ name: 'Ada Obi', token: 'new-token-1', refreshToken: 'new-refresh-1', expiresAt: T0 + SESSION_LIFETIME_MS });
  });

  it('does not refresh before expiry', async () => {
    const { seen } = setup(() => ({ body: okBody({ n: 1 }) }), live({ expiresAt: T0 + 1 }));
    await send(closed);
    expect(seen.some((s) => s.url.endsWith('/identity/refresh'))).toBe(false);
  });

  it('signs out once when the refresh is refused', async () => {
    const { store, onSignedOut, seen } = setup(
      (url) => (url.endsWith('/identity/refresh') ? { status: 401, body: { success: false, data: null, messages: ['Session ended'] } } : { body: okBody({ n: 1 }) }),
      live({ expiresAt: T0 - 1 }),
    );
    const outcomes = await Promise.allSettled([send(closed), send(closed), send(closed)]);
    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof SessionExpiredError)).toBe(true);
    expect(store.value).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(seen.filter((s) => s.url.endsWith('/closed'))).toHaveLength(0);
  });

  it('keeps the session when the refresh fails for want of a network', async () => {
    const { store, onSignedOut } = setup((url) => (url.endsWith('/identity/refresh') ? 'network' : { body: okBody({ n: 1 }) }), live({ expiresAt: T0 - 1 }));
    await expect(send(closed)).rejects.toBeInstanceOf(NetworkError);
    expect(store.value?.token).toBe('old-token');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh meets a server error or an answer that is not the API\'s', async () => {
    for (const answer of [
      { status: 503, body: { success: false, data: null, messages: ['Service unavailable'] } },
      { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' },
    ]) {
      const { store, onSignedOut } = setup((url) => (url.endsWith('/identity/refresh') ? answer : { body: okBody({ n: 1 }) }), live({ expiresAt: T0 - 1 }));
      const failure = await send(closed).catch((error: unknown) => error);
      expect(failure).not.toBeInstanceOf(SessionExpiredError);
      expect(store.value?.token).toBe('old-token');
      expect(onSignedOut).not.toHaveBeenCalled();
    }
  });

  it('renews once and retries when the server answers 401', async () => {
    let closedCalls = 0;
    const { seen } = setup((url) => {
      if (url.endsWith('/identity/refresh')) return refreshOk();
      closedCalls += 1;
      return closedCalls === 1 ? { status: 401, body: { success: false, data: null, messages: ['Authorization token has expired'] } } : { body: okBody({ n: 2 }) };
    });
    await expect(send(closed)).resolves.toEqual({ n: 2 });
    expect(seen.filter((s) => s.url.endsWith('/closed')).map((s) => s.auth)).toEqual(['Bearer old-token', 'Bearer new-token-1']);
  });

  it('retries a 401 sent with a token already replaced with the current token, without refreshing again', async () => {
    let refreshes = 0;
    let closedCalls = 0;
    const { seen, store } = setup((url, entry) => {
      if (url.endsWith('/identity/refresh')) return (refreshes += 1), refreshOk(refreshes);
      closedCalls += 1;
      if (closedCalls === 1) {
        // While this request was in flight another call renewed the session.
        store.value = { ...live(), token: 'new-token-0', refreshToken: 'new-refresh-0' };
      }
      return entry.auth === 'Bearer old-token' ? { status: 401, body: { success: false, data: null, messages: ['Authorization token has expired'] } } : { body: okBody({ n: 3 }) };
    });
    await expect(send(closed)).resolves.toEqual({ n: 3 });
    expect(refreshes).toBe(0);
    expect(seen.filter((s) => s.url.endsWith('/closed')).map((s) => s.auth)).toEqual(['Bearer old-token', 'Bearer new-token-0']);
    expect(store.value?.refreshToken).toBe('new-refresh-0');
  });

  it('signs out an authenticated call made without a session', async () => {
    const { onSignedOut, seen } = setup(() => ({ body: okBody({ n: 1 }) }), null);
    await expect(send(closed)).rejects.toBeInstanceOf(SessionExpiredError);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(0);
  });

  it('runs a new refresh after the previous one settled', async () => {
    let refreshes = 0;
    const { store } = setup(
      (url) => (url.endsWith('/identity/refresh') ? ((refreshes += 1), refreshOk(refreshes)) : { body: okBody({ n: 1 }) }),
      live({ expiresAt: T0 - 1 }),
    );
    await send(closed);
    now = T0 + SESSION_LIFETIME_MS + 1;
    await send(closed);
    expect(refreshes).toBe(2);
    expect(store.value?.token).toBe('new-token-2');
  });
});

describe('what a broken or refused answer says', () => {
  const nested = defineCall({ name: 'test.nested', method: 'GET', path: '/api/v1/nested', auth: false, response: type({ a: type({ b: number() }) }) });

  it('names a nested field by its dotted path, and the data itself when it is the wrong kind', async () => {
    setup(() => ({ body: okBody({ a: { b: 'x' } }) }));
    await expect(send(nested)).rejects.toMatchObject({ name: 'ContractError', field: 'data.a.b' });
    setup(() => ({ body: okBody(5) }));
    await expect(send(nested)).rejects.toMatchObject({ name: 'ContractError', field: 'data' });
  });

  it('says what came instead of an envelope', async () => {
    setup(() => ({ status: 200, body: '' }));
    await expect(send(open, { q: 'x' })).rejects.toThrow('test.open: unexpected response at "(body)": expected a JSON envelope, got an empty body (status 200)');
    setup(() => ({ body: 'null' }));
    await expect(send(open, { q: 'x' })).rejects.toThrow('expected a JSON envelope, got object (status 200)');
    setup(() => ({ body: { success: true, data: { n: { toString: 1 } }, messages: [] } }));
    await expect(send(open, { q: 'x' })).rejects.toThrow(/unexpected response at "data": the answer cannot be read \(.+\)/);
  });

  it('refuses a 400 even with success: true, and keeps a refusal without messages empty', async () => {
    setup(() => ({ status: 400, body: { success: true, data: { n: 1 }, messages: [] } }));
    await expect(send(open, { q: 'x' })).rejects.toMatchObject({ name: 'ApiError', status: 400, messages: [] });
    setup(() => ({ status: 422, body: { success: false } }));
    await expect(send(open, { q: 'x' })).rejects.toMatchObject({ name: 'ApiError', status: 422, messages: [] });
  });
});

describe('the session at its edges', () => {
  it('renews a token that expires this very millisecond', async () => {
    const { seen } = setup((url) => (url.endsWith('/identity/refresh') ? { body: okBody({ name: 'A', token: 'n', refreshToken: 'r' }) } : { body: okBody({ n: 1 }) }), live({ expiresAt: T0 }));
    await send(closed);
    expect(seen.map((s) => new URL(s.url).pathname)).toEqual(['/api/v1/identity/refresh', '/api/v1/closed']);
  });

  it('signs out without asking the server when there is no refresh token', async () => {
    const { seen, store } = setup(() => ({ body: okBody({ n: 1 }) }), live({ expiresAt: T0 - 1, refreshToken: '' }));
    await expect(send(closed)).rejects.toBeInstanceOf(SessionExpiredError);
    expect(seen).toHaveLength(0);
    expect(store.value).toBeNull();
  });

  it('signs out with a SessionExpiredError when no one listens for it', async () => {
    const server = fakeServer((url) => (url.endsWith('/identity/refresh') ? { status: 401, body: { success: false, messages: ['ended'] } } : { body: okBody({ n: 1 }) }));
    configureHttp({ baseURL: 'http://api.test', session: memorySession(live({ expiresAt: T0 - 1 })), fetch: server.fetch, now: () => now });
    await expect(send(closed)).rejects.toBeInstanceOf(SessionExpiredError);
    configureHttp({ baseURL: 'http://api.test', session: memorySession(null), fetch: server.fetch, now: () => now });
    await expect(send(closed)).rejects.toBeInstanceOf(SessionExpiredError);
  });
});

describe('doneIfGone', () => {
  it('takes a removal answered 404 as done, and lets every other failure through', async () => {
    await expect(doneIfGone(Promise.reject(new ApiError('user.beneficiary.delete', 404, ['We could not find that beneficiary'])))).resolves.toBeUndefined();
    await expect(doneIfGone(Promise.reject(new ApiError('user.beneficiary.delete', 400, ['Beneficiary could not be removed'])))).rejects.toThrow('could not be removed');
    await expect(doneIfGone(Promise.reject(new NetworkError('user.beneficiary.delete', 'unreachable')))).rejects.toBeInstanceOf(NetworkError);
  });
});
